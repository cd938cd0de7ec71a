import type http from 'node:http';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { header, htmlPage, StandinServer, WebhookQueue } from './standin-server.js';
import type { StandinHandler, WebhookDelivery } from './standin-server.js';

/**
 * A local stand-in for the part of PayPal's REST API the shop uses (decision 0112), answered as
 * PayPal's API reference documents it: JSON in snake_case, an OAuth 2.0 client-credentials token
 * (`POST /v1/oauth2/token`, Basic client id:secret) then `Authorization: Bearer`, errors as
 * `{ name, message, debug_id, details: [{ issue, description }] }`, and `PayPal-Request-Id` honoured
 * (the same id answers the first call's answer again). State lives in memory. Endpoints:
 *   POST /v2/checkout/orders, GET /v2/checkout/orders/:id, POST /v2/checkout/orders/:id/authorize,
 *   GET /v2/payments/authorizations/:id, POST …/:id/capture, POST …/:id/void, POST …/:id/reauthorize,
 *   GET /v2/payments/captures/:id, POST /v2/payments/captures/:id/refund,
 *   POST /v1/notifications/verify-webhook-signature.
 * An order paid with `payment_source.paypal` answers PAYER_ACTION_REQUIRED and a `payer-action`
 * link: the approval page (`/checkoutnow?token=…`), where a test plays the shopper (`approve`,
 * `back`, or the page's own buttons). An authorisation lasts 29 days; it is reauthorised (a new
 * id) on the original one, only after the 3-day honour period of the latest, and refused when the
 * payer's funds are gone (`refuseReauthorisation`). Webhook events wait in
 * `webhooks` until the test delivers them, with PayPal's transmission headers; their signature is
 * an HMAC of PayPal's signed string (`id|time|webhook_id|crc32(body)`) with the stand-in's key,
 * checked only by the verify API, as only PayPal's can. The clock is the test's (`now`).
 */

export interface PaypalStandinOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  now?: () => Date;
  deliver?: WebhookDelivery;
}

type Obj = Record<string, unknown>;
type Money = { currency_code: string; value: string };

type Unit = Obj & { custom_id?: string; amount: Money };
type Urls = { return_url: string; cancel_url: string };
export type StandinOrder = Obj & Urls & { id: string; status: string; purchase_units: Unit[] };

/** `original`: the authorisation reauthorisations are asked on (its 29 days are theirs too). */
type Dated = { create_time: string; expiration_time: string; original: string };
type Auth = { id: string; status: string; amount: Money; order_id: string };
export type StandinAuthorization = Obj & Dated & Auth;

type StandinCapture = Obj & { id: string; amount: Money; refunded: number; authorization_id: string };

class PaypalError extends Error {
  status = 422;
}

/** A refusal as PayPal words it: `details[0].issue` (422 UNPROCESSABLE_ENTITY unless said). */
function fail(issue: string, status = 422): never {
  throw Object.assign(new PaypalError(issue), { status });
}

const DAY_MS = 86_400_000;
const cents = (m: Money) => Math.round(Number(m.value) * 100);
const eur = (c: number): Money => ({ currency_code: 'EUR', value: (c / 100).toFixed(2) });
const ppId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);

export class PaypalStandin extends StandinServer {
  readonly orders = new Map<string, StandinOrder>();
  readonly authorizations = new Map<string, StandinAuthorization>();
  readonly captures = new Map<string, StandinCapture>();
  readonly refunds: Array<{ id: string; capture: string; amount: Money }> = [];
  readonly webhooks: WebhookQueue;
  /** Orders whose funding source the bank refuses at the authorisation (INSTRUMENT_DECLINED). */
  private readonly refusing = new Set<string>();
  /** Orders whose funds are no longer there: a reauthorisation is refused (TRANSACTION_REFUSED). */
  private readonly fundsGone = new Set<string>();
  private readonly idempotent = new Map<string, { status: number; body: string }>();
  private readonly tokens = new Set<string>();
  private readonly signingKey = randomBytes(32);

  constructor(private readonly opts: PaypalStandinOptions) {
    super();
    this.webhooks = new WebhookQueue(
      (body) => ({ 'content-type': 'application/json', ...this.transmission(body) }),
      opts.deliver,
    );
  }

