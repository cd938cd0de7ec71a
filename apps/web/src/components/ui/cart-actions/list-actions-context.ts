import { createContext, useContext } from 'react';
import type { Product } from '@spesa/domain';

/**
 * What the favourites heart can ask of the shopping lists. The lists live in features/lists; app/
 * provides them here, so product cards and pages reach them without importing a feature.
 */
export interface ListActions {
  /** Opens the list selector ('Seleziona una lista a cui aggiungere:') for the product. */
  openSelector: (product: Product) => void;
  /** The same selector for several products at once (a flyer's "add all to a list"). */
  openSelectorForAll: (products: Product[]) => void;
  /** Whether the product is on one of the shopper's lists (the heart is then filled). */
  isInList: (productId: number) => boolean;
}

export const ListActionsContext = createContext<ListActions | null>(null);

export const useListActions = () => useContext(ListActionsContext);
