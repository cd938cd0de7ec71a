import { createContext, useContext } from 'react';
import type { CartItem, Product } from '@spesa/domain';

/**
 * What the shop's buttons can ask of the cart. The cart lives in features/cart; app/ provides its
 * flow here, so product cards, sliders and pages add to the cart without importing a feature.
 */
export interface CartActions {
  /**
   * The whole add-to-cart flow (login, address, timeslot, options, selectable promotion, add).
   * @param quantity in thousandths of the selling unit (2 pieces = 2000, 0.5 kg = 500)
   */
  addToCart: (product: Product, quantity: number, params?: Record<string, string>) => Promise<void>;
  /**
   * 'Update cart' mode (siteConfig.updateCart): a card's stepper changes the line in the cart at
   * once; 0 asks before removing it. Quantity in thousandths.
   */
  setLineQuantity: (line: CartItem, quantity: number) => Promise<void>;
  /**
   * The place step of the flow alone (address, then timeslot, asked while missing), for adds of
   * many products at once (a list's "add all"); false when the shopper left without choosing.
   */
  ensureDelivery: () => Promise<boolean>;
}

export const CartActionsContext = createContext<CartActions | null>(null);

export const useCartActions = () => useContext(CartActionsContext);
