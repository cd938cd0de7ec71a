import type { ColumnType, Generated } from 'kysely';

// Orders, slot bookings, idempotency keys and payments (migration 0009). Money in integer cents,
// quantities in thousandths, instants UTC ISO strings, dates YYYY-MM-DD (Europe/Rome).

export interface CustomerOrderTable {
  order_id: Generated<number>;
  user_id: number;
  cart_id: number;
  cart_version: number;
  /** ORDER_STATUS of packages/domain (1 awaiting payment ... 10 cancelled). */
  order_status_id: number;
  payment_type_id: number;
  user_payment_auth_id: number | null;
  store_id: number;
  warehouse_id: number;
  delivery_service_id: number;
  address_id: number;
  timeslot_id: number;
  timeslot_date: string;
  goods_cents: number;
  gift_discount_cents: number;
  delivery_fee_cents: number;
  gross_total_cents: number;
  hold_cents: number;
  need_invoice: number;
  note: string | null;
  order_date: string;
  payment_due_at: string | null;
  created_at: string;
  updated_at: string;
  /** Migration 0012: the staff member who took it in charge. */
  taken_by_user_id: number | null;
  /** Migration 0012: set when ready; what was prepared, and what the online payment captures. */
  prepared_total_cents: number | null;
  capture_cents: number | null;
  /** Migration 0019: the fiscal person invoiced (null: the account's own billing data or no invoice). */
  invoice_person_fiscal_id: number | null;
  /** Migration 0019: the invoice holder (InvoiceHolder JSON) as it was at the order; null without invoice. */
  invoice_holder_json: string | null;
  /**
   * Migration 0017: set while the shopper modifies the order (order/modify); no status moves
   * meanwhile. The one record that the order is being modified (decision 0104): its
   * order_modification row comes and goes with it.
   */
  modifying_since: string | null;
  /**
   * Migration 0031: the status before the current one, set by the same conditional update that
   * moves the order, so that update answers the status it left (decision 0103).
   */
  previous_status_id: number | null;
  /**
   * Migration 0043: the staff member or agent who placed the order while acting for the customer
   * (decision 0122); null when the customer placed it. Optional on insert.
   */
  placed_by_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 0043: their staff role then ('staff', 'agent'). Optional on insert. */
  placed_by_role: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0017: an order being modified (decision 0057). */
export interface OrderModificationTable {
  order_id: number;
  cart_id: number;
  cutoff_at: string;
  snapshot_json: string;
  attempt_ref: string | null;
  pending_json: string | null;
  idem_key: string | null;
  created_at: string;
}

export interface OrderLineTable {
  order_line_id: Generated<number>;
  order_id: number;
  item_id: number;
  product_id: number;
  product_name: string;
  quantity_milli: number;
  weighed: number;
  unit_cents: number;
  gross_cents: number;
  discount_cents: number;
  vat_pct: number;
  accept_alternatives: number;
  note: string | null;
  /** Migration 0012: what the picker recorded (null until then). */
  prepared_quantity_milli: number | null;
  prepared_cents: number | null;
  /** Migration 0039: the price list the line was priced with (null: the warehouse's price). */
  price_list_id: Generated<number | null>;
}

export interface OrderAdjustmentTable {
  order_id: number;
  gift_certificate_id: number;
  code: string;
  discount_cents: number;
}

export interface OrderStatusHistoryTable {
  history_id: Generated<number>;
  order_id: number;
  from_status_id: number | null;
  to_status_id: number;
  reason: string;
  created_at: string;
  /** Migration 0012: the shopper or staff account that made the change; null for the shop's jobs. */
  actor_user_id: number | null;
}

// Migration 0012.
export interface OrderNoteTable {
  note_id: Generated<number>;
  order_id: number;
  user_id: number;
  body: string;
  created_at: string;
  updated_at: string;
}

export interface OrderAccessTokenTable {
  token_hash: string;
  order_id: number;
  expires_at: string;
  created_at: string;
}

export interface OrderParkingReservationTable {
  order_id: number;
  distance_m: number;
  reservation_info: string | null;
  created_at: string;
  updated_at: string;
}

export interface SlotBookingTable {
  order_id: number;
  timeslot_id: number;
  created_at: string;
}

export interface IdempotencyKeyTable {
  scope: string;
  user_id: number;
  idem_key: string;
  request_hash: string;
  state: 'running' | 'done';
  order_id: number | null;
  answer_json: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentTransactionTable {
  order_transaction_id: Generated<number>;
  order_id: number;
  payment_type_id: number;
  transaction_status_id: number;
  amount_cents: number;
  provider: string;
  attempt_ref: string;
  provider_ref: string | null;
  event_ref: string;
  detail: string | null;
  created_at: string;
}

export interface UserPaymentAuthTable {
  user_payment_auth_id: Generated<number>;
  user_id: number;
  payment_type_id: number;
  provider_token: string;
  brand: string;
  last4: string;
  expiry: string;
  created_at: string;
}

export interface TestProviderPaymentTable {
  reference: string;
  provider_ref: string;
  method: string;
  state: 'pending_action' | 'authorised' | 'declined' | 'voided';
  amount_cents: number;
  captured_cents: Generated<number>;
  refunded_cents: Generated<number>;
  card_token: string | null;
  card_last4: string | null;
  created_at: string;
  updated_at: string;
  /** The hosted page's unguessable per-attempt token (migration 0028). */
  page_token: string | null;
  /** Who may act on the hosted page: the session that started the payment (migration 0028). */
  payer: string | null;
}

/** When the sweep next asks the provider about an attempt still on its page (migration 0028). */
export interface PaymentAttemptCheckTable {
  attempt_ref: string;
  next_check_at: string;
}
