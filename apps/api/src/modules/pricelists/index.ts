// The price-lists module's face (decision 0110): its routes, the publication job, and the
// resolution of a customer's list prices for the shop's one price function (decision 0116).
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { BackgroundJobs } from '../jobs/index.js';
import { PriceExplainService } from './price-explain.service.js';
import { PriceListProposalsService, PUBLISH_JOB } from './price-list-proposals.service.js';
import { priceListRoutes } from './price-lists.routes.js';

/** For the catalogue's answers (wired in app.ts as its CustomerPricesOf). */
export { catalogueCustomerPrices } from './catalogue-repricing.js';
export { customerPricing, listPricesOf, type CustomerPricing, type ListPrice } from './price-resolution.js';
/** The price-list roles of an account (price_list_create, price_list_approve): the SSO user's roles (decision 0122). */
export { rolesOf as priceListRolesOf } from './price-lists.repository.js';
/** For the cart (and so the checkout and the order): a customer's list prices on product bundles. */
export { customerListing, priceListIdOf, withListPrice, type Listing } from './customer-listing.js';

/** The module wired: its routes, and the publication job registered on the app's queue. */
export function priceListsModule(db: Db, clock: Clock, jobs: BackgroundJobs) {
  const service = new PriceListProposalsService(clock, jobs);
  // Enqueued at a proposal's start when it is approved. It publishes every scheduled proposal
  // whose start has come; the prices read check the dates too, so a late job shows no wrong price.
  jobs.register(PUBLISH_JOB, () => service.publishDue(db));
  return { routes: priceListRoutes(db, service, new PriceExplainService(clock)) };
}
