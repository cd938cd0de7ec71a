import { randomBytes } from 'node:crypto';
import { id, invalid, missing, StandinStripeError, type Obj } from './shared.js';

// PaymentIntents made by Checkout Sessions (decision 0109) and their charges: retrieved (an
// authorisation older than 7 days is cancelled, as the bank releases it), captured by hand up to
// the amount capturable, cancelled; `expand[]=latest_charge`.

export interface StoredIntent extends Obj {
  id: string;
  status: string;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  created: number;
  metadata: Record<string, string>;
  latest_charge: string | null;
}

export interface StoredCharge extends Obj {
  id: string;
  amount: number;
  amount_captured: number;
  amount_refunded: number;
}

/** How long a card authorisation holds at Stripe (online card payments): then it is cancelled. */
const AUTHORISATION_DAYS = 7;

/** What the PaymentIntents need of the stand-in: its clock, its events, whether a session still uses one. */
export interface IntentsHost {
  nowS(): number;
  emit(type: string, object: Obj): void;
  /** An open Checkout Session uses the PaymentIntent (Stripe refuses to cancel it then). */
  openSessionUses(intentId: string): boolean;
}

export class StandinPaymentIntents {
  readonly intents = new Map<string, StoredIntent>();
  readonly charges = new Map<string, StoredCharge>();

  constructor(private readonly host: IntentsHost) {}

  route(method: string, path: string, p: Obj, expand: string[]): Obj | undefined {
    let m: RegExpExecArray | null;
    if (method === 'GET' && (m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)))
      return this.view(this.get(m[1]!), expand);
    if (method === 'POST' && (m = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(path)))
      return this.view(this.capture(this.get(m[1]!), p), expand);
    if (method === 'POST' && (m = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path)))
      return this.view(this.cancel(this.get(m[1]!), p), expand);
    return undefined;
  }

  /** The PaymentIntent a session makes when the shopper pays (`payment_intent_data`). */
  create(amount: number, data: Obj): StoredIntent {
    const pi: StoredIntent = {
      id: `pi_${randomBytes(12).toString('hex')}`,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      capture_method: data.capture_method ?? 'automatic_async',
      currency: 'eur',
      description: data.description ?? null,
      metadata: (data.metadata as Record<string, string> | undefined) ?? {},
      status: 'requires_payment_method',
      latest_charge: null,
      cancellation_reason: null,
      created: this.host.nowS(),
      livemode: false,
    };
    this.intents.set(pi.id, pi);
    return pi;
  }

  /** The card held for the whole amount: a charge not captured yet. */
  charge(pi: StoredIntent): StoredCharge {
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
    return charge;
  }

  get(intentId: string): StoredIntent {
    const pi = this.intents.get(intentId);
    if (!pi) throw missing('payment_intent', intentId, 'intent');
    // An authorisation not captured in time is released by the bank, and Stripe cancels the intent.
    if (pi.status === 'requires_capture' && this.host.nowS() > pi.created + AUTHORISATION_DAYS * 86_400) {
      Object.assign(pi, { status: 'canceled', cancellation_reason: 'automatic', amount_capturable: 0 });
      this.host.emit('payment_intent.canceled', pi);
    }
    return pi;
  }

  /** Cancels a PaymentIntent whose session expired (the shopper never paid there). */
  cancelWithSession(intentId: string): void {
    const pi = this.intents.get(intentId);
    if (!pi || pi.status === 'canceled') return;
    Object.assign(pi, { status: 'canceled', cancellation_reason: 'abandoned', canceled_at: this.host.nowS() });
    this.host.emit('payment_intent.canceled', pi);
  }

  view(pi: StoredIntent, expand: string[]): Obj {
    const view: Obj = { ...pi };
    if (expand.includes('latest_charge') && pi.latest_charge) view.latest_charge = { ...this.charges.get(pi.latest_charge) };
    return structuredClone(view);
  }

  private capture(pi: StoredIntent, p: Obj): StoredIntent {
    if (pi.status !== 'requires_capture')
      throw new StandinStripeError(
        400,
        'invalid_request_error',
        `This PaymentIntent could not be captured because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        'payment_intent_unexpected_state',
      );
    const take = p.amount_to_capture === undefined ? pi.amount_capturable : Number(p.amount_to_capture);
    if (!Number.isInteger(take) || take <= 0) throw invalid('amount_to_capture', 'Invalid integer.');
    if (take > pi.amount_capturable)
      throw new StandinStripeError(
        400,
        'invalid_request_error',
        'The amount to capture must be less than or equal to the amount capturable.',
        'amount_too_large',
        'amount_to_capture',
      );
    Object.assign(pi, { status: 'succeeded', amount_received: take, amount_capturable: 0 });
    const charge = this.charges.get(pi.latest_charge!)!;
    Object.assign(charge, { amount_captured: take, captured: true });
    this.host.emit('payment_intent.succeeded', pi);
    return pi;
  }

  private cancel(pi: StoredIntent, p: Obj): StoredIntent {
    if (this.host.openSessionUses(pi.id))
      throw new StandinStripeError(
        400,
        'invalid_request_error',
        'This PaymentIntent is used by an active Checkout Session: expire the Checkout Session instead.',
        'payment_intent_unexpected_state',
      );
    if (['succeeded', 'canceled'].includes(pi.status))
      throw new StandinStripeError(
        400,
        'invalid_request_error',
        `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
        'payment_intent_unexpected_state',
      );
    Object.assign(pi, {
      status: 'canceled',
      amount_capturable: 0,
      cancellation_reason: p.cancellation_reason ?? null,
      canceled_at: this.host.nowS(),
    });
    this.host.emit('payment_intent.canceled', pi);
    return pi;
  }
}
