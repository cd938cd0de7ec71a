import type { Envelope } from '@spesa/domain';
import { CART_QUERY } from '../../../lib/cart';
import type { MutationConfig } from '../../../lib/api';
import { orderCall, useOrderMutation } from './orderMutation';

/** POST cart/add-all-from-order: every line of an old order into the cart; a result per line. */
export const reorder = (orderId: number) =>
  orderCall<unknown>('cart/add-all-from-order', { ...CART_QUERY, order_id: orderId });

export const useReorder = (config?: MutationConfig<Envelope<unknown>, number>) =>
  useOrderMutation(reorder, config);
