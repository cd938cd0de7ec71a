import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { requireUser } from '../../http/auth-guards.js';
import type { DeliveryContext } from './delivery.context.js';
import { q, responses } from './delivery.schemas.js';

/** Stores, the store locator, warehouses by place and the delivery fee (spec "Addresses and stores"). */
export function storeRoutes(ctx: DeliveryContext): FastifyPluginAsyncZod {
  const tags = ['consegna'];
  const { db, stores, selection } = ctx;

  const selectStore = async (req: FastifyRequest, storeId: number) => {
    const userId = requireUser(req).userId;
    const warnings = await selection.selectStore(db, userId, storeId);
    return ok(await ctx.cartDelivery(userId), { warnings });
  };

  return async (app) => {
    app.post(
      '/store/select',
      {
        schema: {
          tags,
          summary: 'Sceglie il negozio del carrello',
          querystring: q.storeId,
          response: { 200: responses.cartDelivery },
        },
      },
      (req) => selectStore(req, req.query.store_id),
    );

    app.get(
      '/store/list',
      { schema: { tags, summary: 'Negozi', response: { 200: responses.stores } } },
      async () => ok({ stores: await stores.list(db, { orderBy: 'name' }) }),
    );

    app.get(
      '/store/view',
      { schema: { tags, summary: 'Un negozio', querystring: q.storeId, response: { 200: responses.store } } },
      async (req) => ok({ store: await stores.view(db, req.query.store_id) }),
    );

    app.get(
      '/store-proximity/list',
      {
        schema: {
          tags,
          summary: 'Negozi che offrono i servizi indicati',
          querystring: q.proximityList,
          response: { 200: responses.stores },
        },
      },
      async (req) => {
        const { services, orderby, latitude, longitude } = req.query;
        const point = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
        return ok({
          stores: await stores.list(db, { serviceIds: services, point, orderBy: orderby ?? 'name' }),
        });
      },
    );

    app.get(
      '/store-proximity/localize',
      {
        schema: {
          tags,
          summary: 'Negozi vicini a un punto, i più vicini per primi',
          querystring: q.localize,
          response: { 200: responses.stores },
        },
      },
      async (req) => {
        const { services, orderby, latitude, longitude } = req.query;
        return ok({
          stores: await stores.list(db, {
            serviceIds: services,
            point: { latitude, longitude },
            orderBy: orderby,
          }),
        });
      },
    );

    app.get(
      '/store-proximity/select',
      {
        schema: {
          tags,
          summary: 'Sceglie il negozio del carrello (dal localizzatore)',
          querystring: q.storeId,
          response: { 200: responses.cartDelivery },
        },
        config: { csrf: true },
      },
      (req) => selectStore(req, req.query.store_id),
    );

    app.get(
      '/warehouse/find-by-coordinates',
      {
        schema: {
          tags,
          summary: 'Magazzino del negozio più vicino entro la distanza',
          querystring: q.coordinates,
          response: { 200: responses.warehouse },
        },
      },
      async (req) => {
        const { latitude, longitude, distance } = req.query;
        return ok(await stores.warehouseNear(db, { latitude, longitude }, distance));
      },
    );

    app.get(
      '/delivery-fee/view',
      {
        schema: {
          tags,
          summary: 'Costo di consegna per il totale del carrello',
          querystring: q.fee,
          response: { 200: responses.fee },
        },
      },
      async (req) => {
        const cart = req.user ? await ctx.carts.findOpen(db, req.user.userId) : undefined;
        return ok(await ctx.fees.view(db, cart, req.query.delivery_service_id));
      },
    );
  };
}
