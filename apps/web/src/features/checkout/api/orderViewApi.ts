import type { Order } from '@spesa/domain';
import { apiGet } from '../../../lib/api';

/** GET order/view: one of the shopper's orders (another's answers "not found", decision 0044). */
export const fetchOrderView = (orderId: number, signal?: AbortSignal) =>
  apiGet<Order | null>('order/view', { order_id: orderId }, { silent: true, signal, cache: false });
