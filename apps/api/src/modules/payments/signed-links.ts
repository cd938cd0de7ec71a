import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The addresses a hosted payment page (Stripe's, PayPal's) sends the shopper back to, signed with
 * a key derived from the provider's secret: the return (the checkout's feedback call) and the
 * cancel link. Absolute from the shop's origin when given to the provider.
 */
export class SignedLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    /** Whose links ('stripe', 'paypal'): each provider's key is its own. */
    provider: string,
    private readonly at: { origin: string; feedbackPath: string; cancelPath: string },
  ) {
    this.key = createHmac('sha256', secret).update(`spesa: ${provider} return links`).digest();
  }

  /** Where the page sends the shopper after paying: the checkout's feedback call, signed. */
  returnLink(reference: string): string {
    return `${this.at.feedbackPath}?${this.query('return', reference)}`;
  }

  cancelLink(reference: string): string {
    return `${this.at.cancelPath}?${this.query('cancel', reference)}`;
  }

  /** The return link's proof (`reference`, `sig`), as the feedback call gets it. */
  returnProof(reference: string): { reference: string; sig: string } {
    return { reference, sig: this.sign('return', reference) };
  }

  /** Whether `sig` signs `reference` for that purpose. */
  valid(purpose: 'return' | 'cancel', reference: string | undefined, sig: string | undefined): boolean {
    return Boolean(reference && sig && sameHex(this.sign(purpose, reference), sig));
  }

  absolute(path: string): string {
    return new URL(path, this.at.origin).toString();
  }

  private query(purpose: 'return' | 'cancel', reference: string): string {
    return `reference=${encodeURIComponent(reference)}&sig=${this.sign(purpose, reference)}`;
  }

  private sign(purpose: 'return' | 'cancel', reference: string): string {
    return createHmac('sha256', this.key).update(`${purpose}:${reference}`).digest('hex');
  }
}

function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}