  private now = (): Date => this.opts.now?.() ?? new Date();

  /**
   * The shopper logs in and approves the order ("Continua"): the browser goes to the return URL
   * with PayPal's `token` and `PayerID`. With `instrument: 'declined'` the funding source they
   * chose is refused by the bank when the shop authorises.
   */
  approve(orderId: string, instrument: 'ok' | 'declined' = 'ok'): { redirect: string } {
    const o = this.order(orderId);
    if (o.status !== 'PAYER_ACTION_REQUIRED') throw new Error(`order ${orderId} is ${o.status}`);
    o.status = 'APPROVED';
    this.refusing[instrument === 'declined' ? 'add' : 'delete'](orderId);
    this.emit('CHECKOUT.ORDER.APPROVED', 'checkout-order', this.orderView(o));
    const back = new URL(o.return_url);
    back.searchParams.set('token', o.id);
    back.searchParams.set('PayerID', 'STANDINPAYER01');
    return { redirect: back.toString() };
  }

  /** The payer's funds are gone: PayPal refuses to reauthorise the order's authorisation. */
  refuseReauthorisation(orderId: string): void {
    this.fundsGone.add(this.order(orderId).id);
  }

  /** "Annulla e torna al negozio": the browser goes to the cancel URL (the order stays as it is). */
  back(orderId: string): string {
    const o = this.order(orderId);
    const back = new URL(o.cancel_url);
    back.searchParams.set('token', o.id);
    return back.toString();
  }

  ordersOf(reference: string): StandinOrder[] {
    return [...this.orders.values()].filter((o) => o.purchase_units[0]?.custom_id === reference);
  }

  /** What was captured on an order's authorisations (reauthorisations included). */
  capturedOn(orderId: string): number {
    const caps = [...this.captures.values()].filter((c) => this.orderOf(c) === orderId);
    return caps.reduce((sum, c) => sum + cents(c.amount), 0);
  }

  /** The refunds made on an order's captures, by amount, in the order they were made. */
  refundsOn(orderId: string): number[] {
    const caps = new Set([...this.captures.values()].filter((c) => this.orderOf(c) === orderId).map((c) => c.id));
    return this.refunds.filter((r) => caps.has(r.capture)).map((r) => cents(r.amount));
  }

  private orderOf(c: StandinCapture): string | undefined {
    return this.authorizations.get(c.authorization_id)?.order_id;
  }

