import { DEFAULT_STORE } from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { ok } from '../../http/envelope.js';
import { type CataloguePages, type CustomerPricesOf, type WarehouseResolver } from '../catalogue/index.js';
import type { FlyersService } from './flyers.service.js';
import * as s from './flyers.schemas.js';

export interface FlyersRouteOptions {
  db: Db;
  flyers: FlyersService;
  catalogue: CataloguePages;
  /** The cart's warehouse for a logged-in shopper (as the catalogue prices), else the default store's. */
  resolveWarehouse?: WarehouseResolver;
  /** A customer's price lists on the flyer's products (the price-lists area's, decision 0116). */
  customerPrices?: CustomerPricesOf;
}

/** leaflet/search, leaflet/view, leaflet/product-search (spec "Flyers"): reads only, no session needed. */
export function flyersRoutes({
  db,
  flyers,
  catalogue,
  resolveWarehouse,
  customerPrices,
}: FlyersRouteOptions): FastifyPluginAsyncZod {
  const warehouseOf = async (req: FastifyRequest) =>
    (await resolveWarehouse?.(req)) ?? catalogue.warehouseOfStore(db, DEFAULT_STORE.storeId);
  const tags = ['volantini'];

  return async (app) => {
    app.get(
      '/leaflet/search',
      {
        schema: {
          tags,
          summary: 'Volantini validi per un magazzino',
          querystring: s.searchQuery,
          response: { 200: s.responses.search },
        },
      },
      async (req) => {
        const warehouseId = req.query.parent_warehouse_id ?? (await warehouseOf(req));
        return ok({ leaflets: await flyers.search(db, warehouseId) });
      },
    );

    app.get(
      '/leaflet/view',
      {
        schema: {
          tags,
          summary: 'Un volantino con pagine e prodotti',
          querystring: s.viewQuery,
          response: { 200: s.responses.view },
        },
      },
      async (req) => {
        const warehouseId = await warehouseOf(req);
        const mine = await customerPrices?.(req, warehouseId);
        return ok(await flyers.view(db, req.query.leaflet_id, warehouseId, mine));
      },
    );

    app.get(
      '/leaflet/product-search',
      {
        schema: {
          tags,
          summary: 'Ricerca tra i prodotti di un volantino',
          querystring: s.productSearchQuery,
          response: { 200: s.responses.productSearch },
        },
      },
      async (req) => {
        const q = req.query;
        const params = {
          q: q.q,
          categoryId: q.parent_category_id,
          sort: q.sort,
          page: q.page,
          pageSize: q.page_size,
        };
        const warehouseId = await warehouseOf(req);
        const mine = await customerPrices?.(req, warehouseId);
        return ok(await flyers.productSearch(db, q.leaflet_id, params, warehouseId, mine));
      },
    );
  };
}
