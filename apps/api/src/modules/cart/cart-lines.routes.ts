import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cartAddBodySchema,
  cartDeleteBodySchema,
  cartRefusalSchema,
  cartSchema,
  cartUpdateBodySchema,
  envelopeSchema,
  giftCheckSchema,
  giftCodeQuerySchema,
  line,
  packagingTypeListSchema,
  purchaseRestrictionSchema,
  SHOPPER_BAG_CENTS,
  SHOPPER_BAG_ITEMS,
  updateCartInfoBodySchema,
  updateInfosBodySchema,
  type Cart,
  type EnvelopeMessage,
} from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { withConnection } from '../../db/connection.js';
import { inTransaction, type Tx } from '../../db/transaction.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { CartGiftsService } from './cart-gifts.service.js';
import { CartLinesService, type CartTarget, type OrderedTodayPort } from './cart-lines.service.js';
import { cartMessage } from './cart.messages.js';
import type { CartService } from './cart.service.js';

export const showSectorsQuery = z.object({ show_sectors: line(10).optional() });
const giftQuery = giftCodeQuerySchema.extend(showSectorsQuery.shape);

/** Every answer that changes the cart is the cart (or, refused, which product and the nearest quantities). */
const cartAnswer = { 200: envelopeSchema(z.union([cartSchema, cartRefusalSchema]).nullable()) };

export function userIdOf(req: FastifyRequest): number {
  // Spec section 6: login is needed for the cart (the anonymous cart setting is off).
  if (!req.user) throw new AppError('NOT_LOGGED_IN', cartMessage('NOT_LOGGED_IN'));
  return req.user.userId;
}

/** A warning when the cart's store cannot sell some lines (after a store change). */
export function cartNotices(cart: Cart, infos: EnvelopeMessage[] = []) {
  const warnings = cart.cartItems.some((i) => !i.sellable)
    ? [{ code: 'ITEMS_NOT_SELLABLE', message: cartMessage('ITEMS_NOT_SELLABLE') }]
    : [];
  return ok(cart, { infos, warnings });
}

export interface CartLineDeps {
  db: Db;
  clock: Clock;
  carts: CartService;
  /** Today's orders for the daily maximum: app.ts plugs the orders area in here. */
  orderedToday: OrderedTodayPort;
}

type ShowSectors = { show_sectors?: string };
type ChangeSchema = { summary: string; body?: z.ZodType; querystring?: z.ZodObject };

/** The cart calls that change lines, properties and gift codes (spec sections 7 of both documents). */
export function cartLineRoutes({ db, clock, carts, orderedToday }: CartLineDeps): FastifyPluginAsyncZod {
  const lines = new CartLinesService(clock, carts.products, orderedToday);
  const gifts = new CartGiftsService(clock, carts.products);
  const tags = ['carrello'];

  return async (app) => {
    /**
     * A POST that changes the cart and answers it: the change and the answer run in one
     * transaction (one wait for SQLite's connection, the answer is the state the change left).
     */
    const change = <B, Q extends ShowSectors>(
      path: string,
      schema: ChangeSchema,
      run: (tx: Tx, cart: CartTarget, body: B, query: Q) => Promise<EnvelopeMessage[] | void>,
    ) =>
      app.post(
        path,
        { schema: { tags, querystring: showSectorsQuery, ...schema, response: cartAnswer } },
        async (req) => {
          const userId = userIdOf(req);
          const query = req.query as Q;
          return inTransaction(db, async (tx) => {
            const cart = await carts.target(tx, userId);
            const infos = (await run(tx, cart, req.body as B, query)) ?? [];
            return cartNotices(await carts.view(tx, userId, query.show_sectors === 'true', cart), infos);
          });
        },
      );

    change<z.infer<typeof cartAddBodySchema>, ShowSectors>(
      '/cart/add',
      {
        summary: 'Aggiunge prodotti (quantità: pezzi per Pezzo e Confezione, kg per Sfuso)',
        body: cartAddBodySchema,
      },
      (tx, cart, body) => lines.add(tx, cart, body),
    );

    change<z.infer<typeof cartUpdateBodySchema>, ShowSectors>(
      '/cart/update',
      { summary: 'Cambia la quantità delle righe (0 la toglie)', body: cartUpdateBodySchema },
      (tx, cart, body) => lines.update(tx, cart, body.items, body.version),
    );

    change<z.infer<typeof cartDeleteBodySchema>, ShowSectors>(
      '/cart/delete',
      { summary: 'Toglie le righe indicate; senza righe svuota il carrello', body: cartDeleteBodySchema },
      async (tx, cart, body) => {
        await lines.remove(tx, cart, body?.items?.map((i) => i.itemId), body?.version);
      },
    );

    change<z.infer<typeof updateCartInfoBodySchema>, ShowSectors>(
      '/cart/update-cart-info',
      { summary: 'Imposta una proprietà del carrello (need_invoice, ...)', body: updateCartInfoBodySchema },
      (tx, cart, body) => lines.updateCartInfo(tx, cart, body.property, body.value),
    );

    change<z.infer<typeof updateInfosBodySchema>, ShowSectors>(
      '/cart/update-infos',
      { summary: 'Note, sostituzioni accettate e peso personalizzato delle righe', body: updateInfosBodySchema },
      (tx, cart, body) => lines.updateInfos(tx, cart, body.items),
    );

    change<unknown, z.infer<typeof giftQuery>>(
      '/cart-giftcertificate/add_code',
      { summary: 'Applica un codice sconto al carrello', querystring: giftQuery },
      async (tx, cart, _body, query) => {
        const name = await gifts.add(tx, cart, query.code);
        return [{ code: 'GIFT_CODE_ADDED', message: cartMessage('GIFT_CODE_ADDED', { name }) }];
      },
    );

    change<unknown, z.infer<typeof giftQuery>>(
      '/cart-giftcertificate/remove_code',
      { summary: 'Toglie un codice sconto dal carrello', querystring: giftQuery },
      (tx, cart, _body, query) => gifts.remove(tx, cart, query.code),
    );

    app.get(
      '/cart/purchase-restriction',
      {
        schema: {
          tags,
          summary: 'Le righe che non si possono acquistare così come sono',
          response: { 200: envelopeSchema(purchaseRestrictionSchema.nullable()) },
        },
      },
      async (req) => {
        const userId = userIdOf(req);
        return ok(await withConnection(db, async (c) => lines.restrictions(c, await carts.target(c, userId))));
      },
    );

    app.get(
      '/cart-giftcertificate/check',
      {
        schema: {
          tags,
          summary: 'Verifica un codice sconto',
          querystring: giftCodeQuerySchema,
          response: { 200: envelopeSchema(giftCheckSchema.nullable()) },
        },
      },
      async (req) => {
        const userId = userIdOf(req);
        return ok(await withConnection(db, async (c) => gifts.check(c, await carts.target(c, userId), req.query.code)));
      },
    );

    app.get(
      '/packaging-type/list',
      {
        schema: {
          tags,
          summary: 'Gli imballaggi che la spesa può richiedere (sacchetti)',
          response: { 200: envelopeSchema(packagingTypeListSchema) },
        },
      },
      async () =>
        ok({
          products: [
            {
              productId: 0,
              name: `Sacchetto biodegradabile (uno ogni ${SHOPPER_BAG_ITEMS} articoli)`,
              price: SHOPPER_BAG_CENTS / 100,
            },
          ],
        }),
    );
  };
}
