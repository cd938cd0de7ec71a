export type { PaymentProvider, AuthoriseRequest, AuthoriseResult, SavedCardInfo } from './provider.js';
export { TestPaymentProvider } from './test-provider.js';
export { TEST_CARDS, TEST_CONFIRM_CODE } from './test-cards.js';
export { testPaymentPageRoutes, TEST_PAGE_PATH } from './test-page.routes.js';
export * as ledger from './ledger.repository.js';
export * as savedCards from './saved-cards.repository.js';
export { heldAttempts, capturedCents, releaseHold, captureHold, type Hold, type HoldDeps } from './holds.js';
