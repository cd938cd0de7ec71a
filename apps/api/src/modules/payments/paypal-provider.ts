import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthoriseRequest, AuthoriseResult, HoldTimes, PaymentProvider } from './provider.js';
import {
  claimPaypalAttempt,
  paypalAttemptOf,
  paypalAttemptOfOrder,
  updateAttempt,
  type PaypalAttempt,
} from './paypal-attempts.repository.js';
import {
  captureAuthorised,
  reauthoriseAhead,
  reauthoriseAt,
  refundCaptured,
  voidAuthorised,
} from './paypal-authorisations.js';
import { cents, PaypalContext, REF_PREFIX, type PaypalSettings } from './paypal-client.js';
import { createOrder, stateOf } from './paypal-orders.js';
import { webhookReference } from './paypal-webhooks.js';
import { SignedLinks } from './signed-links.js';

export { PAYPAL_LIVE_API, PAYPAL_SANDBOX_API, type PaypalSettings } from './paypal-client.js';
export { PAYPAL_HONOUR_PERIOD_MS } from './paypal-authorisations.js';
export { PAYPAL_EVENTS, PAYPAL_WEBHOOK_PATH } from './paypal-webhooks.js';

/** Where PayPal's page sends a shopper who gives up ("Annulla e torna al negozio"). */
export const PAYPAL_CANCEL_PATH = '/payment/paypal/cancel';

/**
 * PayPal payments (type 13) through the official SDK (`@paypal/paypal-server-sdk`, Orders v2 with
 * `intent: AUTHORIZE`), decision 0112. `authorise` creates an order for the hold and answers PayPal's
 * approval page; once the shopper approved it there, the first look at the attempt (the shopper's
 * return, PayPal's webhook or the sweeper, whichever comes first) authorises the order, with the
 * same `PayPal-Request-Id` each time, so once. `capture` takes the picked amount (never more than
 * the authorisation, `final_capture`); a hold needed past the 3-day honour period is reauthorised
 * once, ahead at the cut-off (`reauthoriseAt`, `reauthorise`, decision 0121) or at the capture;
 * `void` releases the authorisation (or closes the attempt if the shopper is still on the page);
 * `refund` gives back at most what was captured. Every call that changes something carries a
 * `PayPal-Request-Id` made of our reference, the attempt's nonce and the operation. Called only
 * with no transaction open. Its parts: orders (paypal-orders.ts), authorisations and their
 * reauthorisation (paypal-authorisations.ts), webhooks (paypal-webhooks.ts).
 */
export class PaypalPaymentProvider implements PaymentProvider {
  readonly name = 'paypal';
  private readonly ctx: PaypalContext;

  constructor(db: Db, clock: Clock, settings: PaypalSettings) {
    const links = new SignedLinks(settings.clientSecret, 'paypal', { ...settings, cancelPath: PAYPAL_CANCEL_PATH });
    this.ctx = new PaypalContext(db, clock, settings, links);
  }

  owns(providerRef: string): boolean {
    return providerRef.startsWith(REF_PREFIX);
  }

  async authorise(req: AuthoriseRequest): Promise<AuthoriseResult> {
    if (req.method !== 'paypal') throw new Error('PayPal provider: PayPal payments only');
    const row = await claimPaypalAttempt(this.ctx.db, req.reference, req.amountCents, this.ctx.now());
    // Answered before (a retry of a buy or of phase 2): where the order stands now.
    if (row.order_id) return stateOf(this.ctx, row);
    return createOrder(this.ctx, row);
  }

  async lookup(reference: string): Promise<AuthoriseResult | undefined> {
    const row = await paypalAttemptOf(this.ctx.db, reference);
    // No order recorded: PayPal's answer never arrived, so nobody was given its page.
    if (!row?.order_id) return undefined;
    return stateOf(this.ctx, row);
  }

  /**
   * Captures the amount asked, at most the authorisation's (final: the rest is released); an
   * approved order not looked at yet is authorised first. A repeat answers the first capture.
   */
  async capture(providerRef: string, amountCents: number): Promise<{ capturedCents: number }> {
    let row = await this.attemptOfRef(providerRef);
    if (row.capture_id) {
      const { result } = await this.ctx.payments.getCapturedPayment({ captureId: row.capture_id });
      return { capturedCents: cents(result.amount) };
    }
    if (!row.authorization_id) {
      const state = await stateOf(this.ctx, row);
      if (state.outcome !== 'authorised') throw new Error(`capture refused: ${state.outcome}`);
      row = (await paypalAttemptOf(this.ctx.db, row.reference))!;
    }
    return captureAuthorised(this.ctx, row, amountCents);
  }

