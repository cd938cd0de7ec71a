import { createHmac, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthoriseRequest, AuthoriseResult, PaymentProvider } from './provider.js';
import { attemptOf, claimAttempt, recordIds, type StripeAttempt } from './stripe-attempts.repository.js';

/** Where Stripe posts its events (outside /ebsn/api: a server-to-server call, signed, no session). */
export const STRIPE_WEBHOOK_PATH = '/payment/stripe/webhook';
/** Where Stripe's page sends a shopper who gives up ("back" on the page): the attempt ends declined. */
export const STRIPE_CANCEL_PATH = '/payment/stripe/cancel';

/** The API version this code speaks (the stripe package's own); an upgrade of the package is a decision. */
export const STRIPE_API_VERSION = '2025-10-29.clover';

/** A webhook whose signature is older (or newer) than this, by the shop's clock, is refused. */
const WEBHOOK_TOLERANCE_S = 300;

/**
 * The events the shop subscribes to: each one makes it look at the attempt again (`lookup`), so
 * the order they arrive in, or a repeat, changes nothing (decision 0109).
 */
export const STRIPE_EVENTS: readonly string[] = [
  'checkout.session.completed',
  'checkout.session.expired',
  'payment_intent.amount_capturable_updated',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
];

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
}

type Session = Stripe.Checkout.Session;
type Intent = Stripe.PaymentIntent;

