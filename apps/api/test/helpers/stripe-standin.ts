import type http from 'node:http';
import { createHash } from 'node:crypto';
import { StandinCheckoutSessions, type StoredSession } from './stripe-standin/checkout-sessions.js';
import { StandinEvents } from './stripe-standin/events.js';
import { StandinPaymentIntents } from './stripe-standin/payment-intents.js';
import { StandinRefunds } from './stripe-standin/refunds.js';
import { decodeForm, errorBody, id, listOf, StandinStripeError, type Obj } from './stripe-standin/shared.js';
import { StandinWallet, type StandinCard } from './stripe-standin/wallet.js';
import { header, StandinServer, type StandinEvent, type StandinRequest } from './standin-server.js';
import type { WebhookDelivery } from './standin-server.js';

/**
 * A local stand-in for the part of Stripe's API the shop uses (decision 0109), answered as Stripe's
 * API reference documents it: form-encoded requests (`a[b][0][c]=…`), JSON answers, a bearer secret
 * key, errors as `{ error: { type, code, message, param } }`, and `Idempotency-Key` honoured (the
 * same key and request answer the same, replayed; the same key with other parameters is refused).
 * State lives in memory, one file per resource under `stripe-standin/`: Checkout Sessions
 * (`checkout-sessions.ts`), PaymentIntents and their charges (`payment-intents.ts`), refunds
 * (`refunds.ts`), saved cards: Customers, PaymentMethods, SetupIntents and PaymentIntents
 * confirmed on a saved card (`wallet.ts`, decision 0113), and the events (`events.ts`).
 *
 * A test plays the shopper with `pay` (or the hosted page at the session's `url`: GET shows it,
 * POST `outcome=…` acts), and Stripe's side with `flush`: events are queued as Stripe would send
 * them and delivered, signed `Stripe-Signature: t=…,v1=…` (HMAC-SHA256 of `${t}.${body}` with the
 * endpoint secret), when the test says. The clock is the test's (`now`), so signatures and the
 * 7 days an authorisation lasts follow it.
 */

export type PayOutcome = 'success' | '3ds-success' | '3ds-fail' | 'declined';

export interface StandinOptions {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's clock: the app's (a fixed test clock), so timestamps agree. */
  now?: () => Date;
  /** How a signed event reaches the shop: an injected request, or a POST to a URL. */
  deliver?: WebhookDelivery;
}

export class StripeStandin {
  readonly paymentIntents: StandinPaymentIntents = new StandinPaymentIntents({
    nowS: () => this.nowS(),
    emit: (type, object) => this.emit(type, object),
    openSessionUses: (intentId) => this.checkoutSessions.openUses(intentId),
  });
  readonly checkoutSessions: StandinCheckoutSessions = new StandinCheckoutSessions(this);
  /** Customers, PaymentMethods, SetupIntents and saved-card PaymentIntents (decision 0113). */
  readonly wallet: StandinWallet = new StandinWallet(this);
  readonly refundsApi: StandinRefunds = new StandinRefunds(this.paymentIntents, () => this.nowS());
  private readonly queue: StandinEvents;
  private readonly idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  private readonly http = new StandinServer((req, res, raw, url) => this.handle(req, res, raw, url));

  constructor(private readonly opts: StandinOptions) {
    this.queue = new StandinEvents(opts.webhookSecret, () => this.nowS(), opts.deliver);
  }

  get sessions(): Map<string, StoredSession> {
    return this.checkoutSessions.sessions;
  }

  get intents() {
    return this.paymentIntents.intents;
  }

  get charges() {
    return this.paymentIntents.charges;
  }

  get refunds(): Map<string, Obj> {
    return this.refundsApi.refunds;
  }

  get events(): StandinEvent[] {
    return this.queue.events;
  }

  /** How a signed event reaches the shop (set by a test once the app runs). */
  set deliver(deliver: WebhookDelivery | undefined) {
    this.queue.deliver = deliver;
  }

  get deliver(): WebhookDelivery | undefined {
    return this.queue.deliver;
  }

  private now(): Date {
    return this.opts.now ? this.opts.now() : new Date();
  }

