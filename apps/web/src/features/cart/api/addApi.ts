import type { CartAddBody } from '@spesa/domain';
import type { MutationConfig } from '../../../lib/api';
import { leanCartCall, useCartMutation, type CartEnvelope } from './cartMutation';

export type AddItem = CartAddBody['items'][number];

/** POST cart/add: quantity in the selling unit (pieces, or kg for Sfuso; decision 0025). */
export const addToCart = (items: AddItem[]) => leanCartCall('cart/add', { body: { items } });

export const useAddToCartCall = (config?: MutationConfig<CartEnvelope, AddItem[]>) =>
  useCartMutation(addToCart, config);
