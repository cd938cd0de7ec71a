import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DEFAULT_STORE,
  addAllAnswerSchema,
  addAllQuerySchema,
  envelopeSchema,
  ERROR_MESSAGES,
  wishlistAddProdBodySchema,
  wishlistConfirmBodySchema,
  wishlistDeleteProdsBodySchema,
  wishlistIdBodySchema,
  wishlistInsertBodySchema,
  wishlistLinkQuerySchema,
  wishlistLinkSchema,
  wishlistListQuerySchema,
  wishlistListSchema,
  wishlistSchema,
  wishlistShareBodySchema,
  wishlistUnshareBodySchema,
  wishlistUpdateBodySchema,
  wishlistRefusalSchema,
  wishlistUpdateProdsBodySchema,
  wishlistViewQuerySchema,
  type AddAllResult,
  type EnvelopeMessage,
} from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { inTransaction, type Tx } from '../../db/transaction.js';
import { requireUser } from '../../http/auth-guards.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { CartBulkAddService, type CartService, type OrderedTodayPort } from '../cart/index.js';
import { CatalogueService } from '../catalogue/index.js';
import { ListsCartService } from './lists-cart.service.js';
import { ListsSharingService } from './lists-sharing.service.js';
import { ListsService } from './lists.service.js';

export interface ListsDeps {
  db: Db;
  clock: Clock;
  carts: CartService;
  orderedToday: OrderedTodayPort;
  /** The warehouse of the shopper's cart (the catalogue's resolver), which prices the lists. */
  resolveWarehouse: (req: FastifyRequest) => Promise<number | undefined>;
}

const listAnswer = { 200: envelopeSchema(z.union([wishlistSchema, wishlistRefusalSchema]).nullable()) };
const listsAnswer = { 200: envelopeSchema(wishlistListSchema.nullable()) };

/** The info and warnings of cart/add-all-from-wishlist: one notice per line not added whole. */
function addAllNotices(results: AddAllResult[]): { infos: EnvelopeMessage[]; warnings: EnvelopeMessage[] } {
  const added = results.filter((r) => r.outcome !== 'unavailable').length;
  const infos =
    added > 0 ? [{ code: 'LIST_ADDED_TO_CART', message: `Prodotti aggiunti al carrello: ${added}` }] : [];
  const warnings = results.flatMap((r): EnvelopeMessage[] => {
    if (r.outcome === 'capped')
      return [
        {
          code: 'LIST_LINE_CAPPED',
          message: `${r.name}: quantità ridotta a ${r.added} (massimo consentito)`,
        },
      ];
    if (r.outcome === 'unavailable')
      return [
        { code: 'PRODUCT_NOT_AVAILABLE', message: `${r.name}: ${ERROR_MESSAGES.PRODUCT_NOT_AVAILABLE}` },
      ];
    return [];
  });
  return { infos, warnings };
}

