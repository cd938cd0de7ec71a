import type { AuthoriseRequest, AuthoriseResult, PaymentProvider } from './provider.js';

/** A provider that recognises its own references (Stripe's cs_/pi_ ids). */
export interface OwningProvider extends PaymentProvider {
  owns(providerRef: string): boolean;
}

/**
 * Cards (type 12) on one provider, everything else (PayPal, 13) on another (decision 0109: Stripe
 * for cards, the test provider for PayPal until PayPal has its own). The checkout and the orders
 * see one provider: an attempt goes where its method says, a hold where its reference says (a hold
 * authorised on the test provider before Stripe was configured is still captured there), and a
 * lookup or a feedback call asks the card provider first. The ledger's `provider` column then reads
 * `stripe+test`; the provider reference (cs_/pi_ or tp_) tells an attempt's own.
 */
export class PaymentsByMethod implements PaymentProvider {
  readonly name: string;

  constructor(
    private readonly card: OwningProvider,
    private readonly other: PaymentProvider,
  ) {
    this.name = `${card.name}+${other.name}`;
  }

  authorise(req: AuthoriseRequest): Promise<AuthoriseResult> {
    return (req.method === 'card' ? this.card : this.other).authorise(req);
  }

  capture(providerRef: string, amountCents: number): Promise<{ capturedCents: number }> {
    return this.of(providerRef).capture(providerRef, amountCents);
  }

  void(providerRef: string): Promise<void> {
    return this.of(providerRef).void(providerRef);
  }

  refund(providerRef: string, amountCents: number): Promise<{ refundedCents: number }> {
    return this.of(providerRef).refund(providerRef, amountCents);
  }

  async lookup(reference: string): Promise<AuthoriseResult | undefined> {
    return (await this.card.lookup(reference)) ?? this.other.lookup(reference);
  }

  verifyFeedback(params: Record<string, string | undefined>): string | undefined {
    return this.card.verifyFeedback(params) ?? this.other.verifyFeedback(params);
  }

  private of(providerRef: string): PaymentProvider {
    return this.card.owns(providerRef) ? this.card : this.other;
  }
}
