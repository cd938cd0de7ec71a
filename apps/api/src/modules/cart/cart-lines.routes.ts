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
import { ok } from '../../http/envelope.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { CartGiftsService } from './cart-gifts.service.js';
import { CartLinesService, type OrderedTodayPort } from './cart-lines.service.js';
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
  orderedToday?: OrderedTodayPort;
}

/** The cart calls that change lines, properties and gift codes (spec sections 7 of both documents). */
export function cartLineRoutes({ db, clock, carts, orderedToday }: CartLineDeps): FastifyPluginAsyncZod {
  const lines = new CartLinesService(clock, orderedToday);
  const gifts = new CartGiftsService(clock);
  const tags = ['carrello'];
  const sectors = (q: { show_sectors?: string }) => q.show_sectors === 'true';
  const answer = async (userId: number, q: { show_sectors?: string }, infos?: EnvelopeMessage[]) =>
    cartNotices(await carts.view(db, userId, sectors(q)), infos);

  return async (app) => {
    app.post(
      '/cart/add',
      {
        schema: {
          tags,
          summary: 'Aggiunge prodotti (quantità: pezzi per Pezzo e Confezione, kg per Sfuso)',
          querystring: showSectorsQuery,
          body: cartAddBodySchema,
          response: cartAnswer,
        },
      },
      async (req) => {
        const userId = userIdOf(req);
        await lines.add(db, await carts.target(db, userId), req.body);
        return answer(userId, req.query);
      },
    );

    app.post(
      '/cart/update',
      {
        schema: {
          tags,
          summary: 'Cambia la quantità delle righe (0 la toglie)',
          querystring: showSectorsQuery,
          body: cartUpdateBodySchema,
          response: cartAnswer,
        },
      },
      async (req) => {
        const userId = userIdOf(req);
        await lines.update(db, await carts.target(db, userId), req.body.items, req.body.version);
        return answer(userId, req.query);
      },
    );

    app.post(
      '/cart/delete',
      {
        schema: {
          tags,
          summary: 'Toglie le righe indicate; senza righe svuota il carrello',
          querystring: showSectorsQuery,
          body: cartDeleteBodySchema,
          response: cartAnswer,
        },
      },
      async (req) => {
        const userId = userIdOf(req);
        await lines.remove(
          db,
          await carts.target(db, userId),
          req.body?.items?.map((i) => i.itemId),
          req.body?.version,
        );
        return answer(userId, req.query);
      },
    );

    app.post(
      '/cart/update-cart-info',
      {
        schema: {
          tags,
          summary: 'Imposta una proprietà del carrello (need_invoice, ...)',
          querystring: showSectorsQuery,
          body: updateCartInfoBodySchema,
          response: cartAnswer,
        },
      },
      async (req) => {
        const userId = userIdOf(req);
        await lines.updateCartInfo(db, await carts.target(db, userId), req.body.property, req.body.value);
        return answer(userId, req.query);
      },
    );

    app.post(
      '/cart/update-infos',
      {
        schema: {
          tags,
          summary: 'Note, sostituzioni accettate e peso personalizzato delle righe',
          querystring: showSectorsQuery,
          body: updateInfosBodySchema,
          response: cartAnswer,
        },
      },
      async (req) => {
        const userId = userIdOf(req);
        await lines.updateInfos(db, await carts.target(db, userId), req.body.items);
        return answer(userId, req.query);
      },
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
      async (req) => ok(await lines.restrictions(db, await carts.target(db, userIdOf(req)))),
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
      async (req) => ok(await gifts.check(db, await carts.target(db, userIdOf(req)), req.query.code)),
    );

    app.post(
      '/cart-giftcertificate/add_code',
      {
        schema: {
          tags,
          summary: 'Applica un codice sconto al carrello',
          querystring: giftQuery,
          response: cartAnswer,
        },
      },
      async (req) => {
        const userId = userIdOf(req);
        const name = await gifts.add(db, await carts.target(db, userId), req.query.code);
        return answer(userId, req.query, [
          { code: 'GIFT_CODE_ADDED', message: cartMessage('GIFT_CODE_ADDED', { name }) },
        ]);
      },
    );

    app.post(
      '/cart-giftcertificate/remove_code',
      {
        schema: {
          tags,
          summary: 'Toglie un codice sconto dal carrello',
          querystring: giftQuery,
          response: cartAnswer,
        },
      },
      async (req) => {
        const userId = userIdOf(req);
        await gifts.remove(db, await carts.target(db, userId), req.query.code);
        return answer(userId, req.query);
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