/** The shopping-list calls (storefront spec "Shopping lists"; decisions 0047, 0048). */
export function listsRoutes({
  db,
  clock,
  carts,
  orderedToday,
  resolveWarehouse,
}: ListsDeps): FastifyPluginAsyncZod {
  const lists = new ListsService(clock, carts.products);
  const sharing = new ListsSharingService(clock, lists);
  const toCart = new ListsCartService(
    lists,
    new CartBulkAddService(clock, carts, orderedToday),
    new CatalogueService(clock),
  );
  const tags = ['liste'];
  const warehouseOf = async (req: FastifyRequest) =>
    (await resolveWarehouse(req)) ?? DEFAULT_STORE.warehouseId;

  return async (app) => {
    /**
     * A POST that changes a list and answers it as it now is, in one transaction. The warehouse
     * is read before the transaction opens (SQLite has a single connection).
     */
    const change = <B>(
      path: string,
      summary: string,
      body: z.ZodType<B>,
      run: (
        tx: Tx,
        userId: number,
        body: B,
        warehouseId: number,
      ) => Promise<{ listId: number; infos?: EnvelopeMessage[] }>,
    ) =>
      app.post(path, { schema: { tags, summary, body, response: listAnswer } }, async (req) => {
        const { userId } = requireUser(req);
        const warehouseId = await warehouseOf(req);
        return inTransaction(db, async (tx) => {
          const { listId, infos } = await run(tx, userId, req.body as B, warehouseId);
          return ok(await lists.view(tx, await lists.readable(tx, userId, listId), warehouseId), { infos });
        });
      });

    /** A POST whose answer is the customer's lists (after a delete or a new default). */
    const changeAll = <B>(
      path: string,
      summary: string,
      body: z.ZodType<B>,
      run: (tx: Tx, userId: number, body: B) => Promise<void>,
    ) =>
      app.post(path, { schema: { tags, summary, body, response: listsAnswer } }, async (req) => {
        const { userId } = requireUser(req);
        return inTransaction(db, async (tx) => {
          await run(tx, userId, req.body as B);
          return ok(await lists.lists(tx, userId));
        });
      });

    app.get(
      '/wishlist/list',
      {
        schema: {
          tags,
          summary: 'Le liste del cliente e quelle condivise con lui',
          querystring: wishlistListQuerySchema,
          response: listsAnswer,
        },
      },
      async (req) => {
        const { userId } = requireUser(req);
        return ok(await lists.listPage(db, userId, req.query.page, req.query.pageSize));
      },
    );

    app.get(
      '/wishlist/view',
      {
        schema: {
          tags,
          summary: 'Una lista con i suoi articoli',
          querystring: wishlistViewQuerySchema,
          response: listAnswer,
        },
      },
      async (req) => {
        const { userId } = requireUser(req);
        const warehouseId = await warehouseOf(req);
        return ok(
          await lists.viewFor(db, userId, req.query.list_id, warehouseId, {
            showSectors: req.query.show_sectors === 'true',
            calculateStock: req.query.calculate_stock === 'true',
          }),
        );
      },
    );

    app.get(
      '/wishlist/shared',
      {
        schema: {
          tags,
          summary: 'Una lista aperta dal suo link di condivisione (sola lettura)',
          querystring: wishlistLinkQuerySchema,
          response: listAnswer,
        },
      },
      async (req) => {
        requireUser(req);
        const warehouseId = await warehouseOf(req);
        return ok(await sharing.viewShared(db, req.query.token, warehouseId));
      },
    );

    change('/wishlist/insert', 'Crea una lista', wishlistInsertBodySchema, async (tx, userId, body) => ({
      listId: await lists.create(tx, userId, body.name),
    }));

    change('/wishlist/update', 'Rinomina una lista', wishlistUpdateBodySchema, async (tx, userId, body) => {
      await lists.rename(tx, userId, body.list_id, body.name);
      return { listId: body.list_id };
    });

    changeAll(
      '/wishlist/delete',
      'Elimina una lista (o, condivisa in modifica, la lascia)',
      wishlistIdBodySchema,
      (tx, userId, body) => lists.remove(tx, userId, body.list_id),
    );

    changeAll('/wishlist/select', 'Imposta la lista predefinita', wishlistIdBodySchema, (tx, userId, body) =>
      lists.select(tx, userId, body.list_id),
    );

    change(
      '/wishlist/add_prod',
      'Aggiunge prodotti a una lista (quantità: pezzi per Pezzo e Confezione, kg per Sfuso)',
      wishlistAddProdBodySchema,
      async (tx, userId, body, warehouseId) => {
        const count = await lists.addProducts(tx, userId, body, warehouseId);
        const list = await lists.readable(tx, userId, body.wishlistId);
        const message = ERROR_MESSAGES.productAddToList
          .replace('{name}', list.name)
          .replace('{count}', String(count));
        return { listId: body.wishlistId, infos: [{ code: 'productAddToList', message }] };
      },
    );

    change(
      '/wishlist/update_prods',
      'Cambia le quantità delle righe (0 la toglie)',
      wishlistUpdateProdsBodySchema,
      async (tx, userId, body, warehouseId) => {
        await lists.updateProducts(tx, userId, body.wishlistId, body.items, warehouseId);
        return { listId: body.wishlistId };
      },
    );

    change(
      '/wishlist/delete_prods',
      'Toglie righe da una lista',
      wishlistDeleteProdsBodySchema,
      async (tx, userId, body) => {
        await lists.deleteProducts(
          tx,
          userId,
          body.wishlistId,
          body.items.map((i) => i.itemId),
        );
        return { listId: body.wishlistId };
      },
    );

    change(
      '/wishlist/share',
      'Condivide la lista con un cliente (READ sola lettura, WRITE modifica)',
      wishlistShareBodySchema,
      async (tx, userId, body) => {
        await sharing.share(tx, userId, body.list_id, body.email, body.grant);
        return { listId: body.list_id };
      },
    );

    change(
      '/wishlist/unshare',
      'Revoca la condivisione con un cliente',
      wishlistUnshareBodySchema,
      async (tx, userId, body) => {
        await sharing.unshare(tx, userId, body.list_id, body.user_id);
        return { listId: body.list_id };
      },
    );

    change(
      '/wishlist/unshare-link',
      'Revoca il link di condivisione',
      wishlistIdBodySchema,
      async (tx, userId, body) => {
        await sharing.deleteLink(tx, userId, body.list_id);
        return { listId: body.list_id };
      },
    );

    app.post(
      '/wishlist/share-link',
      {
        schema: {
          tags,
          summary: 'Crea il link di condivisione (sola lettura) della lista',
          body: wishlistIdBodySchema,
          response: { 200: envelopeSchema(wishlistLinkSchema.nullable()) },
        },
      },
      async (req) => {
        const { userId } = requireUser(req);
        return ok(await inTransaction(db, (tx) => sharing.createLink(tx, userId, req.body.list_id)));
      },
    );

    const addAllAnswer = {
      200: envelopeSchema(z.union([addAllAnswerSchema, wishlistRefusalSchema]).nullable()),
    };
    /** The list's lines into the cart, and the cart with a result per line (one transaction). */
    const addAll = async (userId: number, listId: number, sectors: boolean, addressId?: number) =>
      inTransaction(db, async (tx) => {
        if (addressId !== undefined) {
          const target = await carts.target(tx, { userId });
          // confirm: the list is for the delivery the cart is set up for.
          if (target.row?.address_id !== addressId) throw new AppError('ADDRESS_SERVICE_MISMATCH');
        }
        const { results } = await toCart.addAll(tx, userId, listId);
        const view = await carts.view(tx, { userId }, sectors);
        return ok({ ...view, wishlistResults: results }, addAllNotices(results));
      });

    app.post(
      '/cart/add-all-from-wishlist',
      {
        schema: {
          tags: ['carrello', ...tags],
          summary: 'Mette nel carrello tutte le righe di una lista',
          querystring: addAllQuerySchema,
          response: addAllAnswer,
        },
      },
      async (req) => {
        const { userId } = requireUser(req);
        return addAll(userId, req.query.list_id, req.query.show_sectors === 'true');
      },
    );

    app.post(
      '/wishlist/confirm',
      {
        schema: {
          tags,
          summary: "Conferma la lista per l'indirizzo del carrello: le righe vanno nel carrello",
          body: wishlistConfirmBodySchema,
          response: addAllAnswer,
        },
      },
      async (req) => {
        const { userId } = requireUser(req);
        return addAll(userId, req.body.list_id, false, req.body.address_id);
      },
    );
  };
}
