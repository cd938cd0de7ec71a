import type { MutationConfig } from '../../../lib/api';
import { leanCartCall, useCartMutation, type CartEnvelope } from './cartMutation';

export interface LineQuantity {
  itemId: number;
  /** Pieces, or kg for Sfuso (decision 0025); 0 removes the line. */
  quantity: number;
  /** The cart version last seen: a change made on a stale cart is refused (CART_CHANGED). */
  version?: number;
}

/** POST cart/update. */
export const updateLine = ({ itemId, quantity, version }: LineQuantity) =>
  leanCartCall('cart/update', { body: { items: [{ itemId, quantity }], version } });

export const useUpdateLine = (config?: MutationConfig<CartEnvelope, LineQuantity>) =>
  useCartMutation(updateLine, config);
