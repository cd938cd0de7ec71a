import type {
  AppMetaTable,
  WarehouseOfferVersionTable,
  ReferenceVersionTable,
  WarehouseTable,
  StoreTable,
  CategoryTable,
  CategoryBlockTable,
  CategoryProposalTable,
  VendorTable,
  ProductTable,
  ProductClassTable,
  ProductProductClassTable,
  ProductWarehouseTable,
  WarehousePromoTable,
  ProductOptionTable,
  ProductAffinityTable,
  SearchTermTable,
} from './schema/catalogue.js';
import type {
  UserAccountTable,
  UserPersonInfoTable,
  StaffStoreTable,
  StaffCustomerTable,
  FidelityCardTable,
  SessionTable,
  LoginChallengeTable,
  LoginAttemptTable,
  AccountTokenTable,
  RegistrationDisclaimerTable,
  UserDisclaimerTable,
  UserPersonFiscalTable,
  MailOutboxTable,
} from './schema/accounts.js';
import type { UserIdentityTable, SsoRequestTable, JobTable } from './schema/platform.js';
import type { StaffActionTable } from './schema/backoffice.js';
import type { PickScanTable, PickSubstitutionTable, PickStoreSettingTable } from './schema/picking.js';
import type {
  DeliveryServiceTable,
  StoreDeliveryServiceTable,
  DeliveryZoneTable,
  DeliveryZoneCapTable,
  AddressTable,
  AddressEnableRequestTable,
  TimeslotTemplateTable,
  TimeslotTable,
  ShopClosureTable,
  DeliveryFeeRuleTable,
} from './schema/delivery.js';
import type { CartTable } from './schema/cart.js';
import type {
  WishlistItemTable,
  WishlistLinkTable,
  WishlistShareTable,
  WishlistTable,
} from './schema/wishlists.js';
import type {
  CartVersionColumns,
  CartItemTable,
  CartInfoTable,
  GiftCertificateTable,
  CartGiftCodeTable,
  GiftRedemptionTable,
} from './schema/cart-items.js';
export type * from './schema/catalogue.js';
export type * from './schema/accounts.js';
export type * from './schema/delivery.js';
export type * from './schema/cart.js';
export type * from './schema/cart-items.js';
export type * from './schema/orders.js';
export type * from './schema/flyers.js';
export type * from './schema/content.js';
export type * from './schema/pricelists.js';
export type * from './schema/backoffice.js';
export type * from './schema/picking.js';
import type {
  CustomerGroupTable,
  CustomerGroupMemberTable,
  PriceListTable,
  PriceListCustomerTable,
  PriceListCustomerGroupTable,
  PriceListProposalTable,
  PriceListProposalPriceTable,
  PriceListProposalHistoryTable,
  PriceListRoleTable,
  PriceListVersionTable,
} from './schema/pricelists.js';
import type {
  ContentPostTable,
  ContentTermTable,
  ContentPostTermTable,
  ContentMenuTable,
  ContentFormTable,
  FormSubmissionTable,
  FormUploadTable,
} from './schema/content.js';
import type {
  CustomerOrderTable,
  OrderLineTable,
  OrderAdjustmentTable,
  OrderStatusHistoryTable,
  SlotBookingTable,
  IdempotencyKeyTable,
  PaymentTransactionTable,
  UserPaymentAuthTable,
  TestProviderPaymentTable,
  PaymentAttemptCheckTable,
  OrderNoteTable,
  OrderAccessTokenTable,
  OrderParkingReservationTable,
  OrderModificationTable,
} from './schema/orders.js';
import type { LeafletTable, LeafletMediaTable, LeafletPageTable, LeafletHotspotTable } from './schema/flyers.js';

/**
 * Table shapes as Kysely sees them. Money columns end in `_cents`; quantities and weights are
 * integer thousandths (`_milli`). Booleans are stored as 0/1 integers so both dialects agree.
 */
export interface Database {
  app_meta: AppMetaTable;
  warehouse_offer_version: WarehouseOfferVersionTable;
  reference_version: ReferenceVersionTable;
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
  // Staff accounts' stores (migration 0018).
  staff_store: StaffStoreTable;
  fidelity_card: FidelityCardTable;
  session: SessionTable;
  login_challenge: LoginChallengeTable;
  login_attempt: LoginAttemptTable;
  account_token: AccountTokenTable;
  registration_disclaimer: RegistrationDisclaimerTable;
  user_disclaimer: UserDisclaimerTable;
  user_person_fiscal: UserPersonFiscalTable;
  mail_outbox: MailOutboxTable;
  // Delivery (migration 0003).
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
  // Cart (created in migration 0003, owned by the cart module).
  cart: CartTable & CartVersionColumns;
  // External logins and background jobs (migration 0004).
  user_identity: UserIdentityTable;
  sso_request: SsoRequestTable;
  job: JobTable;
  // Cart lines, properties and gift codes (migration 0007).
  cart_item: CartItemTable;
  cart_info: CartInfoTable;
  gift_certificate: GiftCertificateTable;
  cart_gift_code: CartGiftCodeTable;
  gift_redemption: GiftRedemptionTable;
  // Orders, slot bookings, idempotency keys and payments (migration 0009).
  customer_order: CustomerOrderTable;
  order_line: OrderLineTable;
  order_adjustment: OrderAdjustmentTable;
  order_status_history: OrderStatusHistoryTable;
  slot_booking: SlotBookingTable;
  idempotency_key: IdempotencyKeyTable;
  payment_transaction: PaymentTransactionTable;
  user_payment_auth: UserPaymentAuthTable;
  test_provider_payment: TestProviderPaymentTable;
  payment_attempt_check: PaymentAttemptCheckTable;
  // Shopping lists (migration 0013).
  wishlist: WishlistTable;
  wishlist_item: WishlistItemTable;
  wishlist_share: WishlistShareTable;
  wishlist_link: WishlistLinkTable;
  // Weekly flyers (migration 0014).
  leaflet: LeafletTable;
  leaflet_media: LeafletMediaTable;
  leaflet_page: LeafletPageTable;
  leaflet_hotspot: LeafletHotspotTable;
  // The order after checkout (migration 0012).
  order_note: OrderNoteTable;
  order_access_token: OrderAccessTokenTable;
  order_parking_reservation: OrderParkingReservationTable;
  // order/modify (migration 0017).
  order_modification: OrderModificationTable;
  // Content service and dynamic forms (migrations 0015, 0016).
  content_post: ContentPostTable;
  content_term: ContentTermTable;
  content_post_term: ContentPostTermTable;
  content_menu: ContentMenuTable;
  content_form: ContentFormTable;
  form_submission: FormSubmissionTable;
  form_upload: FormUploadTable;
  // Business customers' price lists (migration 0039).
  customer_group: CustomerGroupTable;
  customer_group_member: CustomerGroupMemberTable;
  price_list: PriceListTable;
  price_list_version: PriceListVersionTable;
  price_list_customer: PriceListCustomerTable;
  price_list_customer_group: PriceListCustomerGroupTable;
  price_list_proposal: PriceListProposalTable;
  price_list_proposal_price: PriceListProposalPriceTable;
  price_list_proposal_history: PriceListProposalHistoryTable;
  price_list_role: PriceListRoleTable;
  // Staff acting for customers, agents (migration 0043).
  staff_customer: StaffCustomerTable;
  staff_action: StaffActionTable;
  // Picking in the store: scans, substitutions, store settings (migration 0044).
  pick_scan: PickScanTable;
  pick_substitution: PickSubstitutionTable;
  pick_store_setting: PickStoreSettingTable;
}