  nowS(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  get url(): string {
    return this.http.url;
  }

  /** Every API request, method and path (a test can count the calls). */
  get requests(): StandinRequest[] {
    return this.http.requests;
  }

  async start(): Promise<this> {
    await this.http.start();
    return this;
  }

  stop(): Promise<void> {
    return this.http.stop();
  }

  /**
   * The next matching request is carried out and its answer lost (the connection is cut before
   * it): what a timeout or a dropped connection does to the caller.
   */
  loseNextAnswer(method: string, path: RegExp): void {
    this.http.loseNextAnswer(method, path);
  }

  // ---- the shopper on the hosted page ----

  /** The shopper pays on the session's page; answers where the browser goes next (if anywhere). */
  pay(sessionId: string, outcome: PayOutcome, card: StandinCard = '4242'): { redirect?: string } {
    const s = this.sessions.get(sessionId);
    if (!s) throw new Error(`no session ${sessionId}`);
    if (s.status !== 'open') throw new Error(`session ${sessionId} is ${s.status}`);
    if (s.mode === 'setup') return this.saveOnPage(s, outcome, card);
    const pi = this.checkoutSessions.intentOf(s);
    if (outcome === 'success' || outcome === '3ds-success') {
      const charge = this.paymentIntents.charge(pi);
      Object.assign(pi, {
        status: 'requires_capture',
        amount_capturable: pi.amount,
        latest_charge: charge.id,
        last_payment_error: null,
        // Kept on the session's Customer when the shop asked (`setup_future_usage`).
        payment_method: this.wallet.newPaymentMethod(card, keeps(s) ? (s.customer ?? null) : null).id,
      });
      Object.assign(s, { status: 'complete', url: null });
      this.emit('payment_intent.amount_capturable_updated', pi);
      this.emit('checkout.session.completed', s);
      return { redirect: s.success_url };
    }
    // Refused by the bank, or 3-D Secure failed: the page says so and stays open for another card.
    Object.assign(pi, {
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: outcome === '3ds-fail' ? 'payment_intent_authentication_failure' : 'card_declined',
        message: outcome === '3ds-fail' ? 'Autenticazione non riuscita.' : 'La carta è stata rifiutata.',
      },
    });
    this.emit('payment_intent.payment_failed', pi);
    return {};
  }

  /** A setup-mode session's page: the card saved on the session's Customer, or refused. */
  private saveOnPage(s: StoredSession, outcome: PayOutcome, card: StandinCard): { redirect?: string } {
    const si = this.wallet.setupIntents.get(s.setup_intent!)!;
    // A card that always asks for 3-D Secure is saved only once the shopper passes it.
    const ok = outcome === '3ds-success' || (outcome === 'success' && card !== '3184');
    if (!this.wallet.completeSetup(si, ok, card)) return {};
    Object.assign(s, { status: 'complete', url: null });
    this.emit('checkout.session.completed', s);
    return { redirect: s.success_url };
  }

  /** The shopper clicks "back" on the page: the browser goes to the cancel address. */
  back(sessionId: string): string {
    return this.sessions.get(sessionId)!.cancel_url;
  }

  /** The session whose client reference (our attempt reference) is this one, if any. */
  sessionOf(reference: string): StoredSession | undefined {
    return [...this.sessions.values()].find((s) => s.client_reference_id === reference);
  }

  sessionsOf(reference: string): StoredSession[] {
    return [...this.sessions.values()].filter((s) => s.client_reference_id === reference);
  }

  // ---- Stripe's side: events and their delivery ----

  /** The `Stripe-Signature` header Stripe sends with `body` at `timestamp` (seconds). */
  signature(body: string, timestamp = this.nowS(), secret = this.opts.webhookSecret): string {
    return this.queue.signature(body, timestamp, secret);
  }

  /** Delivers the events not delivered yet, in order, as Stripe does (one POST each, signed). */
  flush(): Promise<number[]> {
    return this.queue.flush();
  }

  /** Sends an event again (Stripe retries, or someone replays it): the same body, a new signature. */
  send(e: StandinEvent): Promise<number> {
    return this.queue.send(e);
  }

