import type { Generated } from 'kysely';

/**
 * Table shapes as Kysely sees them. Money columns end in `_cents`; quantities and weights are
 * integer thousandths (`_milli`). Booleans are stored as 0/1 integers so both dialects agree.
 */
export interface Database {
  app_meta: AppMetaTable;
  warehouse: WarehouseTable;
  store: StoreTable;
  category: CategoryTable;
  category_block: CategoryBlockTable;
  category_proposal: CategoryProposalTable;
  vendor: VendorTable;
  product: ProductTable;
  product_class: ProductClassTable;
  product_product_class: ProductProductClassTable;
  product_warehouse: ProductWarehouseTable;
  warehouse_promo: WarehousePromoTable;
  product_option: ProductOptionTable;
  product_affinity: ProductAffinityTable;
  search_term: SearchTermTable;
  // Accounts (migration 0002).
  user_account: UserAccountTable;
  user_person_info: UserPersonInfoTable;
  fidelity_card: FidelityCardTable;
  session: SessionTable;
  login_challenge: LoginChallengeTable;
  login_attempt: LoginAttemptTable;
  account_token: AccountTokenTable;
  registration_disclaimer: RegistrationDisclaimerTable;
  user_disclaimer: UserDisclaimerTable;
  user_person_fiscal: UserPersonFiscalTable;
  mail_outbox: MailOutboxTable;
  // Delivery and cart (migration 0003).
  delivery_service: DeliveryServiceTable;
  store_delivery_service: StoreDeliveryServiceTable;
  delivery_zone: DeliveryZoneTable;
  delivery_zone_cap: DeliveryZoneCapTable;
  address: AddressTable;
  address_enable_request: AddressEnableRequestTable;
  timeslot_template: TimeslotTemplateTable;
  timeslot: TimeslotTable;
  shop_closure: ShopClosureTable;
  delivery_fee_rule: DeliveryFeeRuleTable;
  cart: CartTable;
}

