import type { Envelope } from '@spesa/domain';
import type { MutationConfig } from '../../../lib/api';
import { orderCall, useOrderMutation } from './orderMutation';

/** POST order/modify: the order goes back to being the shopper's cart, to change and confirm again. */
export const modifyOrder = (orderId: number) => orderCall<unknown>('order/modify', { order_id: orderId });

export const useModifyOrder = (config?: MutationConfig<Envelope<unknown>, number>) =>
  useOrderMutation(modifyOrder, config);
