import { ORDER_STATUS } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import type { OrderRow } from './orders.repository.js';

/** The shopper's order filters, already in database terms (money in cents, dates YYYY-MM-DD). */
export interface OrderFilter {
  userId: number;
  orderId?: number;
  fromOrderDate?: string;
  toOrderDate?: string;
  fromSlotDate?: string;
  toSlotDate?: string;
  fromGrossCents?: number;
  toGrossCents?: number;
  addressId?: number;
  warehouseId?: number;
  /** Delivery service ids the order may have (order_type). */
  services?: readonly number[];
  /** Include orders still awaiting their online payment (show_pending; default yes). */
  pending: boolean;
}

function filtered(db: DbOrTx, f: OrderFilter) {
  let q = db.kysely.selectFrom('customer_order').where('user_id', '=', f.userId);
  if (f.orderId !== undefined) q = q.where('order_id', '=', f.orderId);
  if (f.fromOrderDate) q = q.where('order_date', '>=', f.fromOrderDate);
  if (f.toOrderDate) q = q.where('order_date', '<=', f.toOrderDate);
  if (f.fromSlotDate) q = q.where('timeslot_date', '>=', f.fromSlotDate);
  if (f.toSlotDate) q = q.where('timeslot_date', '<=', f.toSlotDate);
  if (f.fromGrossCents !== undefined) q = q.where('gross_total_cents', '>=', f.fromGrossCents);
  if (f.toGrossCents !== undefined) q = q.where('gross_total_cents', '<=', f.toGrossCents);
  if (f.addressId !== undefined) q = q.where('address_id', '=', f.addressId);
  if (f.warehouseId !== undefined) q = q.where('warehouse_id', '=', f.warehouseId);
  if (f.services) q = q.where('delivery_service_id', 'in', [...f.services]);
  if (!f.pending) q = q.where('order_status_id', '<>', ORDER_STATUS.awaitingPayment);
  return q;
}

/** One page of the shopper's orders, newest first, and how many match in all. */
export async function listOrders(
  db: DbOrTx,
  f: OrderFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .selectAll()
      .orderBy('order_id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The shopper's orders awaiting a new payment (order/list-retry-payment), newest first. */
export async function awaitingPayment(db: DbOrTx, userId: number, now: string): Promise<OrderRow[]> {
  return db.kysely
    .selectFrom('customer_order')
    .selectAll()
    .where('user_id', '=', userId)
    .where('order_status_id', '=', ORDER_STATUS.awaitingPayment)
    .where('payment_due_at', '>', now)
    .orderBy('order_id', 'desc')
    .limit(50)
    .execute();
}

/** A store's orders of a day (and slot), for the pickers: by slot, then placing order. */
export async function ordersOfStore(
  db: DbOrTx,
  storeId: number,
  date: string,
  timeslotId?: number,
  statuses?: readonly number[],
): Promise<OrderRow[]> {
  let q = db.kysely
    .selectFrom('customer_order')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('timeslot_date', '=', date);
  if (timeslotId !== undefined) q = q.where('timeslot_id', '=', timeslotId);
  if (statuses) q = q.where('order_status_id', 'in', [...statuses]);
  return q.orderBy('timeslot_id').orderBy('order_id').limit(500).execute();
}
