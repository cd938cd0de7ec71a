import type { Generated } from 'kysely';

// The cart module's tables. Only modules/cart reads or writes them (docs/architecture.md "Modules");
// `cart` was created by migration 0003 together with the delivery tables, whose choices it carries.

/** The customer's cart and the delivery choices made on it (items come with the cart issue). */
export interface CartTable {
  cart_id: Generated<number>;
  /** The account's cart; null for a visitor's cart (decision 0031), which has visitor_session_id. */
  user_id: number | null;
  /** 1 open, 7 locked for payment, 9 closed. */
  cart_status_id: number;
  delivery_service_id: number | null;
  address_id: number | null;
  store_id: number | null;
  warehouse_id: number | null;
  timeslot_id: number | null;
  timeslot_date: string | null;
  created_at: string;
  updated_at: string;
  /** The visitor's session (session.session_id) owning an anonymous cart; null for an account's. */
  visitor_session_id: string | null;
}
