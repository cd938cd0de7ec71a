import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import type { OrdersDeps } from './orders.context.js';
import { OrderStatusService } from './order-status.service.js';
import { shopperOrderRoutes } from './orders.routes.js';
import { ShopperOrdersService } from './shopper-orders.service.js';

/** The order calls after checkout: the shopper's and the staff's (decisions 0044, 0045). */
export function ordersRoutes(db: Db, deps: OrdersDeps): FastifyPluginAsyncZod {
  const statuses = new OrderStatusService(deps);
  const ctx = { clock: deps.clock, mailer: deps.mailer, provider: deps.provider, statuses };
  const shopper = new ShopperOrdersService(ctx);
  return async (app) => {
    await app.register(shopperOrderRoutes(db, shopper));
  };
}
