import type http from 'node:http';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  StandinStripeError as StripeError,
  StandinWallet,
  type StandinCard,
} from './stripe-standin/wallet.js';
import { header, StandinServer, type StandinRequest } from './standin-server.js';

/**
 * A local stand-in for the part of Stripe's API the shop uses (decision 0109), answered as Stripe's
 * API reference documents it: form-encoded requests (`a[b][0][c]=…`), JSON answers, a bearer secret
 * key, errors as `{ error: { type, code, message, param } }`, and `Idempotency-Key` honoured (the
 * same key and request answer the same, replayed; the same key with other parameters is refused).
 * State lives in memory. Endpoints:
 *   POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire,
 *   GET /v1/payment_intents/:id, POST /v1/payment_intents/:id/capture, POST /v1/payment_intents/:id/cancel,
 *   POST /v1/refunds; `expand[]` of `payment_intent` and `setup_intent` (sessions) and
 *   `latest_charge` (intents). Saved cards (setup-mode sessions, Customers, PaymentMethods,
 *   SetupIntents, PaymentIntents confirmed on a saved card, on or off session) are answered by
 *   `stripe-standin/wallet.ts` (decision 0113).
 * Like Stripe since API 2022-08-01, a session has no PaymentIntent until the shopper pays.
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
  deliver?: (body: string, headers: Record<string, string>) => Promise<{ status: number }>;
}

type Obj = Record<string, unknown>;

interface StoredSession extends Obj {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  setup_intent?: string | null;
  customer?: string | null;
  amount_total: number;
  metadata: Record<string, string>;
  url: string | null;
  success_url: string;
  cancel_url: string;
}

interface StoredIntent extends Obj {
  id: string;
  status: string;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  created: number;
  metadata: Record<string, string>;
  latest_charge: string | null;
}

interface StoredCharge extends Obj {
  id: string;
  amount: number;
  amount_captured: number;
  amount_refunded: number;
}

export interface StandinEvent {
  id: string;
  type: string;
  body: string;
  delivered: boolean;
}

/** How long a card authorisation holds at Stripe (online card payments): then it is cancelled. */
const AUTHORISATION_DAYS = 7;

export class StripeStandin {
  readonly sessions = new Map<string, StoredSession>();
  readonly intents = new Map<string, StoredIntent>();
  readonly charges = new Map<string, StoredCharge>();
  readonly refunds = new Map<string, Obj>();
  readonly events: StandinEvent[] = [];
  /** Customers, PaymentMethods, SetupIntents and saved-card PaymentIntents (decision 0113). */
  readonly wallet: StandinWallet = new StandinWallet(this);
  private readonly idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  private readonly http = new StandinServer((req, res, raw, url) => this.handle(req, res, raw, url));
  deliver?: StandinOptions['deliver'];

