import { DEFAULT_STORE } from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendJson } from '../../http/answer-cache.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { CatalogueAnswers } from './catalogue-answers.js';
import { CatalogueService } from './catalogue.service.js';
import { idList } from './catalogue.rules.js';
import * as s from './catalogue.schemas.js';
import type { CustomerPricesOf } from './customer-prices.js';

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
  /** Every catalogue GET answer is kept whole, per warehouse and URL (CatalogueAnswers, decision 0004). */
  const cached = async (
    req: FastifyRequest,
    reply: FastifyReply,
    schema: z.ZodType,
    load: (warehouseId: number) => Promise<unknown>,
  ) => {
    const warehouseId = await resolveWarehouse?.(req);
    // A customer with a price list: answers of their own, kept under what they pay (decision 0116).
    const mine = await customerPrices?.(req, warehouseId ?? DEFAULT_STORE.warehouseId);
    if (!mine) return sendJson(reply, await answers.bytes(warehouseId, req.url, schema, load));
    const listed = async (wh: number) => mine.reprice(await load(wh), wh);
    return sendJson(
      reply,
      await answers.bytes(warehouseId, `${req.url}|listino:${mine.key}`, schema, listed),
    );
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
        return cached(req, reply, s.responses.category, async (wh) =>
          q.slug !== undefined || q.categoryId !== undefined
            ? { category: await service.category(db, { slug: q.slug, categoryId: q.categoryId }, wh) }
            : { categories: await service.tree(db, q.filtered ?? true, q.depth ?? 3) },
        );
      },
    );

    app.get(
      '/category-block/info',
      route('Un blocco di pagina', s.blockQuery, s.responses.block),
      (req, reply) =>
        cached(req, reply, s.responses.block, (wh) => service.block(db, req.query.categoryBlockId, wh)),
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
        return cached(req, reply, s.responses.products, (wh) => service.listProducts(db, params, wh));
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
      return cached(req, reply, s.responses.adv, async (wh) => ({
        products: await service.adv(db, params, wh),
      }));
    });

    app.get(
      '/products/list-product-alternative',
      route('Prodotti sostitutivi', s.alternativesQuery, s.responses.alternatives),
      (req, reply) =>
        cached(req, reply, s.responses.alternatives, async (wh) => {
          const found = [];
          for (const id of (idList(req.query.product_ids) ?? []).slice(0, 20)) {
            // An unknown id among several simply has no alternatives.
            const one = await service.alternatives(db, id, wh).catch(() => null);
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
        cached(req, reply, s.responses.alternativeDetail, (wh) =>
          service.alternatives(db, req.query.product_id, wh),
        ),
    );

    app.get(
      '/product-price/get-prices',
      route('Prezzi di un prodotto per magazzino', s.pricesQuery, s.responses.prices),
      (req, reply) =>
        cached(req, reply, s.responses.prices, async () => ({
          prices: await service.prices(db, req.query.product_id),
        })),
    );
  };
}
