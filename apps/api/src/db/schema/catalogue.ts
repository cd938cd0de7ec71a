import type { Generated } from 'kysely';

// Catalogue tables (migration 0001): warehouses, stores, categories and page blocks, products,
// prices per warehouse, promotions, options, affinities, the search vocabulary.

/** Small key/value facts: catalogue version (cache keys), seed marker. */
export interface AppMetaTable {
  key: string;
  value: string;
}

/**
 * One row per warehouse (migration 0035, decision 0111), raised by triggers in the same transaction
 * as the change: `version` by any change of a price, a stock or a promotion of the warehouse (a
 * chain's promotion is every warehouse's), what the cart keeps the warehouse's offers under;
 * `price_version` by a change of a base price or a promotion only, the catalogue's answers keyed
 * on their sum (decision 0096).
 */
export interface WarehouseOfferVersionTable {
  warehouse_id: number;
  version: number;
  price_version: number;
}

/**
 * One row (id 1): raised by triggers on every change of a store, a delivery service or a fee band
 * (migration 0035, decision 0111): the cart keeps those rows under it (decision 0089).
 */
export interface ReferenceVersionTable {
  id: number;
  version: number;
}

export interface WarehouseTable {
  warehouse_id: number;
  name: string;
  code: string;
}

export interface StoreTable {
  store_id: number;
  name: string;
  warehouse_id: number;
  // Added by migration 0003 (delivery); the store's location is its pickup address row.
  phone: string | null;
  /** JSON { "1": ["08:00-13:00", "15:00-20:00"], ..., "7": [] } by ISO weekday (1 Monday). */
  opening_hours_json: string | null;
  active: Generated<number>;
}

export interface CategoryTable {
  category_id: number;
  parent_id: number | null;
  slug: string;
  name: string;
  description: string | null;
  /** Order among siblings. */
  position: number;
  /** 1 for top level; the home page and landing pages have depth 0 and no parent. */
  depth: number;
  /** 'tree' for catalogue categories, 'page' for block-built pages such as home. */
  kind: string;
  seo_title: string | null;
  seo_description: string | null;
  icon: string | null;
  /** Page grid for block-built pages: JSON [{ columns: [{ xs, sm, md, lg, xl, container, blockIds }] }]. */
  layout_json: string | null;
  /**
   * 1: the products of this category and its subtree rank after the others of the same relevance in
   * search unless the query names it (pets, babies, the home; migration 0030, decision 0095).
   */
  secondary_in_search: Generated<number>;
}

export interface CategoryBlockTable {
  category_block_id: number;
  category_id: number;
  template_cod_int: string;
  mode_name: string;
  position: number;
  /** JSON object keyed by metaData type: { TITLE, DESCRIPTION, CSS_STYLE, JSON_CONFIG, BACKGROUND_COLOR }. */
  metadata_json: string;
}

export interface CategoryProposalTable {
  proposal_id: number;
  category_block_id: number;
  type_name: string;
  slug: string;
  priority: number;
  name: string;
  descr: string | null;
  content: string | null;
  img: string | null;
  img_alt: string | null;
  img_description: string | null;
  category_proposed_id: number | null;
  clickable: number;
  link: string | null;
  proposal_url: string | null;
  proposal_url_type: string | null;
  /** JSON of metaData.category_proposal_type (IMAGE_DESKTOP, BTN_TEXT, ...). */
  metadata_json: string;
}

export interface VendorTable {
  vendor_id: number;
  name: string;
  slug: string;
}

export interface ProductTable {
  product_id: number;
  slug: string;
  name: string;
  short_descr: string | null;
  descr: string | null;
  vendor_id: number;
  category_id: number;
  cod_int: string;
  cod_var: string;
  barcode: string;
  /** 'Pezzo' | 'Confezione' | 'Sfuso'. */
  tipologia: string;
  iva_pct: number;
  qty_mult_milli: number;
  qty_locked: number;
  step_selling_milli: number | null;
  weight_selling_milli: number | null;
  weight_unit_selling: string | null;
  weight_unit_base: string | null;
  unit_selling: string | null;
  min_acq_milli: number | null;
  max_acq_milli: number | null;
  multi_pack: number;
  product_class_rule_max_milli: number | null;
  logistic_pallet_items: number | null;
  logistic_packaging_items: number | null;
  is_surgelato: number;
  is_new: number;
  /** Net content of one unit sold, in thousandths of content_unit (a 500 g pack: 500 with 'kg'). */
  net_content_milli: number | null;
  /** 'kg' | 'l' | 'pz': the unit of the unit price. */
  content_unit: string;
  weight_description: string | null;
  extended_description: string | null;
  ingredients: string | null;
  allergens: string | null;
  storage: string | null;
  /** JSON: [{ name, per100, unit }]. */
  nutrition_json: string | null;
  media_url: string;
  /** How often it sells: relevance tie-break and "popular" ordering. */
  popularity: number;
  /** Normalised, stemmed text used by the search index (maintained by the search module). */
  search_name: string;
  search_vendor: string;
  search_descr: string;
  created_at: string;
}

export interface ProductClassTable {
  product_class_id: number;
  name: string;
  slug: string;
  icon_source: string;
}

export interface ProductProductClassTable {
  product_id: number;
  product_class_id: number;
}

/** Price and availability of a product in one warehouse (prices can differ by store). */
export interface ProductWarehouseTable {
  product_id: number;
  warehouse_id: number;
  /**
   * The base price of one selling unit (VAT included), before any promotion: never a worked-out
   * price. What the shop shows and charges is the catalogue's one price function's (priceOf,
   * decision 0096), from this and the promotion in force (migration 0027 dropped the stored
   * promotional price).
   */
  price_cents: number;
  /** Units (milli) on hand; 0 means 'not available'. */
  available_milli: number;
}

export interface WarehousePromoTable {
  warehouse_promo_id: number;
  product_id: number;
  /** null: the promotion applies in every warehouse. */
  warehouse_id: number | null;
  warehouse_promo_type_id: number;
  header: string | null;
  body: string | null;
  footer: string | null;
  css_class: string | null;
  selectable: number;
  selectable_promo_text: string | null;
  discount_cents: number | null;
  discount_perc: number | null;
  validity_date: string;
  expire_date: string;
}

export interface ProductOptionTable {
  product_option_id: number;
  product_id: number;
  parameter_name: string;
  name: string;
  /** JSON [{ key, value }]. */
  options_json: string;
  position: number;
}

/** "Bought together" strength between two products (seeded; later fed by orders). */
export interface ProductAffinityTable {
  product_id: number;
  other_product_id: number;
  score: number;
}

/** Vocabulary of the search index with document frequency: typo correction and suggestions. */
export interface SearchTermTable {
  /** Normalised stem, as indexed. */
  term: string;
  df: number;
  /** The most frequent original word with this stem, shown in suggestions. */
  word: string;
}
