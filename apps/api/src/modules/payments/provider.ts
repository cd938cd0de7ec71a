// The one interface every payment provider implements (docs/architecture/data-and-transactions.md
// "Transactions"). Called only with no transaction open: a provider is outside the database.

export interface AuthoriseRequest {
  /** Our reference of the attempt, also the provider's idempotency key: the same reference twice authorises once. */
  reference: string;
  amountCents: number;
  /** 'card' (payment type 12) or 'paypal' (13). */
  method: 'card' | 'paypal';
  /** A saved card's provider token, or a card number (test provider only), or neither: the hosted page asks. */
  cardToken?: string;
  cardNumber?: string;
  /** Keep the card for next time (the hosted page answers a token). */
  saveCard?: boolean;
  /**
   * Who may act on the provider's page: an opaque id of the shopper's session. The built-in test
   * page accepts only that session (a real provider binds its page to its own login instead).
   */
  payer?: string;
  /**
   * When the hold must still be there (the order's slot: it is captured when the order is ready).
   * A provider whose hold would lapse before then saves the card instead of holding the amount
   * (answers `saved`, decision 0113); one that cannot save cards ignores it and holds as always.
   */
  holdNeededUntil?: string;
  /**
   * The shopper is not there (the authorisation at the cut-off of a saved card, `cardToken`): the
   * provider never answers `action_required`, a card that asks for 3-D Secure is declined with
   * reason `authentication_required`.
   */
  offSession?: boolean;
}

export type AuthoriseResult =
  | { outcome: 'authorised'; providerRef: string; amountCents: number; card?: SavedCardInfo }
  | { outcome: 'declined'; providerRef: string; reason: string }
  /** The shopper must act on the provider's page (3-D Secure, PayPal approval, card entry). */
  | { outcome: 'action_required'; providerRef: string; redirectUrl: string }
  /**
   * Nothing held: the card is saved (3-D Secure passed on the saving) for an authorisation when the
   * slot's cut-off comes (`holdNeededUntil`, decision 0113). `token` authorises it off-session;
   * `card` is there only when the shopper asked to keep the card for next time (`saveCard`).
   */
  | { outcome: 'saved'; providerRef: string; token: string; card?: SavedCardInfo };

export interface SavedCardInfo {
  token: string;
  brand: string;
  last4: string;
  expiry: string;
}

/** The times a hold's renewal is planned from (ISO): when it was authorised, the slot's cut-off and start. */
export interface HoldTimes {
  authorisedAt: string;
  cutoffAt: string;
  neededUntil: string;
}

export interface PaymentProvider {
  readonly name: string;
  /**
   * How many days a card hold of this provider lasts (with a margin: Stripe's last 7, it says 6).
   * Optional: a provider without it never saves a card instead of holding (decision 0113).
   */
  readonly holdLastsDays?: number;
  authorise(req: AuthoriseRequest): Promise<AuthoriseResult>;
  /** Captures up to the authorised amount; answers the amount captured. */
  capture(providerRef: string, amountCents: number): Promise<{ capturedCents: number }>;
  /** Releases an authorisation not captured. */
  void(providerRef: string): Promise<void>;
  /**
   * Gives back part of what was captured. `refundRef` is our own name of this refund (the caller's
   * refund or correction row, e.g. `o12-p1/refund-1`): the provider's idempotency key, so the same
   * refund asked again after a lost answer refunds once and answers the first refund (decision 0121).
   */
  refund(providerRef: string, amountCents: number, refundRef: string): Promise<{ refundedCents: number }>;
  /** Where an attempt stands at the provider (the sweeper and the feedback call ask). */
  lookup(reference: string): Promise<AuthoriseResult | undefined>;
  /** Checks a feedback or webhook call's signature: answers the attempt reference it is about. */
  verifyFeedback(params: Record<string, string | undefined>): string | undefined;
  /**
   * When a hold authorised at `authorisedAt` must be renewed so that its funds are still guaranteed
   * when it is captured (PayPal's reauthorisation after its 3-day honour period, decision 0121), by
   * the slot's cut-off and start; undefined when it needs no renewal. Optional, and pure: it is
   * asked inside the transaction that records the hold.
   */
  reauthoriseAt?(providerRef: string, hold: HoldTimes): string | undefined;
  /**
   * Renews a hold for its amount (PayPal's reauthorisation): `authorised` when the funds are held
   * again, `declined` when the provider refuses; a repeat answers the first renewal.
   */
  reauthorise?(providerRef: string): Promise<AuthoriseResult>;
  /** Forgets a saved card at the provider (Stripe detaches its PaymentMethod); optional. */
  forgetCard?(token: string): Promise<void>;
}
