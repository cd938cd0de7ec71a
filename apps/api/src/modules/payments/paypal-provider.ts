import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import {
  ApiError,
  AuthorizationStatus,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  OrderStatus,
  PaymentsController,
  PaypalExperienceLandingPage,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type LinkDescription,
  type Money,
  type OAuthToken,
  type Order,
  type PaymentAuthorization,
} from '@paypal/paypal-server-sdk';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthoriseRequest, AuthoriseResult, PaymentProvider } from './provider.js';
import {
  abandonPaypalAttempt,
  claimPaypalAttempt,
  paypalAttemptOf,
  paypalAttemptOfOrder,
  recordPaypalAuthorisation,
  recordPaypalCapture,
  recordPaypalOrder,
  recordPaypalReauthorisation,
  type PaypalAttempt,
} from './paypal-attempts.repository.js';

/** Where PayPal posts its webhook events (outside /ebsn/api: server to server, verified, no session). */
export const PAYPAL_WEBHOOK_PATH = '/payment/paypal/webhook';
/** Where PayPal's page sends a shopper who gives up ("Annulla e torna al negozio"). */
export const PAYPAL_CANCEL_PATH = '/payment/paypal/cancel';

/** PayPal's live API (the default of PAYPAL_API_URL) and its sandbox. */
export const PAYPAL_LIVE_API = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';

/**
 * The events the shop subscribes to: each one only makes it look at the attempt again (`lookup`),
 * so their order, or a repeat, changes nothing (decision 0112).
 */
export const PAYPAL_EVENTS: readonly string[] = [
  'CHECKOUT.ORDER.APPROVED',
  'PAYMENT.AUTHORIZATION.CREATED',
  'PAYMENT.AUTHORIZATION.VOIDED',
];

/**
 * PayPal guarantees the funds of an authorisation for its honour period, 3 days; the authorisation
 * itself can be captured for 29 days. A capture after the honour period reauthorises first (a new
 * authorisation id with 3 days of its own; PayPal allows that from day 4 to day 29).
 */
export const PAYPAL_HONOUR_PERIOD_MS = 3 * 86_400_000;

/** Our provider references: PayPal's order id behind a prefix, stable across a reauthorisation. */
const REF_PREFIX = 'paypal:';

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  /** The webhook's id at PayPal (its verify API needs it); without it no webhook is believed. */
  webhookId?: string;
  /** PAYPAL_LIVE_API, PAYPAL_SANDBOX_API, or a stand-in's address (scheme, host, port). */
  apiUrl: string;
  /** The shop's origin, for the absolute addresses PayPal's page sends the shopper back to. */
  origin: string;
  /** Path of the checkout's return (feedback) call, e.g. /ebsn/api/payment/feedback. */
  feedbackPath: string;
  timeoutMs?: number;
}

/**
 * PayPal payments (type 13) through the official SDK (`@paypal/paypal-server-sdk`, Orders v2 with
 * `intent: AUTHORIZE`), decision 0112. `authorise` creates an order for the hold and answers PayPal's
 * approval page; once the shopper approved it there, the first look at the attempt (the shopper's
 * return, PayPal's webhook or the sweeper, whichever comes first) authorises the order, with the
 * same `PayPal-Request-Id` each time, so once. `capture` takes the picked amount (never more than
 * the authorisation, `final_capture`), reauthorising first once the honour period has passed;
 * `void` releases the authorisation (or closes the attempt if the shopper is still on the page);
 * `refund` gives back at most what was captured. Every call that changes something carries a
 * `PayPal-Request-Id` made of our reference, the attempt's nonce and the operation. Called only
 * with no transaction open.
 */
