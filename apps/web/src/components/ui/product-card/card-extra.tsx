import { createContext, useContext, type ReactNode } from 'react';
import type { Product } from '@spesa/domain';

/**
 * A slot under a product's add controls (cards, product page, flyer dialog) that app/ fills for
 * some people only: the price-list proposers' 'Aggiungi al listino' (features/pricelists). Null,
 * as for every shopper, draws nothing.
 */
export type CardExtra = ((product: Product) => ReactNode) | null;

export const CardExtraContext = createContext<CardExtra>(null);

export function CardExtraSlot({ product }: { product: Product }) {
  const render = useContext(CardExtraContext);
  return render ? render(product) : null;
}
