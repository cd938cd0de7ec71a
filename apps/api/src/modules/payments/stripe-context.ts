import type Stripe from 'stripe';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { SignedLinks } from './signed-links.js';
import type { StripeAttempt } from './stripe-attempts.repository.js';

// What the parts of the Stripe provider share (decision 0109): the library's client, the shop's
// handles, its settings, and the signed addresses Stripe's page sends the shopper back to.

/** Stripe keeps a Checkout Session open for 30 minutes to 24 hours. */
const PAGE_MIN_S = 31 * 60;
const PAGE_MAX_S = 24 * 3600 - 60;

export interface StripeSettings {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_...); without it no webhook is believed. */
  webhookSecret?: string;
  /** https://api.stripe.com, or a stand-in's address. */
  apiUrl: string;
  /** The shop's origin, for the absolute addresses Stripe's page sends the shopper back to. */
  origin: string;
  /** Path of the checkout's return (feedback) call, e.g. /ebsn/api/payment/feedback. */
  feedbackPath: string;
  /** How long the shopper has to pay (the order's payment time): the page closes a little later. */
  paymentMinutes: number;
  /** Retries of a call whose answer was lost (same idempotency key); Stripe's library default is 1. */
  maxNetworkRetries?: number;
  timeoutMs?: number;
  /** How long a hold is trusted to last (STRIPE_HOLD_DAYS): a slot further away saves the card. */
  holdLastsDays?: number;
}

export type Session = Stripe.Checkout.Session;
export type Intent = Stripe.PaymentIntent;

/** The Stripe provider's shared state: its parts (sessions, saved cards, webhooks) take it first. */
export interface StripeContext {
  stripe: Stripe;
  db: Db;
  clock: Clock;
  settings: StripeSettings;
  links: SignedLinks;
}

export function nowOf(ctx: StripeContext): string {
  return ctx.clock.now().toISOString();
}

/** When Stripe closes the page: a little after the order's payment time, within Stripe's bounds. */
export function pageExpiry(ctx: StripeContext): number {
  const nowS = Math.floor(ctx.clock.now().getTime() / 1000);
  return nowS + Math.min(PAGE_MAX_S, Math.max(PAGE_MIN_S, (ctx.settings.paymentMinutes + 5) * 60));
}

/** The idempotency key of one operation of one attempt: our reference, its nonce, the operation. */
export function keyOf(row: StripeAttempt, operation: string): string {
  return `spesa:${row.reference}:${row.idem_nonce}:${operation}`;
}

/**
 * What every Checkout Session of ours carries (decisions 0109, 0113): our reference, the page in
 * Italian with a note under its button, its expiry, the signed ways back to the shop.
 */
export function sessionPage(ctx: StripeContext, reference: string, keep: boolean, note: string) {
  return {
    client_reference_id: reference,
    metadata: { reference, ...(keep ? { keep_card: '1' } : {}) },
    locale: 'it' as const,
    expires_at: pageExpiry(ctx),
    custom_text: { submit: { message: note } },
    success_url: ctx.links.absolute(ctx.links.returnLink(reference)),
    cancel_url: ctx.links.absolute(ctx.links.cancelLink(reference)),
  };
}
