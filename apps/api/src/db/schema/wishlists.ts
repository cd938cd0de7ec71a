import type { Generated } from 'kysely';

// Shopping lists (migration 0013), owned by the lists module. Quantities are integer thousandths
// of the selling unit; booleans 0/1; instants UTC ISO strings.

export interface WishlistTable {
  wishlist_id: Generated<number>;
  user_id: number;
  name: string;
  /** 1 for the customer's default list (wishlist/select); at most one per customer. */
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface WishlistItemTable {
  item_id: Generated<number>;
  wishlist_id: number;
  product_id: number;
  quantity_milli: number;
  /** Options chosen, canonical JSON with sorted keys ('{}' for none). */
  params_json: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface WishlistShareTable {
  wishlist_id: number;
  user_id: number;
  /** 'READ' (view only) or 'WRITE' (may change the lines). */
  grant_type: string;
  created_at: string;
}

export interface WishlistLinkTable {
  wishlist_id: number;
  /** SHA-256 hex of the link's token. */
  token_hash: string;
  created_at: string;
}
