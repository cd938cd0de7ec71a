import type { StandinPaymentIntents } from './payment-intents.js';
import { id, invalid, StandinStripeError, type Obj } from './shared.js';

// Refunds of a captured PaymentIntent's charge (`POST /v1/refunds`), never more than is left on
// the charge (Stripe's `amount_too_large`); a refund asked again with the same `Idempotency-Key`
// is answered by the core's replay, so it is made once (decision 0121).

export class StandinRefunds {
  readonly refunds = new Map<string, Obj>();

  constructor(
    private readonly intents: StandinPaymentIntents,
    private readonly nowS: () => number,
  ) {}

  route(method: string, path: string, p: Obj): Obj | undefined {
    if (method === 'POST' && path === '/v1/refunds') return this.create(p);
    return undefined;
  }

  private create(p: Obj): Obj {
    const pi = this.intents.get(String(p.payment_intent ?? ''));
    const charge = pi.latest_charge ? this.intents.charges.get(pi.latest_charge) : undefined;
    if (pi.status !== 'succeeded' || !charge)
      throw new StandinStripeError(
        400,
        'invalid_request_error',
        'This PaymentIntent has no successful charge to refund.',
        'charge_not_refundable',
      );
    const amount = p.amount === undefined ? charge.amount_captured - charge.amount_refunded : Number(p.amount);
    if (!Number.isInteger(amount) || amount <= 0) throw invalid('amount', 'Invalid integer.');
    if (charge.amount_refunded + amount > charge.amount_captured)
      throw new StandinStripeError(
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
      metadata: (p.metadata as Record<string, string> | undefined) ?? {},
      status: 'succeeded',
      created: this.nowS(),
    };
    this.refunds.set(r.id, r);
    return r;
  }
}