export class PaypalPaymentProvider implements PaymentProvider {
  readonly name = 'paypal';
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;
  private readonly client: Client;
  private token: OAuthToken | undefined;
  /** Signs the addresses PayPal's page sends the shopper back to (derived from the client secret). */
  private readonly linkKey: Buffer;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: PaypalSettings,
  ) {
    const api = new URL(settings.apiUrl);
    const timeout = settings.timeoutMs ?? 20_000;
    this.client = new Client({
      environment: api.origin === PAYPAL_LIVE_API ? Environment.Production : Environment.Sandbox,
      timeout,
      clientCredentialsAuthCredentials: {
        oAuthClientId: settings.clientId,
        oAuthClientSecret: settings.clientSecret,
        oAuthOnTokenUpdate: (token) => {
          this.token = token;
        },
      },
      httpClientOptions: {
        timeout,
        // Lost answers are retried by the shop with the same PayPal-Request-Id, not by the SDK.
        retryConfig: { maxNumberOfRetries: 0 },
        ...(api.origin === PAYPAL_LIVE_API || api.origin === PAYPAL_SANDBOX_API
          ? {}
          : { httpsAgent: connectingTo(api) }),
      },
    });
    this.orders = new OrdersController(this.client);
    this.payments = new PaymentsController(this.client);
    this.linkKey = createHmac('sha256', settings.clientSecret).update('spesa: paypal return links').digest();
  }

  owns(providerRef: string): boolean {
    return providerRef.startsWith(REF_PREFIX);
  }

  async authorise(req: AuthoriseRequest): Promise<AuthoriseResult> {
    if (req.method !== 'paypal') throw new Error('PayPal provider: PayPal payments only');
    const row = await claimPaypalAttempt(this.db, req.reference, req.amountCents, this.now());
    // Answered before (a retry of a buy or of phase 2): where the order stands now.
    if (row.order_id) return this.stateOf(row);
    const reference = row.reference;
    const { result: order } = await this.orders.createOrder({
      paypalRequestId: keyOf(row, 'create'),
      prefer: 'return=representation',
      body: {
        intent: CheckoutPaymentIntent.Authorize,
        purchaseUnits: [
          {
            referenceId: 'default',
            customId: reference,
            description: 'La tua spesa online: addebitiamo solo il totale della spesa preparata',
            amount: money(row.amount_cents),
          },
        ],
        paymentSource: {
          paypal: {
            experienceContext: {
              brandName: 'Spesa',
              locale: 'it-IT',
              shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
              landingPage: PaypalExperienceLandingPage.Login,
              userAction: PaypalExperienceUserAction.Continue,
              returnUrl: this.absolute(this.returnLink(reference)),
              cancelUrl: this.absolute(this.cancelLink(reference)),
            },
          },
        },
      },
    });
    if (!order.id) throw new Error('PayPal answered an order without id');
    await recordPaypalOrder(this.db, reference, order.id, this.now());
    const approve = approveLink(order);
    if (!approve) throw new Error(`PayPal order ${order.id} without an approval link (${order.status})`);
    return { outcome: 'action_required', providerRef: REF_PREFIX + order.id, redirectUrl: approve };
  }

  async lookup(reference: string): Promise<AuthoriseResult | undefined> {
    const row = await paypalAttemptOf(this.db, reference);
    // No order recorded: PayPal's answer never arrived, so nobody was given its page.
    if (!row?.order_id) return undefined;
    return this.stateOf(row);
  }

  /** Where the attempt stands at PayPal; an order the shopper approved is authorised here, once. */
  private async stateOf(row: PaypalAttempt): Promise<AuthoriseResult> {
    const providerRef = REF_PREFIX + row.order_id!;
    if (row.authorization_id) {
      const { result } = await this.payments.getAuthorizedPayment({ authorizationId: inForce(row) });
      return this.resultOf(row, result);
    }
    if (row.abandoned_at) return { outcome: 'declined', providerRef, reason: 'abandoned' };
    const { result: order } = await this.orders.getOrder({ id: row.order_id! });
    if (order.status === OrderStatus.Voided) return { outcome: 'declined', providerRef, reason: 'voided' };
    const done = authorisationIn(order);
    if (done) return this.recordAuthorisation(row, done);
    if (order.status === OrderStatus.Approved) return this.authoriseOrder(row, order);
    const approve = approveLink(order);
    return approve
      ? { outcome: 'action_required', providerRef, redirectUrl: approve }
      : { outcome: 'declined', providerRef, reason: `order:${order.status ?? ''}` };
  }

  /** The approved order authorised: the same PayPal-Request-Id whoever asks, so one authorisation. */
  private async authoriseOrder(row: PaypalAttempt, order: Order): Promise<AuthoriseResult> {
    const providerRef = REF_PREFIX + row.order_id!;
    try {
      const { result } = await this.orders.authorizeOrder({
        id: row.order_id!,
        paypalRequestId: keyOf(row, 'authorise'),
        prefer: 'return=representation',
      });
      const auth = authorisationIn(result);
      if (!auth) throw new Error(`PayPal authorised order ${row.order_id} without an authorisation`);
      return await this.recordAuthorisation(row, auth);
    } catch (e) {
      // The funding source was refused: PayPal asks to send the shopper back to choose another.
      if (issueOf(e) === 'INSTRUMENT_DECLINED') {
        const { result: again } = await this.orders.getOrder({ id: order.id! });
        const approve = approveLink(again);
        if (approve) return { outcome: 'action_required', providerRef, redirectUrl: approve };
      }
      throw e;
    }
  }

  private async recordAuthorisation(
    row: PaypalAttempt,
    auth: PaymentAuthorization,
  ): Promise<AuthoriseResult> {
    await recordPaypalAuthorisation(
      this.db,
      row.reference,
      { id: auth.id!, at: auth.createTime ?? this.now() },
      this.now(),
    );
    const now = (await paypalAttemptOf(this.db, row.reference))!;
    // Closed by the shop while PayPal was authorising (a cancel, the sweeper): the hold goes back.
    if (
      now.abandoned_at &&
      (auth.status === AuthorizationStatus.Created || auth.status === AuthorizationStatus.Pending)
    ) {
      await this.payments.voidPayment({ authorizationId: auth.id!, paypalRequestId: keyOf(now, 'void') });
      return { outcome: 'declined', providerRef: REF_PREFIX + row.order_id!, reason: 'abandoned' };
    }
    return this.resultOf(now, auth);
  }

  private resultOf(row: PaypalAttempt, auth: PaymentAuthorization): AuthoriseResult {
    const providerRef = REF_PREFIX + row.order_id!;
    switch (auth.status) {
      case AuthorizationStatus.Created:
        if (auth.expirationTime && Date.parse(auth.expirationTime) <= this.clock.now().getTime())
          return { outcome: 'declined', providerRef, reason: 'expired' };
        return { outcome: 'authorised', providerRef, amountCents: cents(auth.amount) };
      // Captured (a look after the capture): authorised for the amount that was held.
      case AuthorizationStatus.Captured:
      case AuthorizationStatus.PartiallyCaptured:
        return { outcome: 'authorised', providerRef, amountCents: cents(auth.amount) };
      // Under review at PayPal: the shopper goes back to the order meanwhile; the sweeper asks again.
      case AuthorizationStatus.Pending:
        return { outcome: 'action_required', providerRef, redirectUrl: this.returnLink(row.reference) };
      default:
        return { outcome: 'declined', providerRef, reason: String(auth.status ?? 'unknown').toLowerCase() };
    }
  }

  /**
   * Captures the amount asked, at most the authorisation's (final: the rest is released). Past the
   * honour period of the authorisation in force, a reauthorisation comes first. A repeat answers
   * the first capture.
   */
  async capture(providerRef: string, amountCents: number): Promise<{ capturedCents: number }> {
    let row = await this.attemptOfRef(providerRef);
    if (row.capture_id) {
      const { result } = await this.payments.getCapturedPayment({ captureId: row.capture_id });
      return { capturedCents: cents(result.amount) };
    }
    if (!row.authorization_id) {
      const state = await this.stateOf(row);
      if (state.outcome !== 'authorised') throw new Error(`capture refused: ${state.outcome}`);
      row = (await paypalAttemptOf(this.db, row.reference))!;
    }
    let { result: auth } = await this.payments.getAuthorizedPayment({ authorizationId: inForce(row) });
    const captured = auth.status === AuthorizationStatus.Captured;
    if (!captured && auth.status !== AuthorizationStatus.Created)
      throw new Error(`capture refused: ${String(auth.status).toLowerCase()}`);
    const take = Math.min(amountCents, cents(auth.amount));
    if (!(take > 0)) throw new Error('capture refused');
    if (!captured && this.pastHonourPeriod(row)) auth = await this.reauthorise(row, auth);
    // Captured already but its answer lost: the same PayPal-Request-Id answers the first capture.
    const { result } = await this.payments.captureAuthorizedPayment({
      authorizationId: auth.id!,
      paypalRequestId: keyOf(row, 'capture'),
      prefer: 'return=representation',
      body: { amount: money(take), finalCapture: true },
    });
    await recordPaypalCapture(this.db, row.reference, result.id!, this.now());
    return { capturedCents: cents(result.amount) };
  }

  /** Whether the authorisation in force is past its 3-day honour period by the shop's clock. */
  private pastHonourPeriod(row: PaypalAttempt): boolean {
    if (!row.authorised_at) return false;
    return this.clock.now().getTime() - Date.parse(row.authorised_at) > PAYPAL_HONOUR_PERIOD_MS;
  }

  /**
   * A new authorisation for the same amount, asked on the order's authorisation (PayPal: days 4 to
   * 29 of it, each with a new id and a new honour period); the new one is captured from then on.
   */
  private async reauthorise(
    row: PaypalAttempt,
    current: PaymentAuthorization,
  ): Promise<PaymentAuthorization> {
    const { result } = await this.payments.reauthorizePayment({
      authorizationId: row.authorization_id!,
      paypalRequestId: keyOf(row, `reauthorise-${current.id!}`),
      prefer: 'return=representation',
      body: { amount: current.amount },
    });
    if (!result.id || result.status !== AuthorizationStatus.Created)
      throw new Error(`reauthorisation refused: ${String(result.status).toLowerCase()}`);
    await recordPaypalReauthorisation(
      this.db,
      row.reference,
      { id: result.id, at: result.createTime ?? this.now() },
      this.now(),
    );
    return result;
  }

  /**
   * Releases the authorisation; before one exists (the shopper on PayPal's page) the attempt is
   * closed on our side, so it ends declined whatever the shopper does there. A repeat is a no-op.
   */
  async void(providerRef: string): Promise<void> {
    const row = await this.attemptOfRef(providerRef);
    if (!row.authorization_id) {
      await abandonPaypalAttempt(this.db, row.reference, this.now());
      // Approved and authorised meanwhile by another look: that look voids it (recordAuthorisation).
      return;
    }
    const { result: auth } = await this.payments.getAuthorizedPayment({ authorizationId: inForce(row) });
    if (auth.status === AuthorizationStatus.Created || auth.status === AuthorizationStatus.Pending)
      await this.payments.voidPayment({ authorizationId: auth.id!, paypalRequestId: keyOf(row, 'void') });
  }

  /** Gives money back, never more than was captured and not yet refunded. */
  async refund(providerRef: string, amountCents: number): Promise<{ refundedCents: number }> {
    const row = await this.attemptOfRef(providerRef);
    if (!row.capture_id || !(amountCents > 0)) throw new Error('refund refused');
    const { result: capture } = await this.payments.getCapturedPayment({ captureId: row.capture_id });
    const { result: order } = await this.orders.getOrder({ id: row.order_id! });
    const refunded = (order.purchaseUnits?.[0]?.payments?.refunds ?? [])
      .filter((r) => r.status !== 'CANCELLED' && r.status !== 'FAILED')
      .reduce((sum, r) => sum + cents(r.amount), 0);
    if (refunded + amountCents > cents(capture.amount)) throw new Error('refund refused');
    // The key names the state it was asked in: a retry of the same call refunds once.
    const { result } = await this.payments.refundCapturedPayment({
      captureId: row.capture_id,
      paypalRequestId: keyOf(row, `refund-${refunded}-${amountCents}`),
      prefer: 'return=representation',
      body: { amount: money(amountCents) },
    });
    return { refundedCents: cents(result.amount) };
  }

  /** The shopper left PayPal's page ("Annulla"): the attempt ends declined. */
  async abandon(reference: string): Promise<void> {
    const row = await paypalAttemptOf(this.db, reference);
    if (row && !row.authorization_id) await abandonPaypalAttempt(this.db, reference, this.now());
  }

  /** The feedback's proof: a return link this provider signed (webhooks are verified in the route). */
  verifyFeedback(params: Record<string, string | undefined>): string | undefined {
    const { reference, sig } = params;
    return reference && sig && sameHex(this.sign('return', reference), sig) ? reference : undefined;
  }

  /**
   * A webhook as PayPal sent it, verified by PayPal's own verify-webhook-signature API with the
   * shop's webhook id (the SDK has no call for it: the SDK's OAuth token, a plain request). Answers
   * the attempt it is about, `null` for a genuine event the shop does not follow, undefined when
   * the proof does not hold.
   */
  async webhookReference(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<string | null | undefined> {
    const webhookId = this.settings.webhookId;
    if (!webhookId) return undefined;
    const h = (name: string) => {
      const v = headers[name];
      return typeof v === 'string' && v.length > 0 && v.length <= 2048 ? v : undefined;
    };
    const fields = {
      auth_algo: h('paypal-auth-algo'),
      cert_url: h('paypal-cert-url'),
      transmission_id: h('paypal-transmission-id'),
      transmission_sig: h('paypal-transmission-sig'),
      transmission_time: h('paypal-transmission-time'),
      webhook_id: webhookId,
    };
    if (Object.values(fields).some((v) => v === undefined)) return undefined;
    let event: { event_type?: unknown; resource?: Record<string, unknown> };
    try {
      event = JSON.parse(rawBody) as typeof event;
    } catch {
      return undefined;
    }
    // The event exactly as received (not re-serialised): PayPal checks it byte for byte.
    const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${rawBody}}`;
    const res = await fetch(new URL('/v1/notifications/verify-webhook-signature', this.settings.apiUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 20_000),
    });
    if (!res.ok) throw new Error(`PayPal verify-webhook-signature answered ${res.status}`);
    const verdict = (await res.json()) as { verification_status?: string };
    if (verdict.verification_status !== 'SUCCESS') return undefined;
    return referenceOfEvent(event);
  }

  /** A signed return link's proof for `reference` (a verified webhook goes on as a return). */
  returnProof(reference: string): { reference: string; sig: string } {
    return { reference, sig: this.sign('return', reference) };
  }

  /** Where PayPal's page sends the shopper after approving: the checkout's feedback call, signed. */
  returnLink(reference: string): string {
    return `${this.settings.feedbackPath}?reference=${encodeURIComponent(reference)}&sig=${this.sign('return', reference)}`;
  }

  cancelLink(reference: string): string {
    return `${PAYPAL_CANCEL_PATH}?reference=${encodeURIComponent(reference)}&sig=${this.sign('cancel', reference)}`;
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

  /** The SDK's OAuth token (fetched or renewed by the SDK's own manager when missing or expired). */
  private async accessToken(): Promise<string> {
    this.token = await this.client.clientCredentialsAuthManager.updateToken(this.token);
    return this.token.accessToken;
  }

  /** Our attempt behind a provider reference (refused if it is not one of this shop's). */
  private async attemptOfRef(providerRef: string): Promise<PaypalAttempt> {
    const row = this.owns(providerRef)
      ? await paypalAttemptOfOrder(this.db, providerRef.slice(REF_PREFIX.length))
      : undefined;
    if (!row) throw new Error(`not an attempt of this shop: ${providerRef}`);
    return row;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}

/** The authorisation captured or voided: the latest reauthorisation, or the order's own. */
function inForce(row: PaypalAttempt): string {
  return row.reauthorization_id ?? row.authorization_id!;
}

/** The PayPal-Request-Id of one operation of one attempt: our reference, its nonce, the operation. */
function keyOf(row: PaypalAttempt, operation: string): string {
  return `spesa:${row.reference}:${row.idem_nonce}:${operation}`;
}

function money(cents: number): Money {
  return { currencyCode: 'EUR', value: (cents / 100).toFixed(2) };
}

function cents(m: Money | undefined): number {
  if (!m || m.currencyCode !== 'EUR') throw new Error(`PayPal amount not in euro: ${JSON.stringify(m)}`);
  return Math.round(Number(m.value) * 100);
}

/** The page the shopper approves the order on: `payer-action` (payment_source.paypal) or `approve`. */
function approveLink(order: Order): string | undefined {
  const links: LinkDescription[] = order.links ?? [];
  return (links.find((l) => l.rel === 'payer-action') ?? links.find((l) => l.rel === 'approve'))?.href;
}

function authorisationIn(order: {
  purchaseUnits?: Order['purchaseUnits'];
}): PaymentAuthorization | undefined {
  return order.purchaseUnits?.[0]?.payments?.authorizations?.at(-1);
}

/** PayPal's error name for a refused call (`details[0].issue`, e.g. INSTRUMENT_DECLINED). */
function issueOf(e: unknown): string | undefined {
  if (!(e instanceof ApiError)) return undefined;
  try {
    const body = (typeof e.body === 'string' ? JSON.parse(e.body) : e.result) as {
      details?: Array<{ issue?: string }>;
    };
    return body?.details?.[0]?.issue;
  } catch {
    return undefined;
  }
}

/** The attempt an event is about: our reference in the resource's custom_id (or its order's). */
function referenceOfEvent(event: {
  event_type?: unknown;
  resource?: Record<string, unknown>;
}): string | null {
  if (typeof event.event_type !== 'string' || !PAYPAL_EVENTS.includes(event.event_type)) return null;
  const r = event.resource ?? {};
  const units = Array.isArray(r.purchase_units) ? (r.purchase_units as Array<{ custom_id?: unknown }>) : [];
  const reference = r.custom_id ?? units[0]?.custom_id;
  return typeof reference === 'string' && reference.length > 0 && reference.length <= 80 ? reference : null;
}

function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

/**
 * The SDK knows only PayPal's two addresses (Environment.Production, Environment.Sandbox; no custom
 * base URL in this version). Any other PAYPAL_API_URL (a stand-in) is reached through the SDK's
 * own `httpClientOptions.httpsAgent`: an agent that opens every connection to that host and port,
 * over plain TCP for http:// (a local stand-in) or TLS for https://.
 */
function connectingTo(api: URL): http.Agent {
  const plain = api.protocol === 'http:';
  const port = Number(api.port || (plain ? 80 : 443));
  const host = api.hostname.replace(/^\[|\]$/g, '');
  if (plain) {
    const agent = new http.Agent({ keepAlive: true });
    // The SDK asks for https://api-m.sandbox.paypal.com: this agent answers for https requests.
    (agent as unknown as { protocol: string }).protocol = 'https:';
    agent.createConnection = () => net.createConnection({ host, port });
    return agent;
  }
  const agent = new https.Agent({ keepAlive: true });
  agent.createConnection = () => tls.connect({ host, port, servername: net.isIP(host) ? undefined : host });
  return agent;
}

/** The provider from the shop's settings (config.ts); app.ts builds it only when a client id is set. */
export function createPaypalProvider(
  db: Db,
  clock: Clock,
  config: {
    PAYPAL_CLIENT_ID?: string;
    PAYPAL_CLIENT_SECRET?: string;
    PAYPAL_WEBHOOK_ID?: string;
    PAYPAL_API_URL: string;
  },
  at: { origin: string; feedbackPath: string },
): PaypalPaymentProvider | undefined {
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) return undefined;
  return new PaypalPaymentProvider(db, clock, {
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    webhookId: config.PAYPAL_WEBHOOK_ID,
    apiUrl: config.PAYPAL_API_URL,
    origin: at.origin,
    feedbackPath: at.feedbackPath,
  });
}
