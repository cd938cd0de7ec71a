import { createHmac, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthoriseRequest, AuthoriseResult, PaymentProvider, SavedCardInfo } from './provider.js';
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
  'setup_intent.succeeded',
  'checkout.session.expired',
  'payment_intent.amount_capturable_updated',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
];

/** Stripe keeps a Checkout Session open for 30 minutes to 24 hours. */
const PAGE_MIN_S = 31 * 60;
const PAGE_MAX_S = 24 * 3600 - 60;
const DAY_MS = 86_400_000;

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
  /** Stripe releases an uncaptured card authorisation after 7 days: 6 by default, a day's margin. */
  readonly holdLastsDays: number;
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
    this.holdLastsDays = settings.holdLastsDays ?? 6;
    this.linkKey = createHmac('sha256', settings.secretKey).update('spesa: stripe return links').digest();
  }

  /** Stripe's ids: Checkout Sessions (cs_) while the shopper is on the page, PaymentIntents (pi_) after. */
  owns(providerRef: string): boolean {
    return ['cs_', 'pi_', 'seti_'].some((prefix) => providerRef.startsWith(prefix));
  }

  async authorise(req: AuthoriseRequest): Promise<AuthoriseResult> {
    // Cards only; a card number is never sent (Stripe's page asks for the card).
    if (req.method !== 'card') throw new Error('Stripe provider: card payments only');
    const row = await claimAttempt(this.db, req.reference, req.amountCents, this.now());
    // Answered before (a retry of a buy or of phase 2): what Stripe says of it now.
    if (row.session_id || row.payment_intent_id) {
      const known = await this.lookup(req.reference);
      if (known) return known;
    }
    const far = this.lapsesBefore(req.holdNeededUntil);
    // A saved card (decision 0113): charged without a page, unless its bank asks for 3-D Secure.
    if (req.cardToken?.startsWith('pm_')) {
      // Far slot: the card is saved already, authorised off-session at the cut-off.
      if (far && !req.offSession)
        return { outcome: 'saved', providerRef: req.cardToken, token: req.cardToken };
      return this.chargeSavedCard(row, req);
    }
    // Off-session without a Stripe card (one saved on the test provider before Stripe): refused,
    // so the shopper pays again; any other token is not Stripe's and its page asks for the card.
    if (req.offSession) return { outcome: 'declined', providerRef: row.reference, reason: 'card_not_saved' };
    if (far) return this.openSetupPage(row, Boolean(req.saveCard));
    const reference = row.reference;
    const customer = req.saveCard ? await this.customerFor(row) : undefined;
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
          // Kept for next time (the shopper's consent, "Salva la carta per i prossimi acquisti").
          ...(customer ? { setup_future_usage: 'off_session' as const } : {}),
        },
        ...(customer ? { customer } : {}),
        client_reference_id: reference,
        metadata: { reference, ...(customer ? { keep_card: '1' } : {}) },
        locale: 'it',
        expires_at: this.pageExpiry(),
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
    // A saved card charged without a page: its PaymentIntent says.
    if (row && !row.session_id && row.payment_intent_id)
      return this.resultOfDirect(reference, await this.stripe.paymentIntents.retrieve(row.payment_intent_id));
    // No session recorded: Stripe's answer never arrived, so nobody was given its page.
    if (!row?.session_id) return undefined;
    const session = await this.stripe.checkout.sessions.retrieve(row.session_id, {
      expand: ['payment_intent', 'setup_intent'],
    });
    if (session.mode === 'setup') return this.resultOfSetup(reference, session);
    const intent = await this.intentOfSession(session);
    if (intent && !row.payment_intent_id)
      await recordIds(this.db, reference, { paymentIntentId: intent.id }, this.now());
    const result = this.resultOf(reference, session, intent);
    // Kept for next time: the card Stripe saved with the payment, as the shopper recognises it.
    if (result.outcome === 'authorised' && session.metadata?.keep_card === '1' && intent?.payment_method)
      return { ...result, card: await this.cardInfo(intent.payment_method) };
    return result;
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
    // A saved card's SetupIntent (decision 0113) holds nothing.
    if (providerRef.startsWith('seti_')) return;
    const reference = providerRef.startsWith('pi_')
      ? (await this.intentOfRef(providerRef)).row.reference
      : (await this.stripe.checkout.sessions.retrieve(providerRef)).metadata?.reference;
    const row = reference ? await attemptOf(this.db, reference) : undefined;
    // A saved card's hold (no page): its PaymentIntent is cancelled, if it still holds.
    if (row && !row.session_id && row.payment_intent_id) {
      const intent = await this.stripe.paymentIntents.retrieve(row.payment_intent_id);
      if (intent.status === 'requires_capture' || intent.status === 'requires_action')
        await this.stripe.paymentIntents.cancel(
          intent.id,
          { cancellation_reason: 'abandoned' },
          { idempotencyKey: keyOf(row, 'void') },
        );
      return;
    }
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

  /** The hold would lapse before `until` (a far slot): the card is saved instead (decision 0113). */
  private lapsesBefore(until: string | undefined): boolean {
    if (until === undefined) return false;
    return this.clock.now().getTime() + this.holdLastsDays * DAY_MS < Date.parse(until);
  }

  /** When Stripe closes the page: a little after the order's payment time, within Stripe's bounds. */
  private pageExpiry(): number {
    const nowS = Math.floor(this.clock.now().getTime() / 1000);
    return nowS + Math.min(PAGE_MAX_S, Math.max(PAGE_MIN_S, (this.settings.paymentMinutes + 5) * 60));
  }

  /** The Stripe Customer a card is saved on: one per saving, made once whatever the retries. */
  private async customerFor(row: StripeAttempt): Promise<string> {
    const customer = await this.stripe.customers.create(
      { metadata: { reference: row.reference }, preferred_locales: ['it'] },
      { idempotencyKey: keyOf(row, 'customer') },
    );
    return customer.id;
  }

  /**
   * A far slot (decision 0113): a Checkout Session in setup mode saves the card on a Customer,
   * 3-D Secure done on the saving; nothing is held. The cut-off authorises it off-session.
   */
  private async openSetupPage(row: StripeAttempt, keep: boolean): Promise<AuthoriseResult> {
    const reference = row.reference;
    const customer = await this.customerFor(row);
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'setup',
        currency: 'eur',
        payment_method_types: ['card'],
        customer,
        setup_intent_data: {
          metadata: { reference },
          description: `Spesa ${reference}: carta salvata, autorizzata alla chiusura degli ordini`,
        },
        client_reference_id: reference,
        metadata: { reference, ...(keep ? { keep_card: '1' } : {}) },
        locale: 'it',
        expires_at: this.pageExpiry(),
        custom_text: {
          submit: {
            message:
              "La fascia scelta è lontana: ora salviamo la carta, senza bloccare nulla. Alla chiusura degli ordini, quando l'ordine non si può più modificare, blocchiamo il totale della spesa.",
          },
        },
        success_url: this.absolute(this.returnLink(reference)),
        cancel_url: this.absolute(this.cancelLink(reference)),
      },
      { idempotencyKey: keyOf(row, 'authorise') },
    );
    await recordIds(this.db, reference, { sessionId: session.id }, this.now());
    return this.resultOfSetup(reference, session);
  }

  /**
   * A saved card (a PaymentMethod on its Customer) held without Stripe's page: a PaymentIntent
   * confirmed at once, captured by hand. With the shopper there, a bank asking for 3-D Secure sends
   * them to its page (`action_required`); off-session (the cut-off) that is a refusal.
   */
  private async chargeSavedCard(row: StripeAttempt, req: AuthoriseRequest): Promise<AuthoriseResult> {
    const token = req.cardToken!;
    const pm = await this.stripe.paymentMethods.retrieve(token);
    const customer = typeof pm.customer === 'string' ? pm.customer : pm.customer?.id;
    if (!customer) return { outcome: 'declined', providerRef: token, reason: 'card_not_saved' };
    const reference = row.reference;
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: row.amount_cents,
          currency: 'eur',
          capture_method: 'manual',
          payment_method_types: ['card'],
          customer,
          payment_method: pm.id,
          confirm: true,
          ...(req.offSession
            ? { off_session: true }
            : { return_url: this.absolute(this.returnLink(reference)) }),
          metadata: { reference },
          description: `Spesa ${reference}`,
        },
        { idempotencyKey: keyOf(row, 'authorise') },
      );
      await recordIds(this.db, reference, { paymentIntentId: intent.id }, this.now());
      return this.resultOfDirect(reference, intent);
    } catch (e) {
      // Refused (402): Stripe's error carries the PaymentIntent it made, if any.
      if (!(e instanceof Stripe.errors.StripeCardError)) throw e;
      const intent = e.payment_intent;
      if (intent) await recordIds(this.db, reference, { paymentIntentId: intent.id }, this.now());
      return { outcome: 'declined', providerRef: intent?.id ?? pm.id, reason: e.code ?? 'card_declined' };
    }
  }

  /** What a saved card's PaymentIntent (no page) says to the shop. */
  private resultOfDirect(reference: string, intent: Intent): AuthoriseResult {
    if (intent.status === 'requires_capture')
      return { outcome: 'authorised', providerRef: intent.id, amountCents: intent.amount_capturable };
    if (intent.status === 'succeeded')
      return { outcome: 'authorised', providerRef: intent.id, amountCents: intent.amount };
    const bankPage = intent.next_action?.redirect_to_url?.url;
    if (intent.status === 'requires_action' && bankPage)
      return { outcome: 'action_required', providerRef: intent.id, redirectUrl: bankPage };
    if (intent.status === 'canceled')
      return {
        outcome: 'declined',
        providerRef: intent.id,
        reason: `canceled:${intent.cancellation_reason ?? ''}`,
      };
    if (intent.status === 'requires_payment_method')
      return {
        outcome: 'declined',
        providerRef: intent.id,
        reason: intent.last_payment_error?.code ?? 'declined',
      };
    return { outcome: 'action_required', providerRef: intent.id, redirectUrl: this.returnLink(reference) };
  }

  /** What a setup-mode session says: the card saved (its PaymentMethod), or the page still open. */
  private async resultOfSetup(reference: string, session: Session): Promise<AuthoriseResult> {
    const raw = session.setup_intent;
    const setup = typeof raw === 'string' ? await this.stripe.setupIntents.retrieve(raw) : (raw ?? undefined);
    const pm = setup?.payment_method;
    if (setup?.status === 'succeeded' && pm) {
      const token = typeof pm === 'string' ? pm : pm.id;
      const keep = session.metadata?.keep_card === '1';
      return {
        outcome: 'saved',
        providerRef: setup.id,
        token,
        card: keep ? await this.cardInfo(pm) : undefined,
      };
    }
    if (session.status === 'expired')
      return { outcome: 'declined', providerRef: session.id, reason: 'expired' };
    if (session.status === 'open' && session.url)
      return { outcome: 'action_required', providerRef: session.id, redirectUrl: session.url };
    return { outcome: 'action_required', providerRef: session.id, redirectUrl: this.returnLink(reference) };
  }

  /** A saved card as the shopper recognises it: brand, last four digits, expiry. */
  private async cardInfo(pm: string | Stripe.PaymentMethod): Promise<SavedCardInfo | undefined> {
    const method = typeof pm === 'string' ? await this.stripe.paymentMethods.retrieve(pm) : pm;
    const card = method.card;
    if (!card) return undefined;
    return {
      token: method.id,
      brand: card.brand.toUpperCase(),
      last4: card.last4,
      expiry: `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`,
    };
  }

  /** The shopper deleted a saved card: its PaymentMethod is detached (a second time is a no-op). */
  async forgetCard(token: string): Promise<void> {
    if (!token.startsWith('pm_')) return;
    try {
      await this.stripe.paymentMethods.detach(token);
    } catch (e) {
      // Detached already, or unknown to Stripe: nothing left to forget.
      if (!(e instanceof Stripe.errors.StripeInvalidRequestError)) throw e;
    }
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