/**
 * Card payments (type 12) on Stripe, captured by hand (decision 0109). `authorise` opens a Checkout
 * Session (mode payment, `capture_method: manual`, the hold in euro) and answers its page; the
 * shopper enters the card and passes 3-D Secure there. What Stripe says of the attempt is read back
 * by `lookup` from the session (and its PaymentIntent), whose id the shop keeps
 * (`stripe_payment_attempt`). Every call that changes something carries an idempotency key made of
 * our attempt reference, the attempt's nonce and the operation. Called only with no transaction open.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;
  /** Signs the addresses Stripe's page sends the shopper back to (derived from the secret key). */
  private readonly linkKey: Buffer;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: StripeSettings,
  ) {
    const api = new URL(settings.apiUrl);
    const protocol = api.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(settings.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      host: api.hostname,
      port: api.port || (protocol === 'http' ? 80 : 443),
      protocol,
      maxNetworkRetries: settings.maxNetworkRetries ?? 2,
      timeout: settings.timeoutMs ?? 20_000,
      telemetry: false,
    });
    this.linkKey = createHmac('sha256', settings.secretKey).update('spesa: stripe return links').digest();
  }

  /** Stripe's ids: Checkout Sessions (cs_) while the shopper is on the page, PaymentIntents (pi_) after. */
  owns(providerRef: string): boolean {
    return providerRef.startsWith('cs_') || providerRef.startsWith('pi_');
  }

  async authorise(req: AuthoriseRequest): Promise<AuthoriseResult> {
    // Cards only; a saved card or a card number is never sent (Stripe's page asks for the card).
    if (req.method !== 'card') throw new Error('Stripe provider: card payments only');
    const row = await claimAttempt(this.db, req.reference, req.amountCents, this.now());
    // Answered before (a retry of a buy or of phase 2): what Stripe says of it now.
    if (row.session_id) {
      const known = await this.lookup(req.reference);
      if (known) return known;
    }
    const nowS = Math.floor(this.clock.now().getTime() / 1000);
    const open = Math.min(PAGE_MAX_S, Math.max(PAGE_MIN_S, (this.settings.paymentMinutes + 5) * 60));
    const reference = row.reference;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        payment_method_types: ['card'],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: row.amount_cents,
              product_data: {
                name: 'La tua spesa online',
                description:
                  'Importo bloccato sulla carta: addebitiamo solo il totale della spesa preparata.',
              },
            },
          },
        ],
        payment_intent_data: {
          capture_method: 'manual',
          metadata: { reference },
          description: `Spesa ${reference}`,
        },
        client_reference_id: reference,
        metadata: { reference },
        locale: 'it',
        expires_at: nowS + open,
        custom_text: {
          submit: {
            message:
              'Questo importo viene solo bloccato sulla carta. Quando la spesa è pronta addebitiamo il totale dei prodotti preparati, mai di più, e sblocchiamo il resto.',
          },
        },
        success_url: this.absolute(this.returnLink(reference)),
        cancel_url: this.absolute(this.cancelLink(reference)),
      },
      { idempotencyKey: keyOf(row, 'authorise') },
    );
    await recordIds(this.db, reference, { sessionId: session.id }, this.now());
    return this.resultOf(reference, session, intentIn(session));
  }

  async lookup(reference: string): Promise<AuthoriseResult | undefined> {
    const row = await attemptOf(this.db, reference);
    // No session recorded: Stripe's answer never arrived, so nobody was given its page.
    if (!row?.session_id) return undefined;
    const session = await this.stripe.checkout.sessions.retrieve(row.session_id, {
      expand: ['payment_intent'],
    });
    const intent = await this.intentOfSession(session);
    if (intent && !row.payment_intent_id)
      await recordIds(this.db, reference, { paymentIntentId: intent.id }, this.now());
    return this.resultOf(reference, session, intent);
  }

  /** What the session and its PaymentIntent say to the shop. */
  private resultOf(reference: string, session: Session, intent: Intent | undefined): AuthoriseResult {
    if (intent?.status === 'requires_capture')
      return { outcome: 'authorised', providerRef: intent.id, amountCents: intent.amount_capturable };
    // Captured already (a look after the capture): authorised for the amount that was held.
    if (intent?.status === 'succeeded')
      return { outcome: 'authorised', providerRef: intent.id, amountCents: intent.amount };
    if (intent?.status === 'canceled')
      return {
        outcome: 'declined',
        providerRef: intent.id,
        reason: `canceled:${intent.cancellation_reason ?? ''}`,
      };
    if (session.status === 'expired')
      return { outcome: 'declined', providerRef: session.id, reason: 'expired' };
    // Open: the shopper is on the page (a declined card there may be tried again, or another one).
    if (session.status === 'open' && session.url)
      return { outcome: 'action_required', providerRef: session.id, redirectUrl: session.url };
    // Complete but not yet held (processing): the shopper goes back to the order meanwhile.
    return {
      outcome: 'action_required',
      providerRef: intent?.id ?? session.id,
      redirectUrl: this.returnLink(reference),
    };
  }

  /** Captures at most what the card holds (asking more takes the hold); a repeat answers the first. */
  async capture(providerRef: string, amountCents: number): Promise<{ capturedCents: number }> {
    const { row, intent } = await this.intentOfRef(providerRef);
    if (intent.status === 'succeeded') return { capturedCents: intent.amount_received };
    if (intent.status !== 'requires_capture') throw new Error(`capture refused: ${intent.status}`);
    const take = Math.min(amountCents, intent.amount_capturable);
    if (!(take > 0)) throw new Error('capture refused');
    const done = await this.stripe.paymentIntents.capture(
      intent.id,
      { amount_to_capture: take },
      { idempotencyKey: keyOf(row, 'capture') },
    );
    return { capturedCents: done.amount_received };
  }

  /**
   * Releases the hold (cancels the PaymentIntent), or closes the page if the shopper has not paid
   * yet. Nothing to do once captured, cancelled or expired: a repeat is a no-op.
   */
  async void(providerRef: string): Promise<void> {
    const reference = providerRef.startsWith('pi_')
      ? (await this.intentOfRef(providerRef)).row.reference
      : (await this.stripe.checkout.sessions.retrieve(providerRef)).metadata?.reference;
    const row = reference ? await attemptOf(this.db, reference) : undefined;
    if (!row?.session_id) return;
    const session = await this.stripe.checkout.sessions.retrieve(row.session_id, {
      expand: ['payment_intent'],
    });
    const intent = await this.intentOfSession(session);
    if (intent?.status === 'requires_capture')
      await this.stripe.paymentIntents.cancel(
        intent.id,
        { cancellation_reason: 'abandoned' },
        { idempotencyKey: keyOf(row, 'void') },
      );
    else if (session.status === 'open') await this.expire(row, session.id);
  }

  /** Gives money back, never more than was captured and not yet refunded. */
  async refund(providerRef: string, amountCents: number): Promise<{ refundedCents: number }> {
    const { row, intent } = await this.intentOfRef(providerRef, ['latest_charge']);
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const refunded = charge?.amount_refunded ?? 0;
    if (
      intent.status !== 'succeeded' ||
      !(amountCents > 0) ||
      refunded + amountCents > intent.amount_received
    )
      throw new Error('refund refused');
    // The key names the state it was asked in: a retry of the same call refunds once.
    const r = await this.stripe.refunds.create(
      { payment_intent: intent.id, amount: amountCents },
      { idempotencyKey: keyOf(row, `refund-${refunded}-${amountCents}`) },
    );
    return { refundedCents: r.amount };
  }

  /** The shopper left Stripe's page ("back"): the page is closed, so the attempt ends declined. */
  async abandon(reference: string): Promise<void> {
    const row = await attemptOf(this.db, reference);
    if (!row?.session_id) return;
    const session = await this.stripe.checkout.sessions.retrieve(row.session_id);
    if (session.status === 'open') await this.expire(row, session.id);
  }

  private async expire(row: StripeAttempt, sessionId: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: keyOf(row, 'expire') });
    } catch (e) {
      // Paid or closed meanwhile (the shopper, Stripe, another of our calls): nothing left to close.
      const now = await this.stripe.checkout.sessions.retrieve(sessionId);
      if (now.status === 'open') throw e;
    }
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
    return reference && sig && sameHex(this.sign('return', reference), sig) ? reference : undefined;
  }

  /** The event a webhook carries, if its signature is good and recent; undefined otherwise. */
  webhookEvent(payload: string, header: string): Stripe.Event | undefined {
    const secret = this.settings.webhookSecret;
    if (!secret) return undefined;
    const nowMs = this.clock.now().getTime();
    const t = Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1]);
    // The library refuses old signatures only; one dated ahead of the clock is refused too.
    if (!Number.isFinite(t) || t - nowMs / 1000 > WEBHOOK_TOLERANCE_S) return undefined;
    try {
      return this.stripe.webhooks.constructEvent(
        payload,
        header,
        secret,
        WEBHOOK_TOLERANCE_S,
        undefined,
        nowMs,
      );
    } catch {
      return undefined;
    }
  }

  /** The attempt an event is about (an event type the shop follows, carrying our reference). */
  referenceOf(event: Stripe.Event): string | undefined {
    return referenceOfEvent(event);
  }

  /** Where Stripe's page sends the shopper after paying: the checkout's feedback call, signed. */
  returnLink(reference: string): string {
    return `${this.settings.feedbackPath}?reference=${encodeURIComponent(reference)}&sig=${this.sign('return', reference)}`;
  }

  cancelLink(reference: string): string {
    return `${STRIPE_CANCEL_PATH}?reference=${encodeURIComponent(reference)}&sig=${this.sign('cancel', reference)}`;
  }

  cancelLinkValid(reference: string | undefined, sig: string | undefined): reference is string {
    return Boolean(reference && sig && sameHex(this.sign('cancel', reference), sig));
  }

  private sign(purpose: 'return' | 'cancel', reference: string): string {
    return createHmac('sha256', this.linkKey).update(`${purpose}:${reference}`).digest('hex');
  }

  private absolute(path: string): string {
    return new URL(path, this.settings.origin).toString();
  }

  /** The PaymentIntent behind a provider reference, and our attempt (refused if it is not ours). */
  private async intentOfRef(
    providerRef: string,
    expand: string[] = [],
  ): Promise<{ row: StripeAttempt; intent: Intent }> {
    let intent: Intent | undefined;
    if (providerRef.startsWith('cs_')) {
      const session = await this.stripe.checkout.sessions.retrieve(providerRef, {
        expand: ['payment_intent'],
      });
      intent = await this.intentOfSession(session);
      if (intent && expand.length > 0)
        intent = await this.stripe.paymentIntents.retrieve(intent.id, { expand });
    } else {
      intent = await this.stripe.paymentIntents.retrieve(providerRef, expand.length > 0 ? { expand } : {});
    }
    const reference = intent?.metadata?.reference;
    const row = reference ? await attemptOf(this.db, reference) : undefined;
    if (!intent || !row) throw new Error(`not an attempt of this shop: ${providerRef}`);
    return { row, intent };
  }

  private async intentOfSession(session: Session): Promise<Intent | undefined> {
    const pi = session.payment_intent;
    if (!pi) return undefined;
    return typeof pi === 'string' ? this.stripe.paymentIntents.retrieve(pi) : pi;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}

/** The idempotency key of one operation of one attempt: our reference, its nonce, the operation. */
function keyOf(row: StripeAttempt, operation: string): string {
  return `spesa:${row.reference}:${row.idem_nonce}:${operation}`;
}

function intentIn(session: Session): Intent | undefined {
  return typeof session.payment_intent === 'object' && session.payment_intent
    ? session.payment_intent
    : undefined;
}

/** The attempt an event is about: the reference we put on the session and on its PaymentIntent. */
function referenceOfEvent(event: Stripe.Event): string | undefined {
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

function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
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
  });
}
