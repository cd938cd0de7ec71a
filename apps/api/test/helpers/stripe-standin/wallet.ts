import { randomBytes } from 'node:crypto';
import type { StandinPaymentIntents } from './payment-intents.js';
import { id, invalid, missing, StandinStripeError, type Obj } from './shared.js';

/**
 * The stand-in's saved cards (decision 0113), answered as Stripe's API reference documents them:
 * Customers, PaymentMethods (retrieve, attach, detach), SetupIntents (made by setup-mode Checkout
 * Sessions) and PaymentIntents created and confirmed on a saved card, with the shopper
 * (`return_url`: a bank asking for 3-D Secure gives `requires_action` and its page) or without
 * (`off_session`: that bank's question is a 402 `authentication_required`). Stripe's test cards
 * decide: 4242 pays, 0341 saves but every charge is declined, 3184 always asks for 3-D Secure.
 */

export type StandinCard = '4242' | '0341' | '3184';

export interface StoredPaymentMethod extends Obj {
  id: string;
  customer: string | null;
  card: { brand: string; last4: StandinCard; exp_month: number; exp_year: number };
}

export interface StoredSetupIntent extends Obj {
  id: string;
  status: string;
  customer: string | null;
  payment_method: string | null;
  metadata: Record<string, string>;
}

/** What the wallet needs of the stand-in's core: its clock, its events, its PaymentIntents and charges. */
export interface WalletHost {
  readonly url: string;
  nowS(): number;
  emit(type: string, object: Obj): void;
  readonly intents: Map<string, Obj & { id: string; status: string }>;
  readonly charges: Map<string, Obj & { id: string }>;
  readonly paymentIntents: StandinPaymentIntents;
}

/** Customers, PaymentMethods, SetupIntents and saved-card PaymentIntents. */
export class StandinWallet {
  readonly customers = new Map<string, Obj & { id: string }>();
  readonly paymentMethods = new Map<string, StoredPaymentMethod>();
  readonly setupIntents = new Map<string, StoredSetupIntent>();

  constructor(private readonly host: WalletHost) {}

