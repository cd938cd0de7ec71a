import type { MutationConfig } from '../../../lib/api';
import { cartCall, useCartMutation, type CartEnvelope } from './cartMutation';

export interface CartInfo {
  property: 'need_invoice' | 'order_note' | 'accept_alternatives' | 'no_bags';
  value: string;
}

/** POST cart/update-cart-info: one cart property (need_invoice 'true' or 'false', ...). */
export const updateCartInfo = (info: CartInfo) => cartCall('cart/update-cart-info', { body: info });

export const useUpdateCartInfo = (config?: MutationConfig<CartEnvelope, CartInfo>) =>
  useCartMutation(updateCartInfo, config);
