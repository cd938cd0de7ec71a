import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendJson } from '../../http/answer-cache.js';
import type { Db } from '../../db/database.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import { CatalogueAnswers } from './catalogue-answers.js';
import { CatalogueService } from './catalogue.service.js';
import { idList } from './catalogue.rules.js';
import * as s from './catalogue.schemas.js';
import type { CustomerPrices, CustomerPricesOf } from './customer-prices.js';
import { repricedFor } from './customer-repricing.js';

/** Which warehouse prices a request: the cart's when there is one (cart area), else the default store's. */
export type WarehouseResolver = (request: FastifyRequest) => Promise<number | undefined>;

export interface CatalogueRouteOptions {
  db: Db;
  clock: Clock;
  /** Check answers against the contract before caching them (off in production). */
  checkContract: boolean;
  resolveWarehouse?: WarehouseResolver;
  /** A customer's price lists on the answers (the price-lists area's, decision 0116). */
  customerPrices?: CustomerPricesOf;
}

export function catalogueRoutes({
  db,
  clock,
  checkContract,
  resolveWarehouse,
  customerPrices,
}: CatalogueRouteOptions): FastifyPluginAsyncZod {
  const service = new CatalogueService(clock);
  const answers = new CatalogueAnswers(db, service, checkContract);
  const tags = ['catalogo'];
  /**
   * Every catalogue GET answer is kept whole, per warehouse and URL (CatalogueAnswers, decision
   * 0004). A customer with a price list gets answers of their own, kept under what they pay
   * (`URL|listino:<proposals in force>`, decision 0116): `load` selects and orders with their
   * prices, and every product of the answer is priced for them.
   */
  const cached = async (
    req: FastifyRequest,
    reply: FastifyReply,
    schema: z.ZodType,
    load: (warehouseId: number, customer?: CustomerPrices) => Promise<unknown>,
  ) => {
    const warehouseId = await answers.warehouseOf(await resolveWarehouse?.(req));
    const mine = await customerPrices?.(req, warehouseId);
    if (!mine) return sendJson(reply, await answers.bytes(warehouseId, req.url, schema, (wh) => load(wh)));
    const listed = async (wh: number) => repricedFor(db, mine, await load(wh, mine), wh, shopDate(clock.now()));
    return sendJson(reply, await answers.bytes(warehouseId, `${req.url}|listino:${mine.key}`, schema, listed));
  };

  return async (app) => {
    const route = <Q extends z.ZodType, R extends z.ZodType>(
      summary: string,
      querystring: Q,
      response: R,
    ) => ({
      schema: { tags, summary, querystring, response: { 200: response } },
    });

    app.get(
      '/category',
      route('Albero delle categorie o una categoria', s.categoryQuery, s.responses.category),
      (req, reply) => {
        const q = req.query;
        return cached(req, reply, s.responses.category, async (wh, mine) =>
          q.slug !== undefined || q.categoryId !== undefined
            ? { category: await service.category(db, { slug: q.slug, categoryId: q.categoryId }, wh, mine) }
            : { categories: await service.tree(db, q.filtered ?? true, q.depth ?? 3) },
        );
      },
    );

    app.get(
      '/category-block/info',
      route('Un blocco di pagina', s.blockQuery, s.responses.block),
      (req, reply) =>
        cached(req, reply, s.responses.block, (wh, mine) => service.block(db, req.query.categoryBlockId, wh, mine)),
    );

    app.get(
      '/products',
      route('Elenco, ricerca e dettaglio prodotti', s.productsQuery, s.responses.products),
      (req, reply) => {
        const q = req.query;
        const params = {
          categoryId: q.parent_category_id,
          productIds: idList(q.product_id),
          slug: q.slug,
          barcode: q.barcode,
          q: q.q,
          promo: q.promo,
          isNew: q.new,
          vendorIds: idList(q.vendor),
          classIds: idList(q.product_class),
          sort: q.sort,
          page: q.page,
          pageSize: q.page_size,
        };
        return cached(req, reply, s.responses.products, (wh, mine) => service.listProducts(db, params, wh, mine));
      },
    );

    app.get(
      '/products/suggest',
      route('Suggerimenti di ricerca', s.suggestQuery, s.responses.suggest),
      (req, reply) =>
        cached(req, reply, s.responses.suggest, async (wh) => ({
          suggestions: await service.suggest(db, req.query.q, wh),
        })),
    );

    app.get('/adv', route('Prodotti consigliati', s.advQuery, s.responses.adv), (req, reply) => {
      const q = req.query;
      const params = {
        layout: q.layout,
        limit: q.limit,
        shuffle: q.shuffle,
        promo: q.promo,
        productId: q.product_id,
        categoryId: q.category_id,
      };
      return cached(req, reply, s.responses.adv, async (wh, mine) => ({
        products: await service.adv(db, params, wh, mine),
      }));
    });

    app.get(
      '/products/list-product-alternative',
      route('Prodotti sostitutivi', s.alternativesQuery, s.responses.alternatives),
      (req, reply) =>
        cached(req, reply, s.responses.alternatives, async (wh, mine) => {
          const found = [];
          for (const id of (idList(req.query.product_ids) ?? []).slice(0, 20)) {
            // An unknown id among several simply has no alternatives.
            const one = await service.alternatives(db, id, wh, mine).catch(() => null);
            if (one) found.push(one);
          }
          return {
            products: found.flatMap((f) => f.alternatives),
            alternatives: found.map((f) => ({ productId: f.product.productId, products: f.alternatives })),
          };
        }),
    );

    app.get(
      '/products/product-alternative-detail',
      route('Un prodotto e i suoi sostituti', s.alternativeDetailQuery, s.responses.alternativeDetail),
      (req, reply) =>
        cached(req, reply, s.responses.alternativeDetail, (wh, mine) =>
          service.alternatives(db, req.query.product_id, wh, mine),
        ),
    );

    app.get(
      '/product-price/get-prices',
      route('Prezzi di un prodotto per magazzino', s.pricesQuery, s.responses.prices),
      async (req, reply) => {
        const productId = req.query.product_id;
        const load = (customers?: ReadonlyMap<number, CustomerPrices>) => async () => ({
          prices: await service.prices(db, productId, customers),
        });
        // Every warehouse's price: a list customer's lists of each warehouse price its row (decision 0116).
        const customers = new Map<number, CustomerPrices>();
        if (customerPrices && req.user)
          for (const wh of await service.warehousesPricing(db, productId)) {
            const mine = await customerPrices(req, wh);
            if (mine) customers.set(wh, mine);
          }
        if (customers.size === 0) return cached(req, reply, s.responses.prices, load());
        const key = [...customers].map(([wh, mine]) => `${wh}:${mine.key}`).join(';');
        const warehouseId = await answers.warehouseOf(await resolveWarehouse?.(req));
        return sendJson(
          reply,
          await answers.bytes(warehouseId, `${req.url}|listino:${key}`, s.responses.prices, load(customers)),
        );
      },
    );
  };
}
