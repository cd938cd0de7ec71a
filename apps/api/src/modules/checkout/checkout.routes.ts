import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cartCloseQuerySchema,
  cartSchema,
  checkoutBuyAnswerSchema,
  checkoutBuyQuerySchema,
  envelopeSchema,
  line,
  listAuthQuerySchema,
  modifyPaymentTypeQuerySchema,
  orderIdQuerySchema,
  orderPaymentQuerySchema,
  orderSchema,
  paymentAuthListSchema,
  prebilledQuerySchema,
  prebilledSchema,
  type CheckoutBuyAnswer,
  type Envelope,
} from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../lib/app-error.js';
import type { CheckoutService } from './checkout.service.js';

function userIdOf(req: FastifyRequest): number {
  if (!req.user) throw new AppError('NOT_LOGGED_IN');
  return req.user.userId;
}

/** Idempotency-Key: printable, at most 200 characters (a UUID is the usual choice). */
function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(raw))
    throw new AppError('VALIDATION_ERROR', 'Parametro non valido: Idempotency-Key', {
      field: 'Idempotency-Key',
    });
  return raw;
}

export const FEEDBACK_PATH = '/payment/feedback';

/** The checkout and payment calls (spec section 7 of both documents). */
export function checkoutRoutes(db: Db, checkout: CheckoutService): FastifyPluginAsyncZod {
  const tags = ['checkout'];
  return async (app) => {
    app.post(
      '/checkout/prepare',
      {
        schema: {
          tags,
          summary: 'Blocca il carrello per il pagamento e lo ricontrolla (righe, prezzi, indirizzo, fascia)',
          querystring: z.object({ show_sectors: line(10).optional() }),
          response: { 200: envelopeSchema(cartSchema.nullable()) },
        },
      },
      async (req) => ok(await checkout.prepare(db, userIdOf(req))),
    );

    app.post(
      '/checkout/buy',
      {
        schema: {
          tags,
          summary: "Conferma l'ordine e avvia il pagamento (header Idempotency-Key consigliato)",
          querystring: checkoutBuyQuerySchema,
          response: { 200: envelopeSchema(checkoutBuyAnswerSchema.nullable()) },
        },
      },
      // A stored answer is replayed as it was: the order and the payment page, or the refusal.
      async (req) =>
        (await checkout.buy(
          db,
          userIdOf(req),
          req.query,
          idempotencyKeyOf(req),
          req.session?.id,
        )) as Envelope<CheckoutBuyAnswer | null>,
    );

    app.get(
      '/checkout/prebilled-amount',
      {
        schema: {
          tags,
          summary: "L'importo che il pagamento blocca (preautorizzazione)",
          querystring: prebilledQuerySchema,
          response: { 200: envelopeSchema(prebilledSchema.nullable()) },
        },
      },
      async (req) =>
        ok({
          prebilledAmount: await checkout.prebilled(
            db,
            userIdOf(req),
            req.query.payment_type_id,
            req.query.order_id,
          ),
        }),
    );

    app.get(
      '/payment-type/list-auth',
      {
        schema: {
          tags,
          summary: 'Le carte salvate',
          querystring: listAuthQuerySchema,
          response: { 200: envelopeSchema(paymentAuthListSchema.nullable()) },
        },
      },
      async (req) => ok({ auths: await checkout.savedCards(db, userIdOf(req), req.query.payment_type_id) }),
    );

    app.post(
      '/payment-type/delete-auth',
      {
        schema: {
          tags,
          summary: 'Elimina una carta salvata (anche presso il gestore dei pagamenti)',
          querystring: z.object({ user_payment_auth_id: z.coerce.number().int().min(1).max(2_147_483_647) }),
          response: { 200: envelopeSchema(z.object({ deleted: z.boolean() }).nullable()) },
        },
      },
      async (req) => {
        await checkout.deleteSavedCard(db, userIdOf(req), req.query.user_payment_auth_id);
        return ok({ deleted: true });
      },
    );

    app.post(
      '/cart/close',
      {
        schema: {
          tags: ['carrello'],
          summary: "Chiude il carrello ordinato, o lo restituisce se l'ordine non è stato fatto",
          querystring: cartCloseQuerySchema,
          response: {
            200: envelopeSchema(
              z.object({ cartId: z.number().int(), cartStatusId: z.number().int() }).nullable(),
            ),
          },
        },
      },
      async (req) => ok(await checkout.closeCart(db, userIdOf(req), req.query.cart_id)),
    );

    // Paying an order again after a declined card or an abandoned PayPal page (decision 0044).
    const payAgainSchema = { 200: envelopeSchema(checkoutBuyAnswerSchema.nullable()) };
    app.post(
      '/order/payment',
      {
        schema: {
          tags: ['ordini'],
          summary: 'Ripete il pagamento di un ordine in attesa di pagamento',
          querystring: orderPaymentQuerySchema,
          response: payAgainSchema,
        },
      },
      async (req) =>
        (await checkout.payAgain(db, userIdOf(req), {
          orderId: req.query.order_id,
          authId: req.query.user_payment_auth_id,
          paymentData: req.query.payment_data,
          payer: req.session?.id,
        })) as Envelope<CheckoutBuyAnswer | null>,
    );
    app.post(
      '/order/modify-payment-type',
      {
        schema: {
          tags: ['ordini'],
          summary: 'Cambia il metodo di pagamento di un ordine in attesa di pagamento e paga',
          querystring: modifyPaymentTypeQuerySchema,
          response: payAgainSchema,
        },
      },
      async (req) =>
        (await checkout.payAgain(db, userIdOf(req), {
          orderId: req.query.order_id,
          paymentTypeId: req.query.payment_type_id,
          authId: req.query.user_payment_auth_id,
          paymentData: req.query.payment_data,
          payer: req.session?.id,
        })) as Envelope<CheckoutBuyAnswer | null>,
    );

    // order/modify (decision 0057): the order becomes the cart again until it is bought again,
    // given up ("Annulla modifiche", order/modify-cancel) or its slot's cut-off passes.
    app.post(
      '/order/modify',
      {
        schema: {
          tags: ['ordini'],
          summary: "Riapre l'ordine come carrello, per modificarlo prima della chiusura della fascia",
          querystring: orderIdQuerySchema,
          response: { 200: envelopeSchema(cartSchema.nullable()) },
        },
      },
      async (req) => ok(await checkout.modify(db, userIdOf(req), req.query.order_id)),
    );
    app.post(
      '/order/modify-cancel',
      {
        schema: {
          tags: ['ordini'],
          summary: "Annulla le modifiche: l'ordine resta com'era",
          querystring: orderIdQuerySchema,
          response: { 200: envelopeSchema(orderSchema.nullable()) },
        },
      },
      async (req) => {
        const { order, message } = await checkout.cancelModify(db, userIdOf(req), req.query.order_id);
        return ok(order, { infos: [{ code: 'ORDER_MODIFY_CANCELLED', message }] });
      },
    );

    // The provider sends the browser back here (signed): record the outcome, show the order on the
    // storefront's confirmation page (paid, or declined with "Paga di nuovo").
    app.get(
      FEEDBACK_PATH,
      {
        schema: {
          tags,
          summary: 'Ritorno dalla pagina di pagamento (firmato dal gestore)',
          querystring: z.object({ reference: line(80), sig: line(128) }),
        },
      },
      async (req, reply) => {
        const { orderId } = await checkout.feedback(db, req.query);
        return reply.redirect(`/checkout/confirmation/${orderId}`, 303);
      },
    );

    // The provider's server-to-server notice: carries its own proof (the signature), so no CSRF.
    app.post(
      '/payment/webhook',
      {
        config: { csrf: false },
        schema: {
          tags,
          summary: 'Notifica del gestore dei pagamenti (firmata)',
          body: z.object({ reference: line(80), sig: line(128) }),
          response: { 200: envelopeSchema(z.object({ orderId: z.number().int() }).nullable()) },
        },
      },
      async (req) => ok(await checkout.feedback(db, req.body)),
    );
  };
}
