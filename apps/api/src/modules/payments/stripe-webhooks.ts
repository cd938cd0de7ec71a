import type Stripe from 'stripe';
import type { StripeContext } from './stripe-context.js';

/** Where Stripe posts its events (outside /ebsn/api: a server-to-server call, signed, no session). */
export const STRIPE_WEBHOOK_PATH = '/payment/stripe/webhook';

/** A webhook whose signature is older (or newer) than this, by the shop's clock, is refused. */
const WEBHOOK_TOLERANCE_S = 300;

/**
 * The events the shop subscribes to: each one makes it look at the attempt again (`lookup`), so
 * the order they arrive in, or a repeat, changes nothing (decision 0109).
 */
export const STRIPE_EVENTS: readonly string[] = [
  'checkout.session.completed',
  'setup_intent.succeeded',
  'checkout.session.expired',
  'payment_intent.amount_capturable_updated',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
];

/** The event a webhook carries, if its signature is good and recent by the shop's clock; undefined otherwise. */
export function webhookEvent(ctx: StripeContext, payload: string, header: string): Stripe.Event | undefined {
  const secret = ctx.settings.webhookSecret;
  if (!secret) return undefined;
  const nowMs = ctx.clock.now().getTime();
  const t = Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1]);
  // The library refuses old signatures only; one dated ahead of the clock is refused too.
  if (!Number.isFinite(t) || t - nowMs / 1000 > WEBHOOK_TOLERANCE_S) return undefined;
  try {
    return ctx.stripe.webhooks.constructEvent(payload, header, secret, WEBHOOK_TOLERANCE_S, undefined, nowMs);
  } catch {
    return undefined;
  }
}

/** The attempt an event is about: the reference we put on the session and on its PaymentIntent. */
export function referenceOfEvent(event: Stripe.Event): string | undefined {
  if (!STRIPE_EVENTS.includes(event.type)) return undefined;
  const object = event.data.object as {
    metadata?: Record<string, string> | null;
    client_reference_id?: string | null;
  };
  const reference = object.metadata?.reference ?? object.client_reference_id ?? undefined;
  return typeof reference === 'string' && reference.length > 0 && reference.length <= 80
    ? reference
    : undefined;
}
