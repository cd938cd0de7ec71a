import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.js';

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

/** A provider's events may be large (a session or an order with its lines): well above any of ours. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** What a verified webhook asks of the checkout: the feedback's proof, and what to log if unknown. */
export interface VerifiedWebhook {
  feedback: Record<string, string | undefined>;
  log: Record<string, unknown>;
}

/** A provider with a hosted page, a webhook and a cancel link (Stripe, PayPal). */
export interface HostedPaymentProvider {
  /** Its name in the log lines, e.g. "Stripe". */
  label: string;
  webhookPath: string;
  cancelPath: string;
  /**
   * The webhook's proof checked on the raw body: what to hand the checkout, `null` for a genuine
   * event the shop does not follow (or without our reference), undefined when the proof fails.
   */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    payload: string,
  ): Promise<VerifiedWebhook | null | undefined>;
  cancelLinkValid(reference: string | undefined, sig: string | undefined): reference is string;
  /** The shopper gave up on the provider's page: the attempt ends declined. */
  abandon(reference: string): Promise<void>;
  returnLink(reference: string): string;
}

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="it"><meta charset="utf-8"><title>Pagamento non trovato</title><main><h1>Pagamento non trovato</h1><p>Il collegamento non è valido.</p></main></html>';

/**
 * A hosted-page provider's two calls into the shop (decisions 0109, 0112), outside /ebsn/api:
 * - `POST <webhookPath>`: the provider's events, verified on the raw body (this plugin's own
 *   content-type parser keeps the bytes; the rest of the app parses JSON as before). An event about
 *   an attempt goes to the checkout's feedback; any other type, or an attempt this shop does not
 *   know, is acknowledged and ignored (the provider would otherwise retry it for days). A failure
 *   of ours (or of the provider's verify call) answers 500, so the provider tries again later.
 * - `GET <cancelPath>`: the shopper gave up on the provider's page. The attempt ends declined
 *   ("Paga di nuovo" opens a new one) and the browser goes on to the signed return, as after paying.
 */
export function hostedPaymentRoutes(provider: HostedPaymentProvider, port: PaymentFeedbackPort): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );

    app.post(provider.webhookPath, { schema: { hide: true } }, async (req, reply) => {
      const payload = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
      const verified = await provider.verifyWebhook(req.headers, payload);
      if (verified === undefined) return reply.status(400).send({ error: 'firma del webhook non valida' });
      if (verified === null) return { received: true };
      try {
        const { orderId } = await port.feedback(verified.feedback);
        return { received: true, orderId };
      } catch (e) {
        if (e instanceof AppError && e.code === 'PAYMENT_NOT_FOUND') {
          req.log.info(verified.log, `evento ${provider.label} di un pagamento sconosciuto`);
          return { received: true };
        }
        throw e;
      }
    });

    app.get<{ Querystring: Record<string, string | undefined> }>(
      provider.cancelPath,
      { schema: { hide: true } },
      async (req, reply) => {
        const { reference, sig } = req.query;
        if (!provider.cancelLinkValid(reference, sig))
          return reply.status(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
        await provider.abandon(reference);
        return reply.header('cache-control', 'no-store').redirect(provider.returnLink(reference), 303);
      },
    );
  };
}