/** Small key/value facts: catalogue version (cache keys), seed marker. */
export interface AppMetaTable {
  key: string;
  value: string;
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
  price_cents: number;
  /** The price before the promotion, when a promotion applies; else null. */
  standard_price_cents: number | null;
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

// ---- Accounts (migration 0002). Timestamps are UTC ISO strings; flags are 0/1. ----

/** A shop account. The e-mail (lower case) is the username; `Generated` ids come from the database. */
export interface UserAccountTable {
  user_id: Generated<number>;
  email: string;
  /** Self-describing scrypt hash (`scrypt$N$r$p$salt$hash`); '!' when the account can no longer log in. */
  password_hash: string;
  /** 1 private customer, 2 business customer. */
  user_type_id: number;
  first_name: string;
  last_name: string;
  fiscal_code: string | null;
  vat_code: string | null;
  company_name: string | null;
  pec: string | null;
  sdi_code: string | null;
  phone: string | null;
  mobile_phone: string | null;
  billing_address1: string | null;
  billing_address_number: string | null;
  billing_city: string | null;
  billing_province: string | null;
  billing_postalcode: string | null;
  mfa_enabled: number;
  beta_tester: number;
  company_id: number | null;
  default_store_address_id: number | null;
  default_delivery_address_id: number | null;
  /** null until the e-mail is confirmed: such an account cannot log in. */
  confirmed_at: string | null;
  anonymized_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserPersonInfoTable {
  user_id: number;
  person_info_type_id: number;
  value: string;
}

/** Loyalty (CAMI points) card; `holder_tax_code` is the fiscal code or VAT the card was issued to. */
export interface FidelityCardTable {
  card_code: string;
  holder_tax_code: string;
  user_id: number | null;
  points: number;
  active: number;
  created_at: string;
}

/** A session; the id is the SHA-256 of the opaque token, the token itself is never stored. */
export interface SessionTable {
  session_id: string;
  /** null: a visitor's pre-login session that only carries an MFA challenge. */
  user_id: number | null;
  created_at: string;
  last_seen_at: string;
  idle_expires_at: string;
  absolute_expires_at: string;
  remember_me: number;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

/** One e-mailed login code, bound to the session of the login attempt that asked for it. */
export interface LoginChallengeTable {
  challenge_id: Generated<number>;
  user_id: number;
  session_id: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
  /** Set when a resend replaced this code. */
  invalidated_at: string | null;
}

/** Login outcomes counted in SQL for the rate limits (works across instances). */
export interface LoginAttemptTable {
  attempt_id: Generated<number>;
  /** SHA-256 of the normalised login, so unknown e-mails are not stored in clear. */
  login_key: string;
  ip: string;
  succeeded: number;
  created_at: string;
}

/** Single-use e-mailed tokens: 'confirm', 'reset', 'email_change', 'anonymize'. Stored hashed. */
export interface AccountTokenTable {
  token_id: Generated<number>;
  user_id: number;
  purpose: string;
  token_hash: string;
  new_email: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A consent text; a new text is a new row (new id and version), the old one made inactive. */
export interface RegistrationDisclaimerTable {
  registration_disclaimer_id: number;
  store_id: number;
  registration_module_type_id: number;
  code: string;
  version: number;
  title: string;
  body: string;
  required: number;
  position: number;
  active: number;
}

/** Append-only record of consent choices; user_id is set to null by GDPR erasure. */
export interface UserDisclaimerTable {
  user_disclaimer_id: Generated<number>;
  user_id: number | null;
  registration_disclaimer_id: number;
  accepted: number;
  recorded_at: string;
  source: string;
}

export interface UserPersonFiscalTable {
  person_fiscal_id: Generated<number>;
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  fiscal_code: string | null;
  vat_code: string | null;
  pec: string | null;
  sdi_code: string | null;
  address1: string;
  address_number: string;
  city: string;
  province: string;
  postalcode: string;
  created_at: string;
}

/** Development outbox: where e-mails go when no SMTP server is configured. */
export interface MailOutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

// ---- Delivery and cart (migration 0003). Dates of timeslots are YYYY-MM-DD and times HH:MM in
// Europe/Rome; instants (begins_at, cutoff_at, *_at) are UTC ISO strings. ----

export interface DeliveryServiceTable {
  delivery_service_id: number;
  name: string;
  descr: string;
  /** Picture at /img/services/<slug>.svg. */
  slug: string;
  /** 2 home, 3 store pickup, 5 locker. */
  address_type_id: number;
  show_tab: number;
  position: number;
}

export interface StoreDeliveryServiceTable {
  store_id: number;
  delivery_service_id: number;
  show_tab: number;
}

/** A home delivery zone, served by one store (whose warehouse prices the cart). */
export interface DeliveryZoneTable {
  zone_id: number;
  name: string;
  store_id: number;
}

/** An inclusive range of 5-digit CAPs of one province covered by a zone. */
export interface DeliveryZoneCapTable {
  zone_id: number;
  province: string;
  cap_from: string;
  cap_to: string;
}

/**
 * Home addresses (type 2, user_id set), store locations / pickup points (type 3, store_id set,
 * one per store) and lockers (type 5, store_id of the store that fills them).
 */
export interface AddressTable {
  address_id: Generated<number>;
  address_type_id: number;
  user_id: number | null;
  store_id: number | null;
  zone_id: number | null;
  address_name: string;
  address1: string;
  address_number: string;
  city: string;
  province: string;
  postalcode: string;
  phone: string | null;
  doorbell: string | null;
  notes: string | null;
  latitude: number | null;
  longitude: number | null;
  /** 0: saved although it could not be verified ('save anyway'). */
  validated: number;
  active: number;
  created_at: string;
  updated_at: string;
}

/** A request to enable home delivery for an address outside coverage. */
export interface AddressEnableRequestTable {
  request_id: Generated<number>;
  user_id: number | null;
  email: string | null;
  address1: string;
  address_number: string;
  city: string;
  province: string;
  postalcode: string;
  created_at: string;
}

export interface TimeslotTemplateTable {
  template_id: Generated<number>;
  store_id: number;
  delivery_service_id: number;
  /** ISO weekday, 1 Monday ... 7 Sunday. */
  weekday: number;
  begin_time: string;
  end_time: string;
  capacity: number;
  /** Orders close this many minutes before the slot begins. */
  cutoff_minutes: number;
}

/** A dated slot, materialised from the templates; `booked` moves only by conditional updates. */
export interface TimeslotTable {
  timeslot_id: Generated<number>;
  store_id: number;
  delivery_service_id: number;
  slot_date: string;
  begin_time: string;
  end_time: string;
  begins_at: string;
  cutoff_at: string;
  capacity: number;
  booked: Generated<number>;
}

/** A day without slots: store_id null for every store (national holidays). */
export interface ShopClosureTable {
  closure_id: Generated<number>;
  closure_date: string;
  store_id: number | null;
  reason: string;
}

/** The fee for a goods total from min_total_cents up to the next rule of the same service. */
export interface DeliveryFeeRuleTable {
  rule_id: number;
  delivery_service_id: number;
  min_total_cents: number;
  fee_cents: number;
}

/** The customer's cart and the delivery choices made on it (items come with the cart issue). */
export interface CartTable {
  cart_id: Generated<number>;
  user_id: number;
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
}
