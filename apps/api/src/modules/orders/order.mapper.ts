import {
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  paymentStateOf,
  placedByText,
  SHOPPER_CANCELLABLE,
  SHOPPER_MODIFIABLE,
  type InvoiceHolder,
  type Order,
} from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import { orderPlace, slotById, type TimeslotRow } from '../delivery/index.js';
import { capturedCents, eventsOf, heldAttempts } from '../payments/index.js';
import { historyOf, linesOf, type OrderLineRow, type OrderRow } from './orders.repository.js';
import { orderVatBuckets, preparedVatBuckets } from './order-vat.js';

const euros = (cents: number) => cents / 100;
const eurosOrNull = (cents: number | null) => (cents === null ? null : cents / 100);

export interface OrderViewOptions {
  /** "Now", for what the shopper may still do (cut-off, time to pay); without it the flags are left out. */
  now?: Date;
  /** Include the status history (order/view). */
  history?: boolean;
  /** Leave the lines out (order/list without fetch_detail). */
  withoutLines?: boolean;
  /** The lines and slot the caller has just written or read (the buy's answer): not read again. */
  known?: { lines: OrderLineRow[]; slot: TimeslotRow };
}

/** Where the order goes ('Ritiro presso <store>, <address>'), from the delivery area. */
export const placeOf = (db: DbOrTx, o: OrderRow) =>
  orderPlace(db, { deliveryServiceId: o.delivery_service_id, storeId: o.store_id, addressId: o.address_id });

/** What was prepared of a line: recorded by the picker, or the ordered quantity once the order is ready. */
function preparedOf(
  o: OrderRow,
  l: OrderLineRow,
): { preparedQuantity: number | null; preparedTotal: number | null } {
  if (l.prepared_quantity_milli !== null)
    return {
      preparedQuantity: l.prepared_quantity_milli / 1000,
      preparedTotal: eurosOrNull(l.prepared_cents),
    };
  if (o.prepared_total_cents !== null)
    return { preparedQuantity: l.quantity_milli / 1000, preparedTotal: euros(l.gross_cents) };
  return { preparedQuantity: null, preparedTotal: null };
}

/** The order as the checkout and the order calls answer it: totals, lines, payment state from the ledger. */
export async function toOrder(db: DbOrTx, o: OrderRow, opts: OrderViewOptions = {}): Promise<Order> {
  const [lines, events, slot, history, place] = await Promise.all([
    opts.withoutLines ? Promise.resolve([]) : (opts.known?.lines ?? linesOf(db, o.order_id)),
    eventsOf(db, o.order_id),
    opts.known?.slot ?? slotById(db, o.timeslot_id),
    opts.history ? historyOf(db, o.order_id) : Promise.resolve(undefined),
    opts.withoutLines ? Promise.resolve(undefined) : placeOf(db, o),
  ]);
  // A placed order that still holds an authorisation is "authorised", whatever a later attempt of
  // a modify (decision 0057) did: a declined larger hold leaves the old one paying for the order.
  const holding = o.order_status_id !== ORDER_STATUS.awaitingPayment && heldAttempts(events).length > 0;
  const paymentState = holding
    ? 'authorised'
    : paymentStateOf(
        events.map((e) => ({
          statusId: e.transaction_status_id,
          event: e.event_ref.slice(e.event_ref.lastIndexOf('/') + 1),
        })),
      );
  const captured = events.some((e) => e.event_ref.endsWith('/captured')) ? capturedCents(events) : null;
  const now = opts.now?.getTime();
  const beforeCutoff = now !== undefined && slot !== undefined && now < Date.parse(slot.cutoff_at);
  const inTimeToPay = now !== undefined && o.payment_due_at !== null && now < Date.parse(o.payment_due_at);
  return {
    orderId: o.order_id,
    cartId: o.cart_id,
    orderStatusId: o.order_status_id,
    orderStatusDescr: ORDER_STATUS_LABELS[o.order_status_id] ?? '',
    paymentTypeId: o.payment_type_id,
    paymentState,
    addDate: o.created_at,
    timeslot: {
      date: o.timeslot_date,
      timeslotId: o.timeslot_id,
      ...(slot && { beginTime: slot.begin_time, endTime: slot.end_time, cutoffAt: slot.cutoff_at }),
    },
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
      // Once the order is ready, a line never recorded was prepared as ordered (orders made ready
      // before "ready" wrote it on such lines read the same).
      ...preparedOf(o, l),
    })),
    transactions: events.map((e) => ({
      orderTransactionId: e.order_transaction_id,
      addDate: e.created_at,
      transactionStatusId: e.transaction_status_id,
      paymentTypeId: e.payment_type_id,
      authorizedAmount: euros(e.amount_cents),
    })),
    deliveryServiceId: o.delivery_service_id,
    storeId: o.store_id,
    addressId: o.address_id,
    ...(place && { place }),
    note: o.note,
    preparedTotal: eurosOrNull(o.prepared_total_cents),
    capturedAmount: eurosOrNull(captured),
    invoiceHolder:
      o.invoice_holder_json === null ? null : (JSON.parse(o.invoice_holder_json) as InvoiceHolder),
    placedBy:
      o.placed_by_role === null ? null : { role: o.placed_by_role, text: placedByText(o.placed_by_role)! },
    ...(!opts.withoutLines && {
      vatBuckets: orderVatBuckets(o, lines),
      preparedVatBuckets: preparedVatBuckets(o, lines),
    }),
    ...(now !== undefined && {
      isDeletable: SHOPPER_CANCELLABLE.includes(o.order_status_id) && o.modifying_since === null,
      // Spec: an online card payment makes the order unmodifiable once captured (decision 0057).
      isEditable:
        SHOPPER_MODIFIABLE.includes(o.order_status_id) &&
        beforeCutoff &&
        captured === null &&
        o.modifying_since === null,
      isBeingModified: o.modifying_since !== null,
      isPayable:
        o.order_status_id === ORDER_STATUS.awaitingPayment &&
        inTimeToPay &&
        (paymentState === 'declined' || paymentState === 'voided' || paymentState === 'cancelled'),
    }),
    ...(history && {
      statusHistory: history.map((h) => ({
        orderStatusId: h.to_status_id,
        orderStatusDescr: ORDER_STATUS_LABELS[h.to_status_id] ?? '',
        date: h.created_at,
      })),
    }),
  };
}
