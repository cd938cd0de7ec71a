import type { MutationConfig } from '../../../lib/api';
import type { Envelope } from '@spesa/domain';
import { orderCall, useOrderMutation } from './orderMutation';

/** POST order/delete: cancels the order (spec: 'Ordine {orderId} annullato'). */
export const cancelOrder = (orderId: number) => orderCall<unknown>('order/delete', { order_id: orderId });

export const useCancelOrder = (config?: MutationConfig<Envelope<unknown>, number>) =>
  useOrderMutation(cancelOrder, config);
