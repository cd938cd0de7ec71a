import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  CART_ANSWER_LEAN,
  cartAddBodySchema,
  cartAnswerQuerySchema,
  cartDeleteBodySchema,
  cartRefusalSchema,
  cartSchema,
  cartUpdateBodySchema,
  dbId,
  envelopeSchema,
  giftCheckSchema,
  giftCodeQuerySchema,
  leanCartSchema,
  line,
  packagingTypeListSchema,
  purchaseRestrictionSchema,
  SHOPPER_BAG_CENTS,
  SHOPPER_BAG_ITEMS,
  updateCartInfoBodySchema,
  updateInfosBodySchema,
  type Cart,
  type EnvelopeMessage,
  type LeanCart,
} from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { ok } from '../../http/envelope.js';
import { address, limitsHook, sessionOrAddress } from '../../http/rate-limit.js';
import { withStringify } from '../../http/fast-serializers.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AnswerChoice, CartCalls, ChangeAnswer } from './cart-calls.service.js';
import type { OrderedTodayPort, OrderLinesPort } from './cart-lines.service.js';
import { cartAnswerJson } from './cart-answer.json.js';
import { cartMessage } from './cart.messages.js';
import type { CartOwner, CartService } from './cart.service.js';

export const showSectorsQuery = z.object({ show_sectors: line(10).optional() });
/** The changes' query: show_sectors, and `answer=lean` for the lean answer (decision 0068). */
const changeQuery = showSectorsQuery.extend(cartAnswerQuerySchema.shape);
const giftQuery = giftCodeQuerySchema.extend(changeQuery.shape);

/**
 * Every answer that changes the cart is the cart, whole or lean (decision 0068), or, refused, which
 * product and the nearest quantities; serialised by splicing its products' JSON (cart-answer.json.ts).
 */
const cartAnswer = {
  200: withStringify(
    envelopeSchema(z.union([cartSchema, leanCartSchema, cartRefusalSchema]).nullable()),
    cartAnswerJson,
  ),
};

export function userIdOf(req: FastifyRequest): number {
  // Spec section 6: login is needed for the cart (and, with the anonymous cart, for these calls).
  if (!req.user) throw new AppError('NOT_LOGGED_IN', cartMessage('NOT_LOGGED_IN'));
  return req.user.userId;
}

/**
 * The visitors' side of the anonymous cart (decision 0031), given only when ANONYMOUS_CART is on:
 * starts a session without an account for a visitor who has none, on this request and its answer.
 */
export interface VisitorSessions {
  start(req: FastifyRequest, reply: FastifyReply): Promise<string>;
}

/**
 * Whose cart a call that a visitor may make is about: the account's, else (anonymous cart on) the
 * visitor session's; `start` gives a visitor without a session one (the first change of the cart).
 * Answers null for a visitor without a session when `start` is false.
 */
export async function ownerOf(
  req: FastifyRequest,
  reply: FastifyReply,
  visitors: VisitorSessions | undefined,
  start: boolean,
): Promise<CartOwner | null> {
  if (req.user) return { userId: req.user.userId };
  if (!visitors) throw new AppError('NOT_LOGGED_IN', cartMessage('NOT_LOGGED_IN'));
  if (req.session && req.session.userId === null) return { visitorSessionId: req.session.id };
  return start ? { visitorSessionId: await visitors.start(req, reply) } : null;
}

/** A warning when the cart's store cannot sell some lines (after a store change). */
export function cartNotices(cart: Cart, infos: EnvelopeMessage[] = []) {
  return ok(cart, { infos, warnings: sellableWarnings(cart.cartItems) });
}

/** The same notices for the lean answer (decision 0068). */
const leanNotices = (cart: LeanCart, infos: EnvelopeMessage[]) =>
  ok(cart, { infos, warnings: sellableWarnings(cart.cartItems) });

const sellableWarnings = (lines: ReadonlyArray<{ sellable: boolean }>) =>
  lines.some((i) => !i.sellable)
    ? [{ code: 'ITEMS_NOT_SELLABLE', message: cartMessage('ITEMS_NOT_SELLABLE') }]
    : [];

export interface CartLineDeps {
  db: Db;
  clock: Clock;
  carts: CartService;
  /** Today's orders for the daily maximum: app.ts plugs the orders area in here. */
  orderedToday: OrderedTodayPort;
  /** Set when the anonymous cart is on (ANONYMOUS_CART): visitors then have a cart too. */
  visitors?: VisitorSessions;
  /** The orders area's lines of an order, for cart/add-all-from-order (app.ts hands it over). */
  orderLines?: OrderLinesPort;
  /** The shared Redis, when set: the gift code limits count across instances. */
  redis?: Redis;
}

/**
 * Gift code guesses (check and add_code share them): a shopper tries a few codes, a script
 * thousands. Per session, and per address for a script that starts a session per guess.
 */
export const GIFT_GUESSES = { perSession: 10, perAddress: 30, timeWindow: '10 minutes' } as const;

type ChangeQuery = z.infer<typeof changeQuery>;
type ChangeSchema = { summary: string; body?: z.ZodType; querystring?: z.ZodObject };
/** Visitors may make the call when the anonymous cart is on (decision 0031); the rest stay login-only. */
const VISITORS_TOO = true;
const LOGIN_ONLY = false;

