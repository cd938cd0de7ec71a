// Order, payment and transaction status tables (spec "States and transitions"), shared by the
// server and the storefront. A status change is a conditional update from an allowed `from`.

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
 * The transitions the checkout makes (the orders area adds the store's: preparing, ready, ...).
 * Awaiting payment -> ordered when the payment is authorised (or needs none); -> cancelled when
 * it is not paid in time or a crash left it unpaid.
 */
export const ORDER_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [ORDER_STATUS.awaitingPayment]: [ORDER_STATUS.ordered, ORDER_STATUS.cancelled],
  [ORDER_STATUS.ordered]: [ORDER_STATUS.cancelled],
};

export function canMoveOrder(from: number, to: number): boolean {
  return ORDER_TRANSITIONS[from]?.includes(to) ?? false;
}

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

/** An order's payment state, derived from its ledger rows (newest last). */
export type PaymentState = 'none' | 'pending' | 'authorised' | 'declined' | 'captured' | 'voided';

export function paymentStateOf(statuses: readonly number[]): PaymentState {
  const last = statuses.at(-1);
  switch (last) {
    case undefined:
      return 'none';
    case TRANSACTION_STATUS.error:
      return 'declined';
    case TRANSACTION_STATUS.inProgress:
      return 'pending';
    case TRANSACTION_STATUS.authorised:
      return 'authorised';
    case TRANSACTION_STATUS.confirmed:
      return 'captured';
    default:
      return 'voided';
  }
}