  /** The API calls this part answers; undefined for any other (the core's, or a 404). */
  route(method: string, path: string, p: Obj): Obj | undefined {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') return this.createCustomer(p);
    if (method === 'GET' && (m = /^\/v1\/payment_methods\/([^/]+)$/.exec(path))) return this.method(m[1]!);
    if (method === 'POST' && (m = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path)))
      return this.attach(this.method(m[1]!), String(p.customer ?? ''));
    if (method === 'POST' && (m = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path)))
      return this.detach(this.method(m[1]!));
    if (method === 'GET' && (m = /^\/v1\/setup_intents\/([^/]+)$/.exec(path))) return this.setupIntent(m[1]!);
    if (method === 'POST' && path === '/v1/payment_intents') return this.createIntent(p);
    return undefined;
  }

  /** A setup-mode session's SetupIntent, made with the session (as Stripe does). */
  newSetupIntent(customer: string | null, metadata: Record<string, string>): StoredSetupIntent {
    if (customer !== null && !this.customers.has(customer)) throw missing('customer', customer, 'customer');
    const si: StoredSetupIntent = {
      id: `seti_${randomBytes(12).toString('hex')}`,
      object: 'setup_intent',
      status: 'requires_payment_method',
      customer,
      payment_method: null,
      usage: 'off_session',
      metadata,
      last_setup_error: null,
      created: this.host.nowS(),
      livemode: false,
    };
    this.setupIntents.set(si.id, si);
    return si;
  }

  /** The shopper enters `card` on the page: a PaymentMethod, attached to `customer` when given. */
  newPaymentMethod(card: StandinCard, customer: string | null): StoredPaymentMethod {
    const pm: StoredPaymentMethod = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: null,
      card: { brand: 'visa', last4: card, exp_month: 12, exp_year: 2034 },
      created: this.host.nowS(),
      livemode: false,
    };
    this.paymentMethods.set(pm.id, pm);
    if (customer) this.attach(pm, customer);
    return pm;
  }

  /** The shopper on a setup session's page: the card saved (3-D Secure passed), or refused. */
  completeSetup(si: StoredSetupIntent, ok: boolean, card: StandinCard): StoredPaymentMethod | undefined {
    if (!ok) {
      Object.assign(si, {
        status: 'requires_payment_method',
        last_setup_error: { type: 'card_error', code: 'setup_intent_authentication_failure' },
      });
      this.host.emit('setup_intent.setup_failed', si);
      return undefined;
    }
    const pm = this.newPaymentMethod(card, si.customer);
    Object.assign(si, { status: 'succeeded', payment_method: pm.id, last_setup_error: null });
    this.host.emit('setup_intent.succeeded', si);
    return pm;
  }

  /** The bank's 3-D Secure page of an on-session PaymentIntent: passed, or failed. */
  authenticate(intentId: string, ok: boolean): void {
    const pi = this.host.intents.get(intentId);
    if (!pi || pi.status !== 'requires_action')
      throw new Error(`no intent ${intentId} waiting for 3-D Secure`);
    if (ok) this.hold(pi);
    else
      Object.assign(pi, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: { type: 'card_error', code: 'payment_intent_authentication_failure' },
      });
  }

  private createCustomer(p: Obj): Obj {
    const c = {
      id: id('cus'),
      object: 'customer',
      metadata: (p.metadata as Obj | undefined) ?? {},
      preferred_locales: Object.values((p.preferred_locales as Obj | undefined) ?? {}),
      created: this.host.nowS(),
      livemode: false,
    };
    this.customers.set(c.id, c);
    return c;
  }

  private method(pmId: string): StoredPaymentMethod {
    const pm = this.paymentMethods.get(pmId);
    if (!pm) throw missing('payment_method', pmId, 'payment_method');
    return pm;
  }

  private attach(pm: StoredPaymentMethod, customer: string): StoredPaymentMethod {
    if (!this.customers.has(customer)) throw missing('customer', customer, 'customer');
    if (pm.customer !== null && pm.customer !== customer)
      throw invalid('customer', 'The payment method you provided has already been attached to a customer.');
    pm.customer = customer;
    return pm;
  }

  private detach(pm: StoredPaymentMethod): StoredPaymentMethod {
    if (pm.customer === null)
      throw new StandinStripeError(
        400,
        'invalid_request_error',
        'The payment method you provided is not attached to a customer so detachment is impossible.',
      );
    pm.customer = null;
    return pm;
  }

  private setupIntent(siId: string): StoredSetupIntent {
    const si = this.setupIntents.get(siId);
    if (!si) throw missing('setup_intent', siId, 'intent');
    return si;
  }

  /**
   * POST /v1/payment_intents with `confirm=true` on a saved card: held at once, refused (402 with
   * the PaymentIntent in the error), or, with the shopper there, waiting for the bank's page.
   */
  private createIntent(p: Obj): Obj {
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount <= 0) throw invalid('amount', 'Invalid integer.');
    if (p.currency !== 'eur') throw invalid('currency', 'Only eur here.');
    if (p.confirm !== 'true') throw invalid('confirm', 'This stand-in answers confirm=true only.');
    const customer = String(p.customer ?? '');
    if (!this.customers.has(customer)) throw missing('customer', customer, 'customer');
    const pm = this.method(String(p.payment_method ?? ''));
    if (pm.customer !== customer)
      throw invalid(
        'payment_method',
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer.',
      );
    const offSession = p.off_session === 'true';
    if (!offSession && typeof p.return_url !== 'string')
      throw invalid('return_url', 'A return_url must be specified because this Payment Intent is confirmed.');
    const pi = Object.assign(this.host.paymentIntents.create(amount, p), {
      customer,
      payment_method: pm.id,
      next_action: null,
      last_payment_error: null,
    });
    const card = pm.card.last4;
    if (card === '0341') return this.refuse(pi, 'card_declined', 'Your card was declined.');
    if (card === '3184' && offSession)
      return this.refuse(
        pi,
        'authentication_required',
        'Your card was declined. This transaction requires authentication.',
      );
    if (card === '3184') {
      Object.assign(pi, {
        status: 'requires_action',
        next_action: {
          type: 'redirect_to_url',
          redirect_to_url: { url: `${this.host.url}/3ds/${pi.id}`, return_url: p.return_url },
        },
      });
      return pi;
    }
    return this.hold(pi);
  }

  private hold(pi: Obj & { id: string; status: string }): Obj {
    const amount = Number(pi.amount);
    const charge = {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      payment_intent: pi.id,
      currency: 'eur',
    };
    this.host.charges.set(charge.id, charge);
    Object.assign(pi, {
      status: 'requires_capture',
      amount_capturable: amount,
      latest_charge: charge.id,
      next_action: null,
    });
    this.host.emit('payment_intent.amount_capturable_updated', pi);
    return pi;
  }

  private refuse(pi: Obj & { id: string }, code: string, message: string): never {
    Object.assign(pi, {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code, message },
    });
    this.host.emit('payment_intent.payment_failed', pi);
    throw new StandinStripeError(402, 'card_error', message, code, undefined, {
      payment_intent: structuredClone(pi),
      ...(code === 'card_declined' ? { decline_code: 'generic_decline' } : {}),
    });
  }
}
