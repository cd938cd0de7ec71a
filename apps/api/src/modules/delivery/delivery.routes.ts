import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressRoutes } from './addresses.routes.js';
import { deliveryContext, type DeliveryDeps } from './delivery.context.js';
import { storeRoutes } from './stores.routes.js';
import { timeslotRoutes } from './timeslots.routes.js';

/** The delivery area under /ebsn/api: addresses, stores and the locator, timeslots, fees. */
export function deliveryRoutes(deps: DeliveryDeps): FastifyPluginAsyncZod {
  const ctx = deliveryContext(deps);
  return async (app) => {
    await app.register(addressRoutes(ctx));
    await app.register(storeRoutes(ctx));
    await app.register(timeslotRoutes(ctx));
  };
}
