import { ONLINE_PAYMENT_TYPES, ORDER_STATUS, TRANSACTION_STATUS } from '@spesa/domain';
import type { OrderView } from './api/orderTypes';

// What the shopper may still do with an order. The server has the last word (it refuses what is
// too late, and its answer may carry isEditable / isDeletable / isPayable / isParkable); without
// those flags the page follows the spec: changed or cancelled until the store takes the order in
// charge (section 4), paid again while a declined payment is still open.

/** Placed and not yet taken in charge by the store. */
const BEFORE_PICKING: readonly number[] = [
  ORDER_STATUS.awaitingPayment,
  ORDER_STATUS.validation,
  ORDER_STATUS.ordered,
];
/** Taken in charge up to the moment it leaves the store: a pickup shopper may be on the way. */
const AT_THE_STORE: readonly number[] = [
  ORDER_STATUS.ordered,
  ORDER_STATUS.preparing,
  ORDER_STATUS.preparing2,
  ORDER_STATUS.almostReady,
];
/** Over: nothing left to change, not even the note. */
const CLOSED: readonly number[] = [
  ORDER_STATUS.delivered,
  ORDER_STATUS.partiallyDelivered,
  ORDER_STATUS.cancelled,
  ORDER_STATUS.invalidated,
  ORDER_STATUS.notCollected,
  ORDER_STATUS.failed,
];

/** Service 1 is pickup (spec section 9); store and locker addresses are types 3 and 5. */
export function isPickup(order: OrderView): boolean {
  if (order.deliveryServiceId !== undefined) return order.deliveryServiceId === 1;
  const type = order.shippingAddress?.addressTypeId;
  return type === 3 || type === 5;
}

export interface OrderActions {
  cancel: boolean;
  modify: boolean;
  payAgain: boolean;
  parking: boolean;
  note: boolean;
  reorder: boolean;
  /** Delivered, cancelled or failed: nothing is left to change. */
  closed: boolean;
}

export function orderActions(order: OrderView): OrderActions {
  const status = order.orderStatusId;
  const open = BEFORE_PICKING.includes(status);
  const declined = order.paymentState === 'declined' && ONLINE_PAYMENT_TYPES.includes(order.paymentTypeId);
  return {
    cancel: order.isDeletable ?? open,
    modify: order.isEditable ?? open,
    payAgain: order.isPayable ?? (declined && status === ORDER_STATUS.awaitingPayment),
    parking: order.isParkable ?? (isPickup(order) && AT_THE_STORE.includes(status)),
    note: !CLOSED.includes(status),
    reorder: order.orderLines.length > 0,
    closed: CLOSED.includes(status),
  };
}

/** The amount taken from the card (euros), once the order was picked; null before. */
export function capturedAmount(order: OrderView): number | null {
  if (order.capturedAmount !== undefined) return order.capturedAmount;
  const captured = order.transactions.filter((x) => x.transactionStatusId === TRANSACTION_STATUS.confirmed);
  if (captured.length === 0) return null;
  // Summed in cents: euros with two decimals do not add up exactly as floating point.
  return captured.reduce((cents, x) => cents + Math.round(x.authorizedAmount * 100), 0) / 100;
}