  /** When the hold must be reauthorised ahead of its capture (decision 0121); pure. */
  reauthoriseAt(_providerRef: string, hold: HoldTimes): string | undefined {
    return reauthoriseAt(hold);
  }

  /** Reauthorises the hold ahead of its capture, once; `declined` when PayPal refuses. */
  async reauthorise(providerRef: string): Promise<AuthoriseResult> {
    return reauthoriseAhead(this.ctx, await this.attemptOfRef(providerRef));
  }

  /**
   * Releases the authorisation; before one exists (the shopper on PayPal's page) the attempt is
   * closed on our side, so it ends declined whatever the shopper does there. A repeat is a no-op.
   */
  async void(providerRef: string): Promise<void> {
    const row = await this.attemptOfRef(providerRef);
    // Approved and authorised meanwhile by another look: that look voids it (recordAuthorisation).
    if (!row.authorization_id) return this.close(row);
    await voidAuthorised(this.ctx, row);
  }

  /** Gives money back, never more than captured; the same `refundRef` refunds once (decision 0121). */
  async refund(providerRef: string, amountCents: number, refundRef: string): Promise<{ refundedCents: number }> {
    return refundCaptured(this.ctx, await this.attemptOfRef(providerRef), amountCents, refundRef);
  }

  /** The shopper left PayPal's page ("Annulla"): the attempt ends declined. */
  async abandon(reference: string): Promise<void> {
    const row = await paypalAttemptOf(this.ctx.db, reference);
    if (row && !row.authorization_id) await this.close(row);
  }

  /** The feedback's proof: a return link this provider signed (webhooks are verified in the route). */
  verifyFeedback(params: Record<string, string | undefined>): string | undefined {
    const { reference, sig } = params;
    return this.ctx.links.valid('return', reference, sig) ? reference : undefined;
  }

  /** The attempt a webhook is about, verified by PayPal's verify API (paypal-webhooks.ts). */
  webhookReference(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<string | null | undefined> {
    return webhookReference(this.ctx, headers, rawBody);
  }

  /** A signed return link's proof for `reference` (a verified webhook goes on as a return). */
  returnProof(reference: string): { reference: string; sig: string } {
    return this.ctx.links.returnProof(reference);
  }

  /** Where PayPal's page sends the shopper after approving: the checkout's feedback call, signed. */
  returnLink(reference: string): string {
    return this.ctx.links.returnLink(reference);
  }

  cancelLink(reference: string): string {
    return this.ctx.links.cancelLink(reference);
  }

  cancelLinkValid(reference: string | undefined, sig: string | undefined): reference is string {
    return this.ctx.links.valid('cancel', reference, sig);
  }

  /** The attempt ends declined (the shopper gave up, or the shop closed it before it was authorised). */
  private async close(row: PaypalAttempt): Promise<void> {
    await updateAttempt(this.ctx.db, row.reference, { abandoned_at: this.ctx.now() }, this.ctx.now(), 'abandoned_at');
  }

  /** Our attempt behind a provider reference (refused if it is not one of this shop's). */
  private async attemptOfRef(providerRef: string): Promise<PaypalAttempt> {
    const row = this.owns(providerRef)
      ? await paypalAttemptOfOrder(this.ctx.db, providerRef.slice(REF_PREFIX.length))
      : undefined;
    if (!row) throw new Error(`not an attempt of this shop: ${providerRef}`);
    return row;
  }
}

/** The provider from the shop's settings (config.ts); app.ts builds it only when a client id is set. */
export function createPaypalProvider(
  db: Db,
  clock: Clock,
  config: {
    PAYPAL_CLIENT_ID?: string;
    PAYPAL_CLIENT_SECRET?: string;
    PAYPAL_WEBHOOK_ID?: string;
    PAYPAL_API_URL: string;
  },
  at: { origin: string; feedbackPath: string },
): PaypalPaymentProvider | undefined {
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) return undefined;
  return new PaypalPaymentProvider(db, clock, {
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    webhookId: config.PAYPAL_WEBHOOK_ID,
    apiUrl: config.PAYPAL_API_URL,
    origin: at.origin,
    feedbackPath: at.feedbackPath,
  });
}
