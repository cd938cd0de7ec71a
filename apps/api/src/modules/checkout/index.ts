export { CheckoutService } from './checkout.service.js';
export { checkoutRoutes, FEEDBACK_PATH } from './checkout.routes.js';
export type { CheckoutContext, CrashPoint } from './checkout.context.js';
export { AUTHORISE_AT_CUTOFF_JOB } from './cutoff-authorisation.js';
