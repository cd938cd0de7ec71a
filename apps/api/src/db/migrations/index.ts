import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { m0001Catalogue } from './0001_catalogue.js';
import { m0002Accounts } from './0002_accounts.js';
import { m0003Delivery } from './0003_delivery.js';
import { m0004ExternalLoginJobs } from './0004_external_login_jobs.js';
import { m0005SsoBrowserBinding } from './0005_sso_browser_binding.js';
import { m0007CartItems } from './0007_cart_items.js';
import { m0008AnonymousCart } from './0008_anonymous_cart.js';
import { m0009OrdersPayments } from './0009_orders_payments.js';
import { m0011StaffAccounts } from './0011_staff_accounts.js';
import { m0012OrderLifecycle } from './0012_order_lifecycle.js';
import { m0013Wishlists } from './0013_wishlists.js';
import { m0014Flyers } from './0014_flyers.js';
import { m0015Content } from './0015_content.js';
import { m0016FormSubmissions } from './0016_form_submissions.js';
import { m0017OrderModify } from './0017_order_modify.js';
import { m0018StaffStores } from './0018_staff_stores.js';
import { m0019OrderInvoiceHolder } from './0019_order_invoice_holder.js';
import { m0020MailAttachments } from './0020_mail_attachments.js';
import { m0021IdempotencyOrderIndex } from './0021_idempotency_order_index.js';
import { m0022SqliteStatisticsWithoutSamples } from './0022_sqlite_statistics_without_samples.js';
import { m0023VisitorCartIndexWithoutAccounts } from './0023_visitor_cart_index_without_accounts.js';
import { m0024OfferVersion } from './0024_offer_version.js';
import { m0025CartLinesVersion } from './0025_cart_lines_version.js';
import { m0026OfferVersionCoversDelivery } from './0026_offer_version_covers_delivery.js';
import { m0027PricesWithoutPromotion } from './0027_prices_without_promotion.js';
import { m0028SecurityProbeBindings } from './0028_security_probe_bindings.js';
import { m0029NationalHolidaysOnce } from './0029_national_holidays_once.js';
import { m0030CategorySecondaryInSearch } from './0030_category_secondary_in_search.js';
import { m0031OrderPreviousStatus } from './0031_order_previous_status.js';
import { m0032OrderModificationOneTruth } from './0032_order_modification_one_truth.js';
import { m0033StripePaymentAttempt } from './0033_stripe_payment_attempt.js';
import { m0035OfferVersionsPerWarehouse } from './0035_offer_versions_per_warehouse.js';
import { m0039PriceLists } from './0039_price_lists.js';
import { m0041PriceListsInForce } from './0041_price_lists_in_force.js';
import { m0043StaffActing } from './0043_staff_acting.js';
import { m0044Picking } from './0044_picking.js';
import { m0036PaypalPaymentAttempt } from './0036_paypal_payment_attempt.js';
import { m0037JobKeys } from './0037_job_keys.js';
import { m0038CatalogueVersionTriggers } from './0038_catalogue_version_triggers.js';
import { m0042RefundKeysAndHoldRenewals } from './0042_refund_keys_and_hold_renewals.js';

/**
 * Forward-only migrations, applied in this order at start. Each receives the dialect so the few
 * differences (full-text index, column types) stay inside the migration that needs them.
 * Never edit a migration that has shipped: add a new one.
 */
export interface SpesaMigration {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
}

export const migrations: SpesaMigration[] = [
  m0001Catalogue,
  m0002Accounts,
  m0003Delivery,
  m0004ExternalLoginJobs,
  m0005SsoBrowserBinding,
  m0007CartItems,
  m0008AnonymousCart,
  m0009OrdersPayments,
  m0011StaffAccounts,
  m0012OrderLifecycle,
  m0013Wishlists,
  m0014Flyers,
  m0015Content,
  m0016FormSubmissions,
  m0017OrderModify,
  m0018StaffStores,
  m0019OrderInvoiceHolder,
  m0020MailAttachments,
  m0021IdempotencyOrderIndex,
  m0022SqliteStatisticsWithoutSamples,
  m0023VisitorCartIndexWithoutAccounts,
  m0024OfferVersion,
  m0025CartLinesVersion,
  m0026OfferVersionCoversDelivery,
  m0027PricesWithoutPromotion,
  m0028SecurityProbeBindings,
  m0029NationalHolidaysOnce,
  m0030CategorySecondaryInSearch,
  m0031OrderPreviousStatus,
  m0032OrderModificationOneTruth,
  m0033StripePaymentAttempt,
  m0035OfferVersionsPerWarehouse,
  m0036PaypalPaymentAttempt,
  m0037JobKeys,
  m0038CatalogueVersionTriggers,
  m0039PriceLists,
  m0041PriceListsInForce,
  m0042RefundKeysAndHoldRenewals,
  m0043StaffActing,
  m0044Picking,
];
