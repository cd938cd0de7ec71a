// Order, payment and transaction status tables (spec "States and transitions"), shared by the
// server and the storefront. A status change is a conditional update from an allowed `from`.
import { transitionSources } from './statuses.js';

/** Order status codes and their labels (delivery-orders-account spec section 4). */
export const ORDER_STATUS = {
  /** In validation: placed, its online payment not yet authorised. */
  awaitingPayment: 1,
  validation: 2,
  ordered: 3,
  preparing: 4,
  preparing2: 5,
  almostReady: 6,
  outForDelivery: 7,
  delivered: 8,
  partiallyDelivered: 9,
  cancelled: 10,
  invalidated: 11,
  notCollected: 12,
  failed: 13,
  outForDelivery2: 18,
} as const;
export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_LABELS: Record<number, string> = {
  1: 'In validazione',
  2: 'In validazione',
  3: 'Ordinato',
  4: 'In preparazione',
  5: 'In preparazione',
  6: 'Quasi pronto',
  7: 'In consegna',
  8: 'Consegnato',
  9: 'Consegnato parzialmente',
  10: 'Annullato',
  11: 'Invalidato',
  12: 'Non ritirato',
  13: 'Non riuscito',
  18: 'In consegna',
};

/**
 * Every allowed status change (decision 0044). The checkout: awaiting payment -> ordered when paid
 * (or nothing to pay), -> cancelled when not paid in time. The shopper: cancel while the store has
 * not taken the order in charge (1, 2, 3). The store: 3 -> 4 taken in charge, 4 -> 5 picking,
 * -> 6 ready ("Quasi pronto"), -> 7 or 18 out for delivery, -> 8 delivered, 9 partially
 * delivered, 12 not collected (pickup), 13 failed; 2 and 3 may be invalidated (11) by the shop.
 * 8, 9, 10, 11, 12 and 13 are final. The orders module's `moveToStatus` is the only writer of an
 * order's status, and moves it only along this table (decision 0103): the payment outcomes need
 * 1 -> 3 (authorised, paid offline, or a far slot's card saved), 1 -> 10 (never paid) and 3 -> 1
 * (that saved card refused at the slot's cut-off: paid again, decision 0113).
 */
export const ORDER_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [ORDER_STATUS.awaitingPayment]: [ORDER_STATUS.ordered, ORDER_STATUS.cancelled],
  [ORDER_STATUS.validation]: [ORDER_STATUS.ordered, ORDER_STATUS.cancelled, ORDER_STATUS.invalidated],
  // -> 1: a card saved for a far slot refused at the cut-off is paid again (decision 0113).
  [ORDER_STATUS.ordered]: [
    ORDER_STATUS.preparing,
    ORDER_STATUS.cancelled,
    ORDER_STATUS.invalidated,
    ORDER_STATUS.awaitingPayment,
  ],
  [ORDER_STATUS.preparing]: [ORDER_STATUS.preparing2, ORDER_STATUS.almostReady, ORDER_STATUS.failed],
  [ORDER_STATUS.preparing2]: [ORDER_STATUS.almostReady, ORDER_STATUS.failed],
  [ORDER_STATUS.almostReady]: [
    ORDER_STATUS.outForDelivery,
    ORDER_STATUS.outForDelivery2,
    ORDER_STATUS.delivered,
    ORDER_STATUS.partiallyDelivered,
    ORDER_STATUS.notCollected,
    ORDER_STATUS.failed,
  ],
  [ORDER_STATUS.outForDelivery]: [
    ORDER_STATUS.delivered,
    ORDER_STATUS.partiallyDelivered,
    ORDER_STATUS.failed,
  ],
  [ORDER_STATUS.outForDelivery2]: [
    ORDER_STATUS.delivered,
    ORDER_STATUS.partiallyDelivered,
    ORDER_STATUS.failed,
  ],
};

export function canMoveOrder(from: number, to: number): boolean {
  return ORDER_TRANSITIONS[from]?.includes(to) ?? false;
}

/** The statuses an order may be in for a move to `to`: the WHERE of its conditional update. */
export function sourcesOf(to: number): number[] {
  return transitionSources(ORDER_TRANSITIONS, to);
}

/** Final statuses: nothing moves an order out of them. */
export function isFinalStatus(status: number): boolean {
  return (ORDER_TRANSITIONS[status] ?? []).length === 0;
}

/** The shopper may cancel (order/delete) until the store takes the order in charge (spec section 4). */
export const SHOPPER_CANCELLABLE: readonly number[] = sourcesOf(ORDER_STATUS.cancelled);

