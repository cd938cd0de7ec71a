import type { Generated } from 'kysely';

// Picking in the store (migration 0044, decision 0123). Quantities in thousandths, money in
// cents, instants UTC ISO strings.

/** A code scanned on an order, raw, and what it counted on its line. */
export interface PickScanTable {
  scan_id: Generated<number>;
  order_id: number;
  item_id: number;
  code: string;
  /** 'piece' (a product's EAN/UPC), 'price' or 'weight' (a scale label). */
  kind: string;
  quantity_milli: number;
  /** The price printed on a price label; null for the other kinds. */
  label_cents: number | null;
  staff_user_id: number;
  created_at: string;
  /** Set when scan-undo took the scan back. */
  undone_at: string | null;
}

/** The substitute proposed for a line whose product is missing (one per line). */
export interface PickSubstitutionTable {
  order_id: number;
  item_id: number;
  product_id: number;
  product_name: string;
  /** The substitute's price per unit (per kg for weighed goods) in the order's warehouse. */
  unit_cents: number;
  /** 'proposed' | 'accepted' | 'refused'. */
  state: string;
  proposed_by_user_id: number;
  proposed_at: string;
  deadline_at: string;
  answered_at: string | null;
}

/** A store's own picking settings; a store without a row has the defaults. */
export interface PickStoreSettingTable {
  store_id: number;
  /** The scale-label nomenclature: patterns separated by commas (decision 0123). */
  scale_labels: string;
  substitution_minutes: number;
}