  lastEvent(type: string): StandinEvent | undefined {
    return this.queue.last(type);
  }

  emit(type: string, object: Obj): void {
    this.queue.emit(type, object);
  }

  // ---- the API ----

  private handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string, url: URL): void {
    const method = req.method ?? 'GET';
    if (url.pathname.startsWith('/c/pay/')) return this.page(method, url, raw, res);

    const key = header(req, 'idempotency-key');
    const answer = (status: number, body: string, replayed = false) =>
      this.http.answer(
        res,
        { method, path: url.pathname, idempotencyKey: key, replayed },
        status,
        {
          'content-type': 'application/json',
          'request-id': id('req'),
          'stripe-version': header(req, 'stripe-version') ?? '2025-10-29.clover',
          ...(key ? { 'idempotency-key': key, ...(replayed ? { 'idempotent-replayed': 'true' } : {}) } : {}),
        },
        body,
      );

    if (header(req, 'authorization') !== `Bearer ${this.opts.secretKey}`) {
      const e = new StandinStripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
      return answer(401, errorBody(e));
    }
    const params = method === 'GET' ? decodeForm(url.search.slice(1)) : decodeForm(raw);
    // Same key: the first answer again, if the request is the same one.
    if (key && method === 'POST') {
      const fingerprint = createHash('sha256').update(`${method} ${url.pathname} ${raw}`).digest('hex');
      const seen = this.idempotent.get(key);
      if (seen) {
        if (seen.fingerprint !== fingerprint) {
          const e = new StandinStripeError(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
          return answer(400, errorBody(e));
        }
        return answer(seen.status, seen.body, true);
      }
      const [status, body] = this.route(method, url.pathname, params);
      // Stripe stores the answer of a request that ran (not of one refused before running: 401, 429).
      this.idempotent.set(key, { fingerprint, status, body });
      return answer(status, body);
    }
    const [status, body] = this.route(method, url.pathname, params);
    return answer(status, body);
  }

  private route(method: string, path: string, p: Obj): [number, string] {
    try {
      const expand = listOf(p.expand).map(String);
      const found =
        this.checkoutSessions.route(method, path, p, expand) ??
        this.paymentIntents.route(method, path, p, expand) ??
        this.refundsApi.route(method, path, p) ??
        this.wallet.route(method, path, p);
      if (found) return [200, JSON.stringify(found)];
      throw new StandinStripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
    } catch (e) {
      if (e instanceof StandinStripeError) return [e.status, errorBody(e)];
      throw e;
    }
  }

  // ---- the hosted page (what a browser, or a journey, sees) ----

  private page(method: string, url: URL, raw: string, res: http.ServerResponse): void {
    const sessionId = url.pathname.slice('/c/pay/'.length);
    const s = this.sessions.get(sessionId);
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="it"><meta charset="utf-8"><title>Stripe (stand-in)</title><main>${body}</main></html>`,
      );
    };
    if (!s || s.status !== 'open') return html(404, '<h1>Sessione scaduta o inesistente</h1>');
    if (method === 'POST') {
      const outcome = decodeForm(raw).outcome as string;
      if (outcome === 'back') {
        res.writeHead(303, { location: s.cancel_url });
        return void res.end();
      }
      const { redirect } = this.pay(sessionId, outcome as PayOutcome);
      if (redirect) {
        res.writeHead(303, { location: redirect });
        return void res.end();
      }
      return html(402, "<h1>Pagamento non riuscito</h1><p>La carta è stata rifiutata: prova con un'altra carta.</p>");
    }
    const euro = (Number(s.amount_total) / 100).toFixed(2).replace('.', ',');
    return html(
      200,
      `<h1>Paga € ${euro}</h1><form method="post">${['success', '3ds-success', '3ds-fail', 'declined', 'back']
        .map((o) => `<button name="outcome" value="${o}">${o}</button>`)
        .join('')}</form>`,
    );
  }
}

/** The session keeps the card on its Customer (payment mode with `setup_future_usage`). */
function keeps(s: StoredSession): boolean {
  const data = (s.payment_intent_data ?? {}) as Obj;
  return Boolean(s.customer) && data.setup_future_usage === 'off_session';
}
