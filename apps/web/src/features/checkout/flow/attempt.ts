import { readJson, writeJson } from '../../../lib/storage';
import { uuid } from '../../../lib/uuid';
import type { PlaceSnapshot } from './placedOrders';

/**
 * The Idempotency-Key of checkout/buy (decision 0042). One key per attempt to order: the same
 * request sent again (a double click, a retry after the network failed, a reload of the page in
 * between) carries the same key, so the server answers the same order and never places two. The
 * key is kept in session storage with the request it was made for; a different request (another
 * payment type, another cart version, another note) is another attempt and gets a new key, as the
 * server refuses a key reused for a different request.
 */
const KEY = 'spesa.checkout.attempt';

export interface BuyRequest {
  cartId: number;
  cartVersion: number;
  paymentTypeId: number;
  userPaymentAuthId?: number;
  /** payment_data as sent: JSON text. */
  paymentData: string;
}

export interface StoredAttempt {
  key: string;
  fingerprint: string;
  request: BuyRequest;
  /** The place and slot the shopper saw, for the confirmation page. */
  place: PlaceSnapshot;
}

export const fingerprintOf = (r: BuyRequest): string =>
  JSON.stringify([r.cartId, r.cartVersion, r.paymentTypeId, r.userPaymentAuthId ?? null, r.paymentData]);

/** The key for this request: the stored one when it was made for the same request, else a new one. */
export function attemptKey(request: BuyRequest, place: PlaceSnapshot): string {
  const fingerprint = fingerprintOf(request);
  const stored = readJson<StoredAttempt | null>('session', KEY, null);
  if (stored && stored.fingerprint === fingerprint && typeof stored.key === 'string') return stored.key;
  const next: StoredAttempt = { key: uuid(), fingerprint, request, place };
  writeJson('session', KEY, next);
  return next.key;
}

/**
 * The attempt sent without a final answer (the connection dropped, or the page was left while it
 * travelled): the page offers to send it again as it was, with its key, before anything else.
 */
export function pendingAttempt(): StoredAttempt | null {
  const stored = readJson<StoredAttempt | null>('session', KEY, null);
  return stored && typeof stored.key === 'string' && stored.request && stored.place ? stored : null;
}

/** The server gave its final word on the attempt (an order, or a refusal): the next one is new. */
export function endAttempt(): void {
  writeJson('session', KEY, null);
}

/**
 * True when this very request was sent before without a final answer (the network failed): the
 * order may exist already, so the retry goes straight to checkout/buy, whose key answers it.
 */
export function isPendingAttempt(request: BuyRequest): boolean {
  return readJson<StoredAttempt | null>('session', KEY, null)?.fingerprint === fingerprintOf(request);
}