  /** The transmission headers PayPal sends an event with (signed with `webhookId`). */
  transmission(body: string, webhookId = this.opts.webhookId): Record<string, string> {
    const [id, time] = [randomUUID(), this.now().toISOString()];
    return {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${this.url}/v1/notifications/certs/CERT-360caa42-standin`,
      'paypal-transmission-id': id,
      'paypal-transmission-time': time,
      'paypal-transmission-sig': this.sign(`${id}|${time}|${webhookId}|${crc32(body)}`),
    };
  }

  private emit(type: string, resourceType: string, resource: Obj): void {
    const id = `WH-${ppId()}`;
    const create_time = this.now().toISOString();
    const event = {
      id,
      event_version: '1.0',
      create_time,
      resource_type: resourceType,
      event_type: type,
      resource,
    };
    this.webhooks.push(id, type, JSON.stringify(event));
  }

  private sign = (text: string) => createHmac('sha256', this.signingKey).update(text).digest('base64');

  protected override handle(...[req, res, raw, url]: Parameters<StandinHandler>): void {
    const method = req.method ?? 'GET';
    if (url.pathname === '/checkoutnow') return this.page(method, url, raw, res);
    const key = header(req, 'paypal-request-id');
    const [call, json] = [
      { method, path: url.pathname, idempotencyKey: key },
      { 'content-type': 'application/json' },
    ];
    const answer = (status: number, body: string, replayed = false) =>
      this.answer(res, { ...call, replayed }, status, json, body);
    if (method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const basic = Buffer.from(`${this.opts.clientId}:${this.opts.clientSecret}`).toString('base64');
      if (header(req, 'authorization') !== `Basic ${basic}`)
        return answer(401, JSON.stringify({ error: 'invalid_client' }));
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      this.tokens.add(token);
      return answer(200, JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 32400 }));
    }
    const bearer = /^Bearer (\S+)$/.exec(header(req, 'authorization') ?? '')?.[1];
    if (!bearer || !this.tokens.has(bearer)) return answer(401, JSON.stringify({ error: 'invalid_token' }));
    // The same PayPal-Request-Id: the first call's answer again (PayPal keeps them 6 hours).
    const seen = key && method === 'POST' ? this.idempotent.get(key) : undefined;
    if (seen) return answer(seen.status, seen.body, true);
    let status = 200;
    let body: string;
    try {
      const out = this.route(method, url.pathname, raw ? (JSON.parse(raw) as Obj) : {});
      [status, body] = out === undefined ? [204, ''] : [out[0], JSON.stringify(out[1])];
    } catch (e) {
      if (!(e instanceof PaypalError)) throw e;
      status = e.status;
      const name = { 400: 'INVALID_REQUEST', 404: 'RESOURCE_NOT_FOUND' }[e.status] ?? 'UNPROCESSABLE_ENTITY';
      body = JSON.stringify({ name, debug_id: ppId(), details: [{ issue: e.message }] });
    }
    if (key && method === 'POST') this.idempotent.set(key, { status, body });
    return answer(status, body);
  }

  private route(method: string, path: string, p: Obj): [number, unknown] | undefined {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v2/checkout/orders')
      return [200, this.orderView(this.createOrder(p))];
    if (method === 'GET' && (m = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path)))
      return [200, this.orderView(this.order(m[1]!))];
    if (method === 'POST' && (m = /^\/v2\/checkout\/orders\/([^/]+)\/authorize$/.exec(path)))
      return [201, this.orderView(this.authorizeOrder(this.order(m[1]!)))];
    if ((m = /^\/v2\/payments\/authorizations\/([^/]+)(\/\w+)?$/.exec(path))) {
      const a = this.authorization(m[1]!);
      if (method === 'GET' && !m[2]) return [200, this.authView(a)];
      if (method === 'POST' && m[2] === '/capture') return [201, this.captureView(this.capture(a, p))];
      if (method === 'POST' && m[2] === '/reauthorize') return [201, this.authView(this.reauthorize(a, p))];
      if (method === 'POST' && m[2] === '/void') return void this.voidAuth(a);
    }
    if ((m = /^\/v2\/payments\/captures\/([^/]+)(\/refund)?$/.exec(path))) {
      const c = this.captures.get(m[1]!) ?? fail('INVALID_RESOURCE_ID', 404);
      if (method === 'GET' && !m[2]) return [200, this.captureView(c)];
      if (method === 'POST' && m[2]) return [201, this.refund(c, p)];
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature')
      return [200, this.verify(p)];
    fail('INVALID_RESOURCE_ID', 404);
  }

  private createOrder(p: Obj): StandinOrder {
    if (p.intent !== 'AUTHORIZE' && p.intent !== 'CAPTURE') fail('INVALID_PARAMETER_VALUE', 400);
    const units = (p.purchase_units ?? []) as StandinOrder['purchase_units'];
    const amount = units[0]?.amount;
    if (!amount || !/^\d+(\.\d{2})?$/.test(amount.value) || !(Number(amount.value) > 0))
      fail('INVALID_PARAMETER_VALUE', 400);
    const source = structuredClone(p.payment_source) as { paypal?: { experience_context?: Obj } } | undefined;
    const ctx = source?.paypal?.experience_context;
    for (const f of ['return_url', 'cancel_url'])
      if (typeof ctx?.[f] !== 'string' || !/^https?:\/\//.test(ctx[f] as string))
        fail('MISSING_REQUIRED_PARAMETER', 400);
    const o: StandinOrder = Object.assign(
      {
        id: ppId(),
        status: 'PAYER_ACTION_REQUIRED',
        intent: p.intent,
        purchase_units: structuredClone(units),
      },
      { payment_source: source, create_time: this.now().toISOString(), ...(ctx as Urls) },
    );
    this.orders.set(o.id, o);
    return o;
  }

  private order = (orderId: string) => this.orders.get(orderId) ?? fail('INVALID_RESOURCE_ID', 404);

  private authorizeOrder(o: StandinOrder): StandinOrder {
    if (o.intent !== 'AUTHORIZE') fail('ACTION_DOES_NOT_MATCH_INTENT');
    if (o.authorization) fail('ORDER_ALREADY_AUTHORIZED');
    if (o.status !== 'APPROVED') fail('ORDER_NOT_APPROVED');
    if (this.refusing.has(o.id)) {
      // PayPal: redirect the payer to the approval page to choose another funding source.
      o.status = 'PAYER_ACTION_REQUIRED';
      fail('INSTRUMENT_DECLINED');
    }
    const a = this.newAuthorization(o, cents(o.purchase_units[0]!.amount));
    o.status = 'COMPLETED';
    o.authorization = a.id;
    return o;
  }

  private newAuthorization(o: StandinOrder, amount: number, original?: StandinAuthorization) {
    const [id, now] = [ppId(), this.now()];
    // 29 days from the original authorisation, whatever the reauthorisations.
    const expiration_time = original?.expiration_time ?? new Date(now.getTime() + 29 * DAY_MS).toISOString();
    const [created, custom_id] = [now.toISOString(), o.purchase_units[0]!.custom_id];
    const a: StandinAuthorization = Object.assign(
      { id, status: 'CREATED', amount: eur(amount), order_id: o.id, expiration_time, custom_id },
      { original: original?.id ?? id, create_time: created, update_time: created },
    );
    this.authorizations.set(id, a);
    this.emit('PAYMENT.AUTHORIZATION.CREATED', 'authorization', this.authView(a));
    return a;
  }

  private authorization = (id: string) => this.authorizations.get(id) ?? fail('INVALID_RESOURCE_ID', 404);

  private expired = (a: StandinAuthorization) => this.now().getTime() >= Date.parse(a.expiration_time);

  private capture(a: StandinAuthorization, p: Obj): StandinCapture {
    if (a.status === 'CAPTURED') fail('AUTHORIZATION_ALREADY_CAPTURED');
    if (a.status === 'VOIDED') fail('AUTHORIZATION_VOIDED');
    if (this.expired(a)) fail('AUTHORIZATION_EXPIRED');
    const amount = p.amount ? cents(p.amount as Money) : cents(a.amount);
    if (!(amount > 0)) fail('INVALID_PARAMETER_VALUE', 400);
    if (amount > cents(a.amount)) fail('MAX_CAPTURE_AMOUNT_EXCEEDED');
    if (p.final_capture === false) fail('PARTIAL_CAPTURE_NOT_ENABLED');
    const c: StandinCapture = Object.assign(
      { id: ppId(), status: 'COMPLETED', amount: eur(amount), final_capture: true, refunded: 0 },
      { authorization_id: a.id, custom_id: a.custom_id, create_time: this.now().toISOString() },
    );
    this.captures.set(c.id, c);
    a.status = 'CAPTURED';
    this.emit('PAYMENT.CAPTURE.COMPLETED', 'capture', this.captureView(c));
    return c;
  }

  private reauthorize(a: StandinAuthorization, p: Obj): StandinAuthorization {
    const original = this.authorization(a.original);
    if (a.id !== original.id) fail('INVALID_RESOURCE_ID', 404);
    if (this.expired(original)) fail('AUTHORIZATION_EXPIRED');
    if (original.status !== 'CREATED')
      fail(original.status === 'VOIDED' ? 'AUTHORIZATION_VOIDED' : 'AUTHORIZATION_ALREADY_CAPTURED');
    const latest = [...this.authorizations.values()].filter((x) => x.original === original.id).at(-1)!;
    if (this.now().getTime() - Date.parse(latest.create_time) <= 3 * DAY_MS)
      fail('CANNOT_REAUTH_INSIDE_HONOR_PERIOD');
    const amount = p.amount ? cents(p.amount as Money) : cents(original.amount);
    if (amount > Math.round(cents(original.amount) * 1.15)) fail('REAUTHORIZATION_AMOUNT_EXCEEDED');
    if (this.fundsGone.has(original.order_id)) fail('TRANSACTION_REFUSED');
    // The earlier ones can no longer be captured: the new id is the one to capture.
    for (const x of this.authorizations.values())
      if (x.original === original.id && x.status === 'CREATED') x.status = 'VOIDED';
    return this.newAuthorization(this.order(original.order_id), amount, original);
  }

  private voidAuth(a: StandinAuthorization): void {
    if (a.status === 'CAPTURED') fail('PREVIOUSLY_CAPTURED');
    if (a.status === 'VOIDED') fail('PREVIOUSLY_VOIDED');
    a.status = 'VOIDED';
    this.emit('PAYMENT.AUTHORIZATION.VOIDED', 'authorization', this.authView(a));
  }

  private refund(c: StandinCapture, p: Obj): Obj {
    const amount = p.amount ? cents(p.amount as Money) : cents(c.amount) - c.refunded;
    if (!(amount > 0) || c.refunded + amount > cents(c.amount)) fail('REFUND_AMOUNT_EXCEEDED');
    c.refunded += amount;
    c.status = c.refunded === cents(c.amount) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    const r = { id: ppId(), capture: c.id, amount: eur(amount) };
    this.refunds.push(r);
    return { id: r.id, status: 'COMPLETED', amount: r.amount, create_time: this.now().toISOString() };
  }

  private verify(p: Obj): Obj {
    const t = (k: string) => String(p[`transmission_${k}`]);
    const body = JSON.stringify(p.webhook_event);
    const signed = this.sign(`${t('id')}|${t('time')}|${String(p.webhook_id)}|${crc32(body)}`);
    const ok = p.webhook_id === this.opts.webhookId && t('sig') === signed && p.auth_algo === 'SHA256withRSA';
    return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
  }

  private link(rel: string, href: string, method = 'GET') {
    return { href: href.startsWith('http') ? href : `${this.url}${href}`, rel, method };
  }

  orderView(o: StandinOrder): Obj {
    const auths = [...this.authorizations.values()].filter((a) => a.order_id === o.id && a.id === a.original);
    const caps = [...this.captures.values()].filter((c) => this.orderOf(c) === o.id);
    const refunds = this.refunds.filter((r) => caps.some((c) => c.id === r.capture));
    const unit: Obj = { reference_id: 'default', ...o.purchase_units[0] };
    if (auths.length > 0) {
      const payments: Obj = { authorizations: auths.map((a) => this.authView(a)) };
      if (caps.length) payments.captures = caps.map((c) => this.captureView(c));
      if (refunds.length) payments.refunds = refunds.map((r) => ({ ...r, status: 'COMPLETED' }));
      unit.payments = payments;
    }
    const links = [this.link('self', `/v2/checkout/orders/${o.id}`)];
    if (o.status === 'PAYER_ACTION_REQUIRED')
      links.push(this.link('payer-action', `/checkoutnow?token=${o.id}`));
    const { return_url: _r, cancel_url: _c, authorization: _a, ...view } = o;
    return structuredClone({ ...view, purchase_units: [unit], links });
  }

  private authView({ order_id, original: _, ...view }: StandinAuthorization): Obj {
    const links = [this.link('self', `/v2/payments/authorizations/${view.id}`)];
    return structuredClone({ ...view, supplementary_data: { related_ids: { order_id } }, links });
  }

  private captureView({ refunded: _, authorization_id, ...view }: StandinCapture): Obj {
    return structuredClone({
      ...view,
      links: [this.link('up', `/v2/payments/authorizations/${authorization_id}`)],
    });
  }

  private page(method: string, url: URL, raw: string, res: http.ServerResponse): void {
    const o = this.orders.get(url.searchParams.get('token') ?? '');
    if (o?.status !== 'PAYER_ACTION_REQUIRED')
      return htmlPage(res, 404, 'PayPal', '<h1>Sessione scaduta</h1>');
    if (method === 'POST') {
      const outcome = new URLSearchParams(raw).get('outcome');
      const approved = () => this.approve(o.id, outcome === 'declined' ? 'declined' : 'ok').redirect;
      res.writeHead(303, { location: outcome === 'back' ? this.back(o.id) : approved() });
      return void res.end();
    }
    const euro = o.purchase_units[0]!.amount.value.replace('.', ',');
    const choices = [
      ['approve', 'Continua'],
      ['declined', 'Continua (fonte rifiutata)'],
      ['back', 'Annulla'],
    ];
    const buttons = choices.map(([v, label]) => `<button name="outcome" value="${v}">${label}</button>`);
    return htmlPage(
      res,
      200,
      'PayPal',
      `<h1>Paga con PayPal € ${euro}</h1><form method="post">${buttons.join('')}</form>`,
    );
  }
}
