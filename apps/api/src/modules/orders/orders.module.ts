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
 * capture sweep app.ts runs as a job (captures a crash left owed).
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
  return { routes, sweepCaptures: () => picking.sweepCaptures(db) };
}
