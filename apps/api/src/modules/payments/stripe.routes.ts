import type { FastifyPluginAsync } from 'fastify';
import { hostedPaymentRoutes, type PaymentFeedbackPort } from './hosted-payment.routes.js';
import { STRIPE_CANCEL_PATH, STRIPE_WEBHOOK_PATH, type StripePaymentProvider } from './stripe-provider.js';

/**
 * Stripe's two calls into the shop (decision 0109): its webhook, signed with the endpoint's secret
 * (`Stripe-Signature` on the raw body, checked by the library against the shop's clock), handed to
 * the checkout's feedback as it came; and the cancel link of its page.
 */
export function stripeRoutes(provider: StripePaymentProvider, port: PaymentFeedbackPort): FastifyPluginAsync {
  return hostedPaymentRoutes(
    {
      label: 'Stripe',
      webhookPath: STRIPE_WEBHOOK_PATH,
      cancelPath: STRIPE_CANCEL_PATH,
      verifyWebhook: async (headers, payload) => {
        const header = headers['stripe-signature'];
        const event = typeof header === 'string' ? provider.webhookEvent(payload, header) : undefined;
        if (!event || typeof header !== 'string') return undefined;
        // Event types the shop does not follow (or without our reference) are acknowledged.
        if (provider.referenceOf(event) === undefined) return null;
        return { feedback: { 'stripe-signature': header, payload }, log: { event: event.id, type: event.type } };
      },
      cancelLinkValid: (reference, sig): reference is string => provider.cancelLinkValid(reference, sig),
      abandon: (reference) => provider.abandon(reference),
      returnLink: (reference) => provider.returnLink(reference),
    },
    port,
  );
}