/**
 * The shopper may change the order (order/modify) while it is ordered and not yet taken in charge
 * (an order still awaiting its payment is paid again instead, order/payment).
 */
export const SHOPPER_MODIFIABLE: readonly number[] = [ORDER_STATUS.ordered];

/** The store's picking statuses: prepared quantities may be recorded. */
export const PICKING_STATUSES: readonly number[] = [ORDER_STATUS.preparing, ORDER_STATUS.preparing2];

/** Status changes the shopper is told about by e-mail (besides the confirmation at checkout). */
export const MAILED_STATUSES: readonly number[] = [
  ORDER_STATUS.almostReady,
  ORDER_STATUS.outForDelivery,
  ORDER_STATUS.outForDelivery2,
  ORDER_STATUS.cancelled,
];

/** payment_type_id (spec section 9; 1 credit card and 17 bank transfer appear only in transactions). */
export const PAYMENT_TYPE = {
  onDelivery: 2,
  deferred: 11,
  card: 12,
  paypal: 13,
  summaryInvoice: 101,
} as const;
export type PaymentTypeId = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];
export const PAYMENT_TYPE_IDS: readonly number[] = Object.values(PAYMENT_TYPE);

export const PAYMENT_TYPE_NAMES: Record<number, string> = {
  2: 'Pagamento alla consegna',
  11: 'Pagamento differito',
  12: 'Carta di pagamento online',
  13: 'PayPal',
  101: 'Fattura riepilogativa',
};

/** The payment type as the shopper reads it: paying "on delivery" of a pickup is paying at the pickup. */
export function paymentTypeName(paymentTypeId: number, pickup: boolean): string {
  if (pickup && paymentTypeId === PAYMENT_TYPE.onDelivery) return 'Pagamento al ritiro';
  return PAYMENT_TYPE_NAMES[paymentTypeId] ?? '';
}

/** Types paid through the provider (authorised at checkout, captured at picking). */
export const ONLINE_PAYMENT_TYPES: readonly number[] = [PAYMENT_TYPE.card, PAYMENT_TYPE.paypal];
/** Types only business customers may choose. */
export const BUSINESS_PAYMENT_TYPES: readonly number[] = [PAYMENT_TYPE.deferred, PAYMENT_TYPE.summaryInvoice];

/** transactionStatusId (spec section 4). */
export const TRANSACTION_STATUS = {
  error: 0,
  inProgress: 1,
  authorised: 2,
  confirmed: 3,
  reversed: 4,
  cancelled: 5,
} as const;

/**
 * An order's payment state, derived from its ledger rows (newest last): a hold released at the
 * provider is 'voided'; an attempt closed without one (the order cancelled before any hold, a
 * payment on delivery that will never be collected, an attempt given up) is 'cancelled'.
 */
export type PaymentState =
  'none' | 'pending' | 'authorised' | 'declined' | 'captured' | 'voided' | 'cancelled' | 'scheduled';

/** The ledger event of a card saved to be authorised at the slot's cut-off (decision 0113). */
export const CARD_SAVED_EVENT = 'card-saved';

/** One ledger row as the payment state reads it: its status and its event ('voided', 'expired', ...). */
export interface LedgerStatus {
  statusId: number;
  event: string;
}

export function paymentStateOf(events: readonly LedgerStatus[]): PaymentState {
  const last = events.at(-1);
  switch (last?.statusId) {
    case undefined:
      return 'none';
    case TRANSACTION_STATUS.error:
      return 'declined';
    case TRANSACTION_STATUS.inProgress:
      // 'scheduled': nothing held yet, the saved card is authorised at the cut-off (decision 0113).
      return last.event === CARD_SAVED_EVENT ? 'scheduled' : 'pending';
    case TRANSACTION_STATUS.authorised:
      return 'authorised';
    case TRANSACTION_STATUS.confirmed:
      return 'captured';
    case TRANSACTION_STATUS.cancelled:
      return last.event === 'voided' ? 'voided' : 'cancelled';
    default:
      return 'voided';
  }
}

/**
 * Most a picker may record for a line, in thousandths: the pieces ordered, or for weighed goods the
 * weight ordered plus the 30% the card hold allows for (spec section 9, pre-authorisation).
 */
export function maxPreparedMilli(orderedMilli: number, weighed: boolean): number {
  return weighed ? Math.floor((orderedMilli * 13) / 10) : orderedMilli;
}

/** The price of what was prepared: the line's total in proportion, rounded to the cent. */
export function preparedCents(lineCents: number, orderedMilli: number, preparedMilli: number): number {
  if (orderedMilli <= 0) return 0;
  return Math.round((lineCents * preparedMilli) / orderedMilli);
}