  constructor(private readonly opts: StandinOptions) {
    this.deliver = opts.deliver;
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
    const pi = this.intentFor(s);
    if (outcome === 'success' || outcome === '3ds-success') {
      const charge: StoredCharge = {
        id: id('ch'),
        object: 'charge',
        amount: pi.amount,
        amount_captured: 0,
        amount_refunded: 0,
        captured: false,
        payment_intent: pi.id,
        currency: 'eur',
      };
      this.charges.set(charge.id, charge);
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

  /** A setup-mode session (decision 0113): a SetupIntent made with it, nothing to pay. */
  private createSetupSession(p: Obj): StoredSession {
    if (p.currency !== undefined && p.currency !== 'eur') throw invalid('currency', 'Only eur here.');
    if (p.line_items !== undefined)
      throw invalid('line_items', 'You cannot pass `line_items` in `setup` mode.');
    for (const f of ['success_url', 'cancel_url'])
      if (typeof p[f] !== 'string' || !/^https?:\/\//.test(p[f] as string))
        throw invalid(f, 'Not a valid URL');
    const data = (p.setup_intent_data ?? {}) as Obj;
    const customer = (p.customer as string | undefined) ?? null;
    const si = this.wallet.newSetupIntent(
      customer,
      (data.metadata as Record<string, string> | undefined) ?? {},
    );
    const sessionId = `cs_test_${randomBytes(24).toString('hex')}`;
    const s: StoredSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'setup',
      status: 'open',
      payment_status: 'no_payment_required',
      amount_total: 0,
      currency: 'eur',
      customer,
      client_reference_id: (p.client_reference_id as string | undefined) ?? null,
      metadata: (p.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: null,
      setup_intent: si.id,
      payment_method_types: listOf(p.payment_method_types),
      locale: p.locale ?? null,
      custom_text: p.custom_text ?? null,
      success_url: p.success_url as string,
      cancel_url: p.cancel_url as string,
      url: `${this.url}/c/pay/${sessionId}`,
      expires_at: p.expires_at === undefined ? this.nowS() + 86_400 : Number(p.expires_at),
      created: this.nowS(),
      livemode: false,
    };
    this.sessions.set(s.id, s);
    return s;
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
    const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    return `t=${timestamp},v1=${v1}`;
  }

  /** Delivers the events not delivered yet, in order, as Stripe does (one POST each, signed). */
  async flush(): Promise<number[]> {
    const statuses: number[] = [];
    for (const e of this.events.filter((x) => !x.delivered)) {
      statuses.push(await this.send(e));
      e.delivered = true;
    }
    return statuses;
  }

  /** Sends an event again (Stripe retries, or someone replays it): the same body, a new signature. */
  send(e: StandinEvent, timestamp = this.nowS()): Promise<number> {
    if (!this.deliver) throw new Error('no webhook delivery configured');
    return this.deliver(e.body, {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': this.signature(e.body, timestamp),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    }).then((r) => r.status);
  }

  lastEvent(type: string): StandinEvent | undefined {
    return this.events.filter((e) => e.type === type).at(-1);
  }

  emit(type: string, object: Obj): void {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2025-10-29.clover',
      created: this.nowS(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push({ id: event.id, type, body: JSON.stringify(event, null, 2), delivered: false });
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
      const e = new StripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
      return answer(401, errorBody(e));
    }
    const params = method === 'GET' ? decodeForm(url.search.slice(1)) : decodeForm(raw);
    // Same key: the first answer again, if the request is the same one.
    if (key && method === 'POST') {
      const fingerprint = createHash('sha256').update(`${method} ${url.pathname} ${raw}`).digest('hex');
      const seen = this.idempotent.get(key);
      if (seen) {
        if (seen.fingerprint !== fingerprint) {
          const e = new StripeError(
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
      const json = (o: unknown): [number, string] => [200, JSON.stringify(o)];
      const expand = listOf(p.expand).map(String);
      let m: RegExpExecArray | null;
      if (method === 'POST' && path === '/v1/checkout/sessions') return json(this.createSession(p));
      if (method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)))
        return json(this.sessionView(this.session(m[1]!), expand));
      if (method === 'POST' && (m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)))
        return json(this.sessionView(this.expire(this.session(m[1]!)), expand));
      if (method === 'GET' && (m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)))
        return json(this.intentView(this.intent(m[1]!), expand));
      if (method === 'POST' && (m = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(path)))
        return json(this.intentView(this.capture(this.intent(m[1]!), p), expand));
      if (method === 'POST' && (m = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path)))
        return json(this.intentView(this.cancel(this.intent(m[1]!), p), expand));
      if (method === 'POST' && path === '/v1/refunds') return json(this.refund(p));
      const saved = this.wallet.route(method, path, p);
      if (saved) return json(saved);
      throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
    } catch (e) {
      if (e instanceof StripeError) return [e.status, errorBody(e)];
      throw e;
    }
  }

  private createSession(p: Obj): StoredSession {
    if (p.mode === 'setup') return this.createSetupSession(p);
    if (p.mode !== 'payment') throw invalid('mode', 'Only mode=payment and mode=setup are answered here.');
    const customer = (p.customer as string | undefined) ?? null;
    if (customer !== null && !this.wallet.customers.has(customer))
      throw new StripeError(
        404,
        'invalid_request_error',
        `No such customer: '${customer}'`,
        'resource_missing',
        'customer',
      );
    const item = (listOf(p.line_items)[0] ?? {}) as Obj;
    const price = (item.price_data ?? {}) as Obj;
    const amount = Number(price.unit_amount) * Number(item.quantity ?? 1);
    if (!Number.isInteger(amount) || amount <= 0)
      throw invalid('line_items[0][price_data][unit_amount]', 'Invalid integer.');
    if (price.currency !== 'eur') throw invalid('line_items[0][price_data][currency]', 'Only eur here.');
    for (const f of ['success_url', 'cancel_url'])
      if (typeof p[f] !== 'string' || !/^https?:\/\//.test(p[f] as string))
        throw invalid(f, 'Not a valid URL');
    const expiresAt = p.expires_at === undefined ? this.nowS() + 86_400 : Number(p.expires_at);
    const ahead = expiresAt - this.nowS();
    if (!(ahead >= 30 * 60 && ahead <= 24 * 3600))
      throw invalid(
        'expires_at',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      );
    const sessionId = `cs_test_${randomBytes(24).toString('hex')}`;
    const s: StoredSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      amount_subtotal: amount,
      currency: 'eur',
      client_reference_id: (p.client_reference_id as string | undefined) ?? null,
      metadata: (p.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: null,
      setup_intent: null,
      customer,
      payment_intent_data: p.payment_intent_data ?? {},
      payment_method_types: listOf(p.payment_method_types),
      locale: p.locale ?? null,
      custom_text: p.custom_text ?? null,
      success_url: p.success_url as string,
      cancel_url: p.cancel_url as string,
      url: `${this.url}/c/pay/${sessionId}`,
      expires_at: expiresAt,
      created: this.nowS(),
      livemode: false,
    };
    this.sessions.set(s.id, s);
    return s;
  }

  private session(sessionId: string): StoredSession {
    const s = this.sessions.get(sessionId);
    if (!s)
      throw new StripeError(
        404,
        'invalid_request_error',
        `No such checkout.session: '${sessionId}'`,
        'resource_missing',
        'session',
      );
    if (s.status === 'open' && this.nowS() >= Number(s.expires_at)) this.expire(s);
    return s;
  }

  private expire(s: StoredSession): StoredSession {
    if (s.status !== 'open')
      throw new StripeError(
        400,
        'invalid_request_error',
        'Only Checkout Sessions with a status in ["open"] can be expired.',
      );
    Object.assign(s, { status: 'expired', url: null });
    const pi = s.payment_intent ? this.intents.get(s.payment_intent) : undefined;
    if (pi && pi.status !== 'canceled') {
      Object.assign(pi, { status: 'canceled', cancellation_reason: 'abandoned', canceled_at: this.nowS() });
      this.emit('payment_intent.canceled', pi);
    }
    this.emit('checkout.session.expired', s);
    return s;
  }

  private intentFor(s: StoredSession): StoredIntent {
    if (s.payment_intent) return this.intents.get(s.payment_intent)!;
    const data = (s.payment_intent_data ?? {}) as Obj;
    const pi: StoredIntent = {
      id: `pi_${randomBytes(12).toString('hex')}`,
      object: 'payment_intent',
      amount: s.amount_total,
      amount_capturable: 0,
      amount_received: 0,
      capture_method: data.capture_method ?? 'automatic_async',
      currency: 'eur',
      description: data.description ?? null,
      metadata: (data.metadata as Record<string, string> | undefined) ?? {},
      status: 'requires_payment_method',
      latest_charge: null,
      cancellation_reason: null,
      created: this.nowS(),
      livemode: false,
    };
    this.intents.set(pi.id, pi);
    s.payment_intent = pi.id;
    return pi;
  }

  private intent(intentId: string): StoredIntent {
    const pi = this.intents.get(intentId);
    if (!pi)
      throw new StripeError(
        404,
        'invalid_request_error',
        `No such payment_intent: '${intentId}'`,
        'resource_missing',
        'intent',
      );
    // An authorisation not captured in time is released by the bank, and Stripe cancels the intent.
    if (pi.status === 'requires_capture' && this.nowS() > pi.created + AUTHORISATION_DAYS * 86_400) {
      Object.assign(pi, { status: 'canceled', cancellation_reason: 'automatic', amount_capturable: 0 });
      this.emit('payment_intent.canceled', pi);
    }
    return pi;
  }

  private capture(pi: StoredIntent, p: Obj): StoredIntent {
    if (pi.status !== 'requires_capture')
      throw new StripeError(
        400,
        'invalid_request_error',
        `This PaymentIntent could not be captured because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        'payment_intent_unexpected_state',
      );
    const take = p.amount_to_capture === undefined ? pi.amount_capturable : Number(p.amount_to_capture);
    if (!Number.isInteger(take) || take <= 0) throw invalid('amount_to_capture', 'Invalid integer.');
    if (take > pi.amount_capturable)
      throw new StripeError(
        400,
        'invalid_request_error',
        'The amount to capture must be less than or equal to the amount capturable.',
        'amount_too_large',
        'amount_to_capture',
      );
    Object.assign(pi, { status: 'succeeded', amount_received: take, amount_capturable: 0 });
    const charge = this.charges.get(pi.latest_charge!)!;
    Object.assign(charge, { amount_captured: take, captured: true });
    this.emit('payment_intent.succeeded', pi);
    return pi;
  }

  private cancel(pi: StoredIntent, p: Obj): StoredIntent {
    const session = [...this.sessions.values()].find((s) => s.payment_intent === pi.id);
    if (session?.status === 'open')
      throw new StripeError(
        400,
        'invalid_request_error',
        'This PaymentIntent is used by an active Checkout Session: expire the Checkout Session instead.',
        'payment_intent_unexpected_state',
      );
    if (['succeeded', 'canceled'].includes(pi.status))
      throw new StripeError(
        400,
        'invalid_request_error',
        `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
        'payment_intent_unexpected_state',
      );
    Object.assign(pi, {
      status: 'canceled',
      amount_capturable: 0,
      cancellation_reason: p.cancellation_reason ?? null,
      canceled_at: this.nowS(),
    });
    this.emit('payment_intent.canceled', pi);
    return pi;
  }

  private refund(p: Obj): Obj {
    const pi = this.intent(String(p.payment_intent ?? ''));
    const charge = pi.latest_charge ? this.charges.get(pi.latest_charge) : undefined;
    if (pi.status !== 'succeeded' || !charge)
      throw new StripeError(
        400,
        'invalid_request_error',
        'This PaymentIntent has no successful charge to refund.',
        'charge_not_refundable',
      );
    const amount =
      p.amount === undefined ? charge.amount_captured - charge.amount_refunded : Number(p.amount);
    if (!Number.isInteger(amount) || amount <= 0) throw invalid('amount', 'Invalid integer.');
    if (charge.amount_refunded + amount > charge.amount_captured)
      throw new StripeError(
        400,
        'invalid_request_error',
        `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.`,
        'amount_too_large',
        'amount',
      );
    charge.amount_refunded += amount;
    const r = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: 'eur',
      payment_intent: pi.id,
      charge: charge.id,
      status: 'succeeded',
      created: this.nowS(),
    };
    this.refunds.set(r.id, r);
    return r;
  }

  private sessionView(s: StoredSession, expand: string[]): Obj {
    const view: Obj = { ...s };
    delete view.payment_intent_data;
    if (expand.includes('payment_intent') && s.payment_intent)
      view.payment_intent = this.intentView(this.intent(s.payment_intent), []);
    if (expand.includes('setup_intent') && s.setup_intent)
      view.setup_intent = { ...this.wallet.setupIntents.get(s.setup_intent) };
    return structuredClone(view);
  }

  private intentView(pi: StoredIntent, expand: string[]): Obj {
    const view: Obj = { ...pi };
    if (expand.includes('latest_charge') && pi.latest_charge)
      view.latest_charge = { ...this.charges.get(pi.latest_charge) };
    return structuredClone(view);
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
      return html(
        402,
        "<h1>Pagamento non riuscito</h1><p>La carta è stata rifiutata: prova con un'altra carta.</p>",
      );
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

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function invalid(param: string, message: string): StripeError {
  return new StripeError(400, 'invalid_request_error', message, 'parameter_invalid', param);
}

function errorBody(e: StripeError): string {
  return JSON.stringify({
    error: { type: e.type, code: e.code, message: e.message, param: e.param, ...e.extra },
  });
}

/** An array given as `{0: …, 1: …}` (form indices) or as a list. */
function listOf(v: unknown): unknown[] {
  if (v === undefined) return [];
  if (Array.isArray(v)) return v;
  if (typeof v === 'object' && v !== null) return Object.values(v);
  return [v];
}

/** `a[b][0][c]=1&expand[]=x` into nested objects (indices kept as keys: `listOf` reads them). */
export function decodeForm(body: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let at: Obj = out;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const name = segment === '' ? String(Object.keys(at).length) : segment;
      if (last) at[name] = value;
      else at = (at[name] ??= {}) as Obj;
    });
  }
  return out;
}
