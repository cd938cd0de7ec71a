import Stripe from 'stripe';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthoriseRequest, AuthoriseResult, PaymentProvider } from './provider.js';
import { SignedLinks } from './signed-links.js';
import { claimAttempt } from './stripe-attempts.repository.js';
import type { StripeContext, StripeSettings } from './stripe-context.js';
import { chargeSavedCard, forgetCard, openSetupPage } from './stripe-saved-cards.js';
import {
  abandonPage,
  captureIntent,
  lookupAttempt,
  openPaymentPage,
  refundIntent,
  voidIntent,
} from './stripe-sessions.js';
import { referenceOfEvent, webhookEvent } from './stripe-webhooks.js';

export type { StripeSettings } from './stripe-context.js';
export { STRIPE_EVENTS, STRIPE_WEBHOOK_PATH } from './stripe-webhooks.js';

/** Where Stripe's page sends a shopper who gives up ("back" on the page): the attempt ends declined. */
export const STRIPE_CANCEL_PATH = '/payment/stripe/cancel';

/** The API version this code speaks (the stripe package's own); an upgrade of the package is a decision. */
export const STRIPE_API_VERSION = '2025-10-29.clover';

const DAY_MS = 86_400_000;

/**
 * Card payments (type 12) on Stripe, captured by hand (decision 0109). `authorise` opens a Checkout
 * Session (mode payment, `capture_method: manual`, the hold in euro) and answers its page; the
 * shopper enters the card and passes 3-D Secure there. What Stripe says of the attempt is read back
 * by `lookup` from the session (and its PaymentIntent), whose id the shop keeps
 * (`stripe_payment_attempt`). Every call that changes something carries an idempotency key made of
 * our attempt reference, the attempt's nonce and the operation. Called only with no transaction open.
 * Its parts: sessions and PaymentIntents (stripe-sessions.ts), saved cards (stripe-saved-cards.ts),
 * webhooks (stripe-webhooks.ts).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  /** Stripe releases an uncaptured card authorisation after 7 days: 6 by default, a day's margin. */
  readonly holdLastsDays: number;
  private readonly ctx: StripeContext;

  constructor(db: Db, clock: Clock, settings: StripeSettings) {
    const api = new URL(settings.apiUrl);
    const protocol = api.protocol === 'http:' ? 'http' : 'https';
    const stripe = new Stripe(settings.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      host: api.hostname,
      port: api.port || (protocol === 'http' ? 80 : 443),
      protocol,
      maxNetworkRetries: settings.maxNetworkRetries ?? 2,
      timeout: settings.timeoutMs ?? 20_000,
      telemetry: false,
    });
    const links = new SignedLinks(settings.secretKey, 'stripe', { ...settings, cancelPath: STRIPE_CANCEL_PATH });
    this.ctx = { stripe, db, clock, settings, links };
    this.holdLastsDays = settings.holdLastsDays ?? 6;
  }

  /** Stripe's ids: Checkout Sessions (cs_) while the shopper is on the page, PaymentIntents (pi_) after. */
  owns(providerRef: string): boolean {
    return ['cs_', 'pi_', 'seti_'].some((prefix) => providerRef.startsWith(prefix));
  }

  async authorise(req: AuthoriseRequest): Promise<AuthoriseResult> {
    // Cards only; a card number is never sent (Stripe's page asks for the card).
    if (req.method !== 'card') throw new Error('Stripe provider: card payments only');
    const row = await claimAttempt(this.ctx.db, req.reference, req.amountCents, this.ctx.clock.now().toISOString());
    // Answered before (a retry of a buy or of phase 2): what Stripe says of it now.
    if (row.session_id || row.payment_intent_id) {
      const known = await this.lookup(req.reference);
      if (known) return known;
    }
    const far = this.lapsesBefore(req.holdNeededUntil);
    // A saved card (decision 0113): charged without a page, unless its bank asks for 3-D Secure.
    if (req.cardToken?.startsWith('pm_')) {
      // Far slot: the card is saved already, authorised off-session at the cut-off.
      if (far && !req.offSession) return { outcome: 'saved', providerRef: req.cardToken, token: req.cardToken };
      return chargeSavedCard(this.ctx, row, req);
    }
    // Off-session without a Stripe card (one saved on the test provider before Stripe): refused,
    // so the shopper pays again; any other token is not Stripe's and its page asks for the card.
    if (req.offSession) return { outcome: 'declined', providerRef: row.reference, reason: 'card_not_saved' };
    if (far) return openSetupPage(this.ctx, row, Boolean(req.saveCard));
    return openPaymentPage(this.ctx, row, Boolean(req.saveCard));
  }

  lookup(reference: string): Promise<AuthoriseResult | undefined> {
    return lookupAttempt(this.ctx, reference);
  }

  capture(providerRef: string, amountCents: number): Promise<{ capturedCents: number }> {
    return captureIntent(this.ctx, providerRef, amountCents);
  }

  void(providerRef: string): Promise<void> {
    return voidIntent(this.ctx, providerRef);
  }

  refund(providerRef: string, amountCents: number, refundRef: string): Promise<{ refundedCents: number }> {
    return refundIntent(this.ctx, providerRef, amountCents, refundRef);
  }

  /** The shopper deleted a saved card: its PaymentMethod is detached (a second time is a no-op). */
  forgetCard(token: string): Promise<void> {
    return forgetCard(this.ctx, token);
  }

  /** The shopper left Stripe's page ("back"): the page is closed, so the attempt ends declined. */
  abandon(reference: string): Promise<void> {
    return abandonPage(this.ctx, reference);
  }

  /**
   * The feedback's proof: a webhook (`stripe-signature` and `payload`, the raw body) signed with
   * the endpoint's secret within 5 minutes of the shop's clock, or a return link this provider
   * signed. Answers the attempt reference it names.
   */
  verifyFeedback(params: Record<string, string | undefined>): string | undefined {
    const header = params['stripe-signature'];
    if (header !== undefined && params.payload !== undefined) {
      const event = this.webhookEvent(params.payload, header);
      return event ? referenceOfEvent(event) : undefined;
    }
    const { reference, sig } = params;
    return this.ctx.links.valid('return', reference, sig) ? reference : undefined;
  }

  /** The event a webhook carries, if its signature is good and recent; undefined otherwise. */
  webhookEvent(payload: string, header: string): Stripe.Event | undefined {
    return webhookEvent(this.ctx, payload, header);
  }

  /** The attempt an event is about (an event type the shop follows, carrying our reference). */
  referenceOf(event: Stripe.Event): string | undefined {
    return referenceOfEvent(event);
  }

  /** Where Stripe's page sends the shopper after paying: the checkout's feedback call, signed. */
  returnLink(reference: string): string {
    return this.ctx.links.returnLink(reference);
  }

  cancelLink(reference: string): string {
    return this.ctx.links.cancelLink(reference);
  }

  cancelLinkValid(reference: string | undefined, sig: string | undefined): reference is string {
    return this.ctx.links.valid('cancel', reference, sig);
  }

  /** The hold would lapse before `until` (a far slot): the card is saved instead (decision 0113). */
  private lapsesBefore(until: string | undefined): boolean {
    if (until === undefined) return false;
    return this.ctx.clock.now().getTime() + this.holdLastsDays * DAY_MS < Date.parse(until);
  }
}

/** The provider from the shop's settings (config.ts); app.ts builds it only when a key is set. */
export function createStripeProvider(
  db: Db,
  clock: Clock,
  config: {
    STRIPE_SECRET_KEY?: string;
    STRIPE_WEBHOOK_SECRET?: string;
    STRIPE_API_URL: string;
    PAYMENT_TIMEOUT_MINUTES: number;
    STRIPE_HOLD_DAYS?: number;
  },
  at: { origin: string; feedbackPath: string },
): StripePaymentProvider | undefined {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  return new StripePaymentProvider(db, clock, {
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    apiUrl: config.STRIPE_API_URL,
    origin: at.origin,
    feedbackPath: at.feedbackPath,
    paymentMinutes: config.PAYMENT_TIMEOUT_MINUTES,
    holdLastsDays: config.STRIPE_HOLD_DAYS,
  });
}
