import { randomBytes } from 'node:crypto';
import type { StandinPaymentIntents } from './payment-intents.js';
import { invalid, listOf, missing, StandinStripeError, type Obj } from './shared.js';
import type { StandinWallet } from './wallet.js';

// Checkout Sessions (decisions 0109, 0113): made in payment mode (the PaymentIntent comes when the
// shopper pays, as since API 2022-08-01) or in setup mode (a SetupIntent at once), retrieved (an
// open one past `expires_at` expires), expired by the shop; `expand[]` of `payment_intent` and
// `setup_intent`.

export interface StoredSession extends Obj {
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

/** What the sessions need of the stand-in: its address, clock and events, the intents and the wallet. */
export interface SessionsHost {
  readonly url: string;
  nowS(): number;
  emit(type: string, object: Obj): void;
  readonly paymentIntents: StandinPaymentIntents;
  readonly wallet: StandinWallet;
}

export class StandinCheckoutSessions {
  readonly sessions = new Map<string, StoredSession>();

  constructor(private readonly host: SessionsHost) {}

  route(method: string, path: string, p: Obj, expand: string[]): Obj | undefined {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.create(p);
    if (method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)))
      return this.view(this.get(m[1]!), expand);
    if (method === 'POST' && (m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)))
      return this.view(this.expire(this.get(m[1]!)), expand);
    return undefined;
  }

  /** The PaymentIntent of a payment-mode session, made when the shopper first pays on its page. */
  intentOf(s: StoredSession) {
    if (s.payment_intent) return this.host.paymentIntents.intents.get(s.payment_intent)!;
    const pi = this.host.paymentIntents.create(s.amount_total, (s.payment_intent_data ?? {}) as Obj);
    s.payment_intent = pi.id;
    return pi;
  }

  /** An open session uses this PaymentIntent. */
  openUses(intentId: string): boolean {
    return [...this.sessions.values()].some((s) => s.payment_intent === intentId && s.status === 'open');
  }

  private create(p: Obj): StoredSession {
    if (p.mode === 'setup') return this.createSetup(p);
    if (p.mode !== 'payment') throw invalid('mode', 'Only mode=payment and mode=setup are answered here.');
    const customer = (p.customer as string | undefined) ?? null;
    if (customer !== null && !this.host.wallet.customers.has(customer))
      throw missing('customer', customer, 'customer');
    const item = (listOf(p.line_items)[0] ?? {}) as Obj;
    const price = (item.price_data ?? {}) as Obj;
    const amount = Number(price.unit_amount) * Number(item.quantity ?? 1);
    if (!Number.isInteger(amount) || amount <= 0)
      throw invalid('line_items[0][price_data][unit_amount]', 'Invalid integer.');
    if (price.currency !== 'eur') throw invalid('line_items[0][price_data][currency]', 'Only eur here.');
    checkUrls(p);
    const expiresAt = p.expires_at === undefined ? this.host.nowS() + 86_400 : Number(p.expires_at);
    const ahead = expiresAt - this.host.nowS();
    if (!(ahead >= 30 * 60 && ahead <= 24 * 3600))
      throw invalid(
        'expires_at',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      );
    return this.store(p, {
      mode: 'payment',
      payment_status: 'unpaid',
      amount_total: amount,
      amount_subtotal: amount,
      setup_intent: null,
      customer,
      payment_intent_data: p.payment_intent_data ?? {},
      expires_at: expiresAt,
    });
  }

  /** A setup-mode session (decision 0113): a SetupIntent made with it, nothing to pay. */
  private createSetup(p: Obj): StoredSession {
    if (p.currency !== undefined && p.currency !== 'eur') throw invalid('currency', 'Only eur here.');
    if (p.line_items !== undefined) throw invalid('line_items', 'You cannot pass `line_items` in `setup` mode.');
    checkUrls(p);
    const data = (p.setup_intent_data ?? {}) as Obj;
    const customer = (p.customer as string | undefined) ?? null;
    const si = this.host.wallet.newSetupIntent(customer, (data.metadata as Record<string, string> | undefined) ?? {});
    return this.store(p, {
      mode: 'setup',
      payment_status: 'no_payment_required',
      amount_total: 0,
      customer,
      setup_intent: si.id,
      expires_at: p.expires_at === undefined ? this.host.nowS() + 86_400 : Number(p.expires_at),
    });
  }

  private store(p: Obj, own: Obj & { amount_total: number }): StoredSession {
    const sessionId = `cs_test_${randomBytes(24).toString('hex')}`;
    const s: StoredSession = {
      id: sessionId,
      object: 'checkout.session',
      status: 'open',
      currency: 'eur',
      client_reference_id: (p.client_reference_id as string | undefined) ?? null,
      metadata: (p.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: null,
      payment_method_types: listOf(p.payment_method_types),
      locale: p.locale ?? null,
      custom_text: p.custom_text ?? null,
      success_url: p.success_url as string,
      cancel_url: p.cancel_url as string,
      url: `${this.host.url}/c/pay/${sessionId}`,
      created: this.host.nowS(),
      livemode: false,
      ...own,
    };
    this.sessions.set(s.id, s);
    return s;
  }

  get(sessionId: string): StoredSession {
    const s = this.sessions.get(sessionId);
    if (!s) throw missing('checkout.session', sessionId, 'session');
    if (s.status === 'open' && this.host.nowS() >= Number(s.expires_at)) this.expire(s);
    return s;
  }

  private expire(s: StoredSession): StoredSession {
    if (s.status !== 'open')
      throw new StandinStripeError(
        400,
        'invalid_request_error',
        'Only Checkout Sessions with a status in ["open"] can be expired.',
      );
    Object.assign(s, { status: 'expired', url: null });
    if (s.payment_intent) this.host.paymentIntents.cancelWithSession(s.payment_intent);
    this.host.emit('checkout.session.expired', s);
    return s;
  }

  private view(s: StoredSession, expand: string[]): Obj {
    const view: Obj = { ...s };
    delete view.payment_intent_data;
    if (expand.includes('payment_intent') && s.payment_intent)
      view.payment_intent = this.host.paymentIntents.view(this.host.paymentIntents.get(s.payment_intent), []);
    if (expand.includes('setup_intent') && s.setup_intent)
      view.setup_intent = { ...this.host.wallet.setupIntents.get(s.setup_intent) };
    return structuredClone(view);
  }
}

function checkUrls(p: Obj): void {
  for (const f of ['success_url', 'cancel_url'])
    if (typeof p[f] !== 'string' || !/^https?:\/\//.test(p[f] as string)) throw invalid(f, 'Not a valid URL');
}
