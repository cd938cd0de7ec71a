import type { AuthoriseRequest, AuthoriseResult, HoldTimes, PaymentProvider } from './provider.js';

/** A provider that recognises its own references (Stripe's cs_/pi_ ids, PayPal's `paypal:` ones). */
export interface OwningProvider extends PaymentProvider {
  owns(providerRef: string): boolean;
}

/** The configured provider of each method; a method without one goes to the fallback. */
export interface ProvidersByMethod {
  /** Cards (type 12): Stripe when STRIPE_SECRET_KEY is set (decision 0109). */
  card?: OwningProvider;
  /** PayPal (type 13): PayPal when PAYPAL_CLIENT_ID is set (decision 0112). */
  paypal?: OwningProvider;
}

/**
 * Each payment method on its own provider, the rest on the fallback (the built-in test provider):
 * cards on Stripe, PayPal on PayPal, each only when configured (decisions 0109, 0112). The checkout
 * and the orders see one provider: an attempt goes where its method says, a hold where its
 * reference says (a hold authorised on the test provider before a real one was configured is still
 * captured there), and a lookup or a feedback call asks the configured providers in turn, then the
 * fallback (each answers only for its own attempts and its own signatures). The ledger's `provider`
 * column then reads e.g. `stripe+paypal+test`; the provider reference (cs_/pi_, paypal:, tp_)
 * tells an attempt's own.
 */
export class PaymentsByMethod implements PaymentProvider {
  readonly name: string;
  private readonly owning: OwningProvider[];

  constructor(
    private readonly byMethod: ProvidersByMethod,
    private readonly fallback: PaymentProvider,
  ) {
    this.owning = [byMethod.card, byMethod.paypal].filter((p): p is OwningProvider => p !== undefined);
    this.name = [...this.owning, fallback].map((p) => p.name).join('+');
  }

  authorise(req: AuthoriseRequest): Promise<AuthoriseResult> {
    return (this.byMethod[req.method] ?? this.fallback).authorise(req);
  }

  capture(providerRef: string, amountCents: number): Promise<{ capturedCents: number }> {
    return this.of(providerRef).capture(providerRef, amountCents);
  }

  void(providerRef: string): Promise<void> {
    return this.of(providerRef).void(providerRef);
  }

  refund(providerRef: string, amountCents: number, refundRef: string): Promise<{ refundedCents: number }> {
    return this.of(providerRef).refund(providerRef, amountCents, refundRef);
  }

  /** When the hold's own provider wants it renewed (PayPal), if it renews holds at all. */
  reauthoriseAt(providerRef: string, hold: HoldTimes): string | undefined {
    return this.of(providerRef).reauthoriseAt?.(providerRef, hold);
  }

  reauthorise(providerRef: string): Promise<AuthoriseResult> {
    const p = this.of(providerRef);
    if (!p.reauthorise) throw new Error(`${p.name} does not renew holds`);
    return p.reauthorise(providerRef);
  }

  async lookup(reference: string): Promise<AuthoriseResult | undefined> {
    for (const p of this.owning) {
      const found = await p.lookup(reference);
      if (found) return found;
    }
    return this.fallback.lookup(reference);
  }

  verifyFeedback(params: Record<string, string | undefined>): string | undefined {
    for (const p of this.owning) {
      const reference = p.verifyFeedback(params);
      if (reference !== undefined) return reference;
    }
    return this.fallback.verifyFeedback(params);
  }

  /** Forgets a saved card where cards are saved (the card provider, else the fallback). */
  async forgetCard(token: string): Promise<void> {
    type Forgets = { forgetCard?(token: string): Promise<void> };
    const card = this.byMethod.card as Forgets | undefined;
    const target = card?.forgetCard ? card : (this.fallback as Forgets);
    await target.forgetCard?.(token);
  }

  private of(providerRef: string): PaymentProvider {
    return this.owning.find((p) => p.owns(providerRef)) ?? this.fallback;
  }
}
