export type { PaymentProvider, AuthoriseRequest, AuthoriseResult, HoldTimes, SavedCardInfo } from './provider.js';
export { TestPaymentProvider } from './test-provider.js';
export { TEST_CARDS, TEST_CONFIRM_CODE } from './test-cards.js';
export { testPaymentPageRoutes, TEST_PAGE_PATH } from './test-page.routes.js';
export {
  appendAbandoned,
  appendEvent,
  deferCheck,
  dueAttempts,
  eventsOf,
  eventsOfAttempt,
  ordersWithSeveralHolds,
} from './ledger.repository.js';
export type { LedgerRow } from './ledger.repository.js';
export { dueRenewals, endRenewal, planRenewal, renewalOf, type HoldRenewal } from './hold-renewals.repository.js';
export { deleteSavedCard, saveCard, savedCard, savedCardsOf } from './saved-cards.repository.js';
export {
  heldAttempts,
  capturedCents,
  releaseHold,
  captureHold,
  refundCapture,
  type Hold,
  type HoldDeps,
} from './holds.js';
export { PaymentsByMethod, type OwningProvider } from './provider-by-method.js';
export {
  StripePaymentProvider,
  createStripeProvider,
  STRIPE_API_VERSION,
  STRIPE_CANCEL_PATH,
  STRIPE_EVENTS,
  STRIPE_WEBHOOK_PATH,
  type StripeSettings,
} from './stripe-provider.js';
export { stripeRoutes } from './stripe.routes.js';
export type { PaymentFeedbackPort } from './hosted-payment.routes.js';
export {
  PaypalPaymentProvider,
  createPaypalProvider,
  PAYPAL_CANCEL_PATH,
  PAYPAL_EVENTS,
  PAYPAL_HONOUR_PERIOD_MS,
  PAYPAL_LIVE_API,
  PAYPAL_SANDBOX_API,
  PAYPAL_WEBHOOK_PATH,
  type PaypalSettings,
} from './paypal-provider.js';
export { paypalRoutes } from './paypal.routes.js';
