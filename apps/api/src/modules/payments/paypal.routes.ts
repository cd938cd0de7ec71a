import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { PAYPAL_CANCEL_PATH, PAYPAL_WEBHOOK_PATH, type PaypalPaymentProvider } from './paypal-provider.js';
import type { PaymentFeedbackPort } from './stripe.routes.js';

/** PayPal's events carry the whole resource (an order with its purchase units): well above ours. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * PayPal's two calls into the shop (decision 0112), outside /ebsn/api like Stripe's:
 * - `POST /payment/paypal/webhook`: PayPal's events, verified by PayPal's verify-webhook-signature
 *   API on the raw body with the shop's webhook id. An event about an attempt goes on to the
 *   checkout's feedback as the signed return would (the provider looks at the attempt again, and
 *   authorises an approved order, once); any other type, or an attempt this shop does not know,
 *   is acknowledged and ignored (PayPal would otherwise retry it for days). A failure of ours,
 *   or of the verify call, answers 500, so PayPal tries again later.
 * - `GET /payment/paypal/cancel`: the shopper gave up on PayPal's page. The attempt ends declined
 *   ("Paga di nuovo" opens a new one) and the browser goes on to the signed return, as after paying.
 */
export function paypalRoutes(provider: PaypalPaymentProvider, port: PaymentFeedbackPort): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );

    app.post(PAYPAL_WEBHOOK_PATH, { schema: { hide: true } }, async (req, reply) => {
      const payload = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
      const reference = await provider.webhookReference(req.headers, payload);
      if (reference === undefined) return reply.status(400).send({ error: 'firma del webhook non valida' });
      // Event types the shop does not follow (or without our reference) are acknowledged.
      if (reference === null) return { received: true };
      try {
        const { orderId } = await port.feedback(provider.returnProof(reference));
        return { received: true, orderId };
      } catch (e) {
        if (e instanceof AppError && e.code === 'PAYMENT_NOT_FOUND') {
          req.log.info({ reference }, 'evento PayPal di un pagamento sconosciuto');
          return { received: true };
        }
        throw e;
      }
    });

    app.get<{ Querystring: Record<string, string | undefined> }>(
      PAYPAL_CANCEL_PATH,
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
