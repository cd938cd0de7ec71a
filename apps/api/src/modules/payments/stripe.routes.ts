import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { STRIPE_CANCEL_PATH, STRIPE_WEBHOOK_PATH, type StripePaymentProvider } from './stripe-provider.js';

/**
 * The checkout's phase 3 for the attempt a signed feedback names: app.ts hands over the
 * checkout's `CheckoutService.feedback` (the payments area does not import the checkout). The same
 * call the browser's return and the test provider's webhook reach: it checks the proof with the
 * provider's `verifyFeedback`, asks the provider where the attempt stands and records it, safe to
 * run any number of times.
 */
export interface PaymentFeedbackPort {
  feedback(params: Record<string, string | undefined>): Promise<{ orderId: number }>;
}

/** Stripe's events may be large (a session with its line items): well above any of ours. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Stripe's two calls into the shop (decision 0109), outside /ebsn/api like the test page:
 * - `POST /payment/stripe/webhook`: Stripe's events, verified on the raw body (this plugin's own
 *   content-type parser keeps the bytes; the rest of the app parses JSON as before). An event about
 *   an attempt goes to the checkout's feedback; any other type, or an attempt this shop does not
 *   know, is acknowledged and ignored (Stripe would otherwise retry it for days). A failure of ours
 *   answers 500, so Stripe tries again later.
 * - `GET /payment/stripe/cancel`: the shopper gave up on Stripe's page. The page is closed at Stripe
 *   (the attempt ends declined, "Paga di nuovo" opens a new one) and the browser goes on to the
 *   signed return, as after paying.
 */
export function stripeRoutes(provider: StripePaymentProvider, port: PaymentFeedbackPort): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );

    app.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true } }, async (req, reply) => {
      const header = req.headers['stripe-signature'];
      const payload = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
      const event = typeof header === 'string' ? provider.webhookEvent(payload, header) : undefined;
      if (!event || typeof header !== 'string')
        return reply.status(400).send({ error: 'firma del webhook non valida' });
      try {
        // Event types the shop does not follow (or without our reference) are acknowledged.
        if (provider.referenceOf(event) === undefined) return { received: true };
        const { orderId } = await port.feedback({ 'stripe-signature': header, payload });
        return { received: true, orderId };
      } catch (e) {
        if (e instanceof AppError && e.code === 'PAYMENT_NOT_FOUND') {
          req.log.info({ event: event.id, type: event.type }, 'evento Stripe di un pagamento sconosciuto');
          return { received: true };
        }
        throw e;
      }
    });

    app.get<{ Querystring: Record<string, string | undefined> }>(
      STRIPE_CANCEL_PATH,
      { schema: { hide: true } },
      async (req, reply) => {
        const { reference, sig } = req.query;
        if (!provider.cancelLinkValid(reference, sig))
          return reply
            .status(404)
            .type('text/html; charset=utf-8')
            .send(
              '<!doctype html><html lang="it"><meta charset="utf-8"><title>Pagamento non trovato</title><main><h1>Pagamento non trovato</h1><p>Il collegamento non è valido.</p></main></html>',
            );
        await provider.abandon(reference);
        return reply.header('cache-control', 'no-store').redirect(provider.returnLink(reference), 303);
      },
    );
  };
}
