import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Product } from '@spesa/domain';
import { lazyPart } from '../../components/ui/lazy-part/lazyPart';
import { CardExtraContext, type CardExtra } from '../../components/ui/product-card/card-extra';
import { usePriceListRoles } from './api/rolesApi';

// Only proposers draw the button (and its texts), off every shopper's first load; the dialog
// loads the first time the button is pressed.
const AddToPriceListButton = lazyPart('AddToPriceListButton', () =>
  import('./components/AddToPriceListButton').then((m) => ({ default: m.AddToPriceListButton })),
);
const AddToPriceListDialog = lazyPart('AddToPriceListDialog', () =>
  import('./components/AddToPriceListDialog').then((m) => ({ default: m.AddToPriceListDialog })),
);

/**
 * Gives the product cards, the product page and the flyer's dialog the 'Aggiungi al listino'
 * button, for proposers only (spec section 6: the role price_list_create enables it); every
 * other shopper's cards get nothing and are not drawn again.
 */
export function PriceListActionsProvider({ children }: { children: ReactNode }) {
  const { proposes } = usePriceListRoles();
  const [product, setProduct] = useState<Product | null>(null);
  const extra = useMemo<CardExtra>(
    () => (proposes ? (p: Product) => <AddToPriceListButton product={p} onOpen={setProduct} /> : null),
    [proposes],
  );
  const close = useCallback(() => setProduct(null), []);
  return (
    <CardExtraContext.Provider value={extra}>
      {children}
      {product && <AddToPriceListDialog product={product} onClose={close} />}
    </CardExtraContext.Provider>
  );
}
