import type { Generated } from 'kysely';

// Cart lines, cart properties and gift codes (migration 0007). Quantities are integer thousandths
// of the selling unit; booleans 0/1; instants UTC ISO strings; validity dates YYYY-MM-DD.

/** Added to `cart` by migration 0007: grows with every change of the lines. */
export interface CartVersionColumns {
  version: Generated<number>;
  /** Raised by triggers on every write of one of the cart's lines (migration 0025, decision 0076). */
  lines_version: Generated<number>;
}

export interface CartItemTable {
  item_id: Generated<number>;
  cart_id: number;
  product_id: number;
  quantity_milli: number;
  is_package: number;
  /** Options chosen, canonical JSON with sorted keys ('{}' for none): part of the line's identity. */
  params_json: string;
  /** Selectable promotion: its id for Sì, -1 for No, null when not asked. */
  use_wpid: number | null;
  accept_alternatives: number;
  note: string | null;
  custom_weight_milli: number | null;
  /** 1 = inserted by the user. */
  insertion_type_id: number;
  created_at: string;
  updated_at: string;
}

export interface CartInfoTable {
  cart_id: number;
  property: string;
  value: string;
}

export interface GiftCertificateTable {
  gift_certificate_id: Generated<number>;
  /** Upper case. */
  code: string;
  name: string;
  kind: 'percent' | 'fixed';
  perc: number | null;
  amount_cents: number | null;
  min_goods_cents: number;
  single_use: number;
  valid_from: string;
  valid_to: string;
  active: number;
}

export interface CartGiftCodeTable {
  cart_gift_id: Generated<number>;
  cart_id: number;
  gift_certificate_id: number;
  created_at: string;
}

/** One row per single-use code taken: the primary key lets exactly one cart have it. */
export interface GiftRedemptionTable {
  gift_certificate_id: number;
  cart_id: number;
  user_id: number;
  created_at: string;
}
