import { ORDER_STATUS_LABELS, paymentStateOf, type Order } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import { ledger } from '../payments/index.js';
import { linesOf, type OrderRow } from './orders.repository.js';

const euros = (cents: number) => cents / 100;

/** The order as the checkout answers it: totals, lines, and its payment state from the ledger. */
export async function toOrder(db: DbOrTx, o: OrderRow): Promise<Order> {
  const [lines, events] = await Promise.all([linesOf(db, o.order_id), ledger.eventsOf(db, o.order_id)]);
  return {
    orderId: o.order_id,
    cartId: o.cart_id,
    orderStatusId: o.order_status_id,
    orderStatusDescr: ORDER_STATUS_LABELS[o.order_status_id] ?? '',
    paymentTypeId: o.payment_type_id,
    paymentState: paymentStateOf(events.map((e) => e.transaction_status_id)),
    addDate: o.created_at,
    timeslot: { date: o.timeslot_date, timeslotId: o.timeslot_id },
    goodsTotal: euros(o.goods_cents),
    giftDiscount: euros(o.gift_discount_cents),
    deliveryFee: euros(o.delivery_fee_cents),
    grossTotal: euros(o.gross_total_cents),
    prebilledAmount: euros(o.hold_cents),
    paymentDueAt: o.payment_due_at,
    orderLines: lines.map((l) => ({
      itemId: l.item_id,
      productId: l.product_id,
      name: l.product_name,
      quantity: l.quantity_milli / 1000,
      weighed: l.weighed === 1,
      unitPrice: euros(l.unit_cents),
      grossTotal: euros(l.gross_cents),
      discount: euros(l.discount_cents),
    })),
    transactions: events.map((e) => ({
      orderTransactionId: e.order_transaction_id,
      addDate: e.created_at,
      transactionStatusId: e.transaction_status_id,
      paymentTypeId: e.payment_type_id,
      authorizedAmount: euros(e.amount_cents),
    })),
  };
}