/** The answer a change's query asks for: departments or not, whole or lean (decision 0068). */
const choiceOf = (query: ChangeQuery): AnswerChoice => ({
  sectors: query.show_sectors === 'true',
  lean: query.answer === CART_ANSWER_LEAN,
});

/** The cart calls that change lines, properties and gift codes (spec sections 7 of both documents). */
export function cartLineRoutes({
  calls,
  visitors,
  orderLines,
}: CartLineDeps & { calls: CartCalls }): FastifyPluginAsyncZod {
  const tags = ['carrello'];

  return async (app) => {
    /** A POST that changes the cart and answers it (CartCalls: one transaction for both). */
    const change = <B, Q extends ChangeQuery>(
      path: string,
      schema: ChangeSchema,
      forVisitors: boolean,
      call: (owner: CartOwner, body: B, query: Q, choice: AnswerChoice) => Promise<ChangeAnswer>,
      onRequest: onRequestHookHandler[] = [],
    ) =>
      app.post(
        path,
        { schema: { tags, querystring: changeQuery, ...schema, response: cartAnswer }, onRequest },
        async (req, reply) => {
          // A visitor's session is started before the change (never inside its transaction).
          const owner = forVisitors
            ? ((await ownerOf(req, reply, visitors, true)) as CartOwner)
            : { userId: userIdOf(req) };
          const query = req.query as Q;
          const answer = await call(owner, req.body as B, query, choiceOf(query));
          return answer.lean
            ? leanNotices(answer.cart, answer.infos)
            : cartNotices(answer.cart, answer.infos);
        },
      );
    /** The account of a login-only call (its owner is always `{ userId }`). */
    const userOf = (owner: CartOwner) => (owner as { userId: number }).userId;

    change<z.infer<typeof cartAddBodySchema>, ChangeQuery>(
      '/cart/add',
      {
        summary: 'Aggiunge prodotti (quantità: pezzi per Pezzo e Confezione, kg per Sfuso)',
        body: cartAddBodySchema,
      },
      VISITORS_TOO,
      (owner, body, _query, choice) => calls.add(owner, choice, body),
    );

    // Reorder (decision 0044): a result per line in infosMessage, the rest added in one transaction.
    if (orderLines)
      change<unknown, ChangeQuery & { order_id: number }>(
        '/cart/add-all-from-order',
        {
          summary: 'Aggiunge al carrello i prodotti di un ordine (un esito per riga)',
          querystring: changeQuery.extend({ order_id: dbId() }),
        },
        LOGIN_ONLY,
        (owner, _body, query, choice) =>
          calls.addAllFromOrder(userOf(owner), choice, orderLines, query.order_id),
      );

    change<z.infer<typeof cartUpdateBodySchema>, ChangeQuery>(
      '/cart/update',
      { summary: 'Cambia la quantità delle righe (0 la toglie)', body: cartUpdateBodySchema },
      VISITORS_TOO,
      (owner, body, _query, choice) => calls.update(owner, choice, body.items, body.version),
    );

    change<z.infer<typeof cartDeleteBodySchema>, ChangeQuery>(
      '/cart/delete',
      { summary: 'Toglie le righe indicate; senza righe svuota il carrello', body: cartDeleteBodySchema },
      VISITORS_TOO,
      (owner, body, _query, choice) =>
        calls.remove(
          owner,
          choice,
          body?.items?.map((i) => i.itemId),
          body?.version,
        ),
    );

    change<z.infer<typeof updateCartInfoBodySchema>, ChangeQuery>(
      '/cart/update-cart-info',
      { summary: 'Imposta una proprietà del carrello (need_invoice, ...)', body: updateCartInfoBodySchema },
      LOGIN_ONLY,
      (owner, body, _query, choice) => calls.updateCartInfo(userOf(owner), choice, body.property, body.value),
    );

    change<z.infer<typeof updateInfosBodySchema>, ChangeQuery>(
      '/cart/update-infos',
      {
        summary: 'Note, sostituzioni accettate e peso personalizzato delle righe',
        body: updateInfosBodySchema,
      },
      VISITORS_TOO,
      (owner, body, _query, choice) => calls.updateInfos(owner, choice, body.items),
    );

    // One budget for both calls that tell whether a code exists (the limiter's store is shared).
    const { perSession, perAddress, timeWindow } = GIFT_GUESSES;
    const giftGuesses = [
      limitsHook(app, [
        { max: perSession, timeWindow, keyGenerator: sessionOrAddress('gift') },
        { max: perAddress, timeWindow, keyGenerator: address('gift') },
      ]),
    ];

    change<unknown, z.infer<typeof giftQuery>>(
      '/cart-giftcertificate/add_code',
      { summary: 'Applica un codice sconto al carrello', querystring: giftQuery },
      LOGIN_ONLY,
      (owner, _body, query, choice) => calls.addGiftCode(userOf(owner), choice, query.code),
      giftGuesses,
    );

    change<unknown, z.infer<typeof giftQuery>>(
      '/cart-giftcertificate/remove_code',
      { summary: 'Toglie un codice sconto dal carrello', querystring: giftQuery },
      LOGIN_ONLY,
      (owner, _body, query, choice) => calls.removeGiftCode(userOf(owner), choice, query.code),
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
        return ok(await calls.restrictions(userId));
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
        onRequest: giftGuesses,
      },
      async (req) => {
        const userId = userIdOf(req);
        return ok(await calls.checkGiftCode(userId, req.query.code));
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
