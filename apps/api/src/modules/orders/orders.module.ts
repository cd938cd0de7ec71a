import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import type { OrdersDeps } from './orders.context.js';
import { OrderStatusService } from './order-status.service.js';
import { shopperOrderRoutes } from './orders.routes.js';
import { PickingService } from './picking.service.js';
import { ShopperOrdersService } from './shopper-orders.service.js';
import { staffOrderRoutes } from './staff-orders.routes.js';

/**
 * The order calls after checkout: the shopper's and the staff's (decisions 0044, 0045), and the
 * settlement sweep app.ts runs as a job (captures and releases a crash left undone).
 */
export function ordersModule(db: Db, deps: OrdersDeps) {
  const statuses = new OrderStatusService(deps);
  const ctx = { clock: deps.clock, mailer: deps.mailer, provider: deps.provider, statuses };
  const shopper = new ShopperOrdersService(ctx);
  const picking = new PickingService(ctx);
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(shopperOrderRoutes(db, shopper));
    await app.register(staffOrderRoutes(db, picking));
  };
  // One job settles what a crash left at the provider: captures owed by ready orders, holds of
  // cancelled ones.
  const sweepCaptures = async () =>
    (await picking.sweepCaptures(db)) + (await picking.sweepCancelledHolds(db));
  return { routes, sweepCaptures };
}
