import type { FastifyPluginAsync } from 'fastify';
import { hostedPaymentRoutes, type PaymentFeedbackPort } from './hosted-payment.routes.js';
import { PAYPAL_CANCEL_PATH, PAYPAL_WEBHOOK_PATH, type PaypalPaymentProvider } from './paypal-provider.js';

/**
 * PayPal's two calls into the shop (decision 0112): its webhook, verified by PayPal's
 * verify-webhook-signature API on the raw body with the shop's webhook id, then handed to the
 * checkout's feedback as the signed return would be (the provider looks at the attempt again, and
 * authorises an approved order, once); and the cancel link of its page.
 */
export function paypalRoutes(provider: PaypalPaymentProvider, port: PaymentFeedbackPort): FastifyPluginAsync {
  return hostedPaymentRoutes(
    {
      label: 'PayPal',
      webhookPath: PAYPAL_WEBHOOK_PATH,
      cancelPath: PAYPAL_CANCEL_PATH,
      verifyWebhook: async (headers, payload) => {
        const reference = await provider.webhookReference(headers, payload);
        if (reference === undefined || reference === null) return reference;
        return { feedback: provider.returnProof(reference), log: { reference } };
      },
      cancelLinkValid: (reference, sig): reference is string => provider.cancelLinkValid(reference, sig),
      abandon: (reference) => provider.abandon(reference),
      returnLink: (reference) => provider.returnLink(reference),
    },
    port,
  );
}
