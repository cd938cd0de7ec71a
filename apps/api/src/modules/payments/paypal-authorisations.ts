import { AuthorizationStatus, type Order, type PaymentAuthorization } from '@paypal/paypal-server-sdk';
import type { AuthoriseResult, HoldTimes } from './provider.js';
import { paypalAttemptOf, updateAttempt, type PaypalAttempt } from './paypal-attempts.repository.js';
import { cents, keyOf, money, providerRefOf, refusalOf, type PaypalContext } from './paypal-client.js';

// PayPal's authorisations of our orders (decisions 0112, 0121): what one says to the shop, its
// capture (never above it, final), its reauthorisation once its 3-day honour period has passed
// (planned ahead at the cut-off, or at the capture), its release, and refunds of its capture.

/**
 * PayPal guarantees the funds of an authorisation for its honour period, 3 days; the authorisation
 * itself can be captured for 29 days. A hold needed past the honour period is reauthorised once (a
 * new authorisation id with 3 days of its own; PayPal allows that from day 4 to day 29).
 */
export const PAYPAL_HONOUR_PERIOD_MS = 3 * 86_400_000;
/** How long an authorisation can be captured (and reauthorised): 29 days from the original. */
const PAYPAL_VALID_MS = 29 * 86_400_000;
/** A planned reauthorisation waits this long past the honour period (PayPal refuses one inside it). */
const REAUTHORISE_MARGIN_MS = 60_000;

/** The authorisation captured or voided: the reauthorisation, or the order's own. */
export function inForce(row: PaypalAttempt): string {
  return row.reauthorization_id ?? row.authorization_id!;
}

export function authorisationIn(order: { purchaseUnits?: Order['purchaseUnits'] }): PaymentAuthorization | undefined {
  return order.purchaseUnits?.[0]?.payments?.authorizations?.at(-1);
}

/** PayPal's authorisation of the order, recorded (the first one kept); voided if the shop closed the attempt meanwhile. */
export async function recordAuthorisation(
  ctx: PaypalContext,
  row: PaypalAttempt,
  auth: PaymentAuthorization,
): Promise<AuthoriseResult> {
  const fields = { authorization_id: auth.id!, authorised_at: auth.createTime ?? ctx.now() };
  await updateAttempt(ctx.db, row.reference, fields, ctx.now(), 'authorization_id');
  const now = (await paypalAttemptOf(ctx.db, row.reference))!;
  // Closed by the shop while PayPal was authorising (a cancel, the sweeper): the hold goes back.
  if (now.abandoned_at && (auth.status === AuthorizationStatus.Created || auth.status === AuthorizationStatus.Pending)) {
    await ctx.payments.voidPayment({ authorizationId: auth.id!, paypalRequestId: keyOf(now, 'void') });
    return { outcome: 'declined', providerRef: providerRefOf(row), reason: 'abandoned' };
  }
  return resultOf(ctx, now, auth);
}

/** What an authorisation says to the shop. */
export function resultOf(ctx: PaypalContext, row: PaypalAttempt, auth: PaymentAuthorization): AuthoriseResult {
  const providerRef = providerRefOf(row);
  switch (auth.status) {
    case AuthorizationStatus.Created:
      if (auth.expirationTime && Date.parse(auth.expirationTime) <= ctx.clock.now().getTime())
        return { outcome: 'declined', providerRef, reason: 'expired' };
      return { outcome: 'authorised', providerRef, amountCents: cents(auth.amount) };
    // Captured (a look after the capture): authorised for the amount that was held.
    case AuthorizationStatus.Captured:
    case AuthorizationStatus.PartiallyCaptured:
      return { outcome: 'authorised', providerRef, amountCents: cents(auth.amount) };
    // Under review at PayPal: the shopper goes back to the order meanwhile; the sweeper asks again.
    case AuthorizationStatus.Pending:
      return { outcome: 'action_required', providerRef, redirectUrl: ctx.links.returnLink(row.reference) };
    default:
      return { outcome: 'declined', providerRef, reason: String(auth.status ?? 'unknown').toLowerCase() };
  }
}

/** The authorisation in force, as PayPal has it now. */
export async function authorisationInForce(ctx: PaypalContext, row: PaypalAttempt): Promise<PaymentAuthorization> {
  return (await ctx.payments.getAuthorizedPayment({ authorizationId: inForce(row) })).result;
}

/**
 * Captures the amount asked of an authorised attempt, at most the authorisation's (final: the rest
 * is released). Past the honour period of an authorisation not reauthorised yet, a reauthorisation
 * comes first. A repeat answers the first capture.
 */
export async function captureAuthorised(
  ctx: PaypalContext,
  row: PaypalAttempt,
  amountCents: number,
): Promise<{ capturedCents: number }> {
  let auth = await authorisationInForce(ctx, row);
  const captured = auth.status === AuthorizationStatus.Captured;
  if (!captured && auth.status !== AuthorizationStatus.Created)
    throw new Error(`capture refused: ${String(auth.status).toLowerCase()}`);
  const take = Math.min(amountCents, cents(auth.amount));
  if (!(take > 0)) throw new Error('capture refused');
  // One reauthorisation per hold: the one planned at the cut-off (decision 0121), or this one.
  if (!captured && !row.reauthorization_id && pastHonourPeriod(ctx, row)) auth = await reauthoriseOnce(ctx, row, auth);
  // Captured already but its answer lost: the same PayPal-Request-Id answers the first capture.
  const { result } = await ctx.payments.captureAuthorizedPayment({
    authorizationId: auth.id!,
    paypalRequestId: keyOf(row, 'capture'),
    prefer: 'return=representation',
    body: { amount: money(take), finalCapture: true },
  });
  await updateAttempt(ctx.db, row.reference, { capture_id: result.id! }, ctx.now(), 'capture_id');
  return { capturedCents: cents(result.amount) };
}

/** Whether the authorisation in force is past its 3-day honour period by the shop's clock. */
function pastHonourPeriod(ctx: PaypalContext, row: PaypalAttempt): boolean {
  if (!row.authorised_at) return false;
  return ctx.clock.now().getTime() - Date.parse(row.authorised_at) > PAYPAL_HONOUR_PERIOD_MS;
}

/**
 * When a hold must be reauthorised so that its funds are guaranteed when "ready" captures it
 * (decision 0121): never while the slot is within the honour period; otherwise at the slot's
 * cut-off (the amount is final then, and the new honour period covers the slot), but not before
 * the honour period has passed (PayPal refuses a reauthorisation inside it) nor past the 29 days.
 */
export function reauthoriseAt(hold: HoldTimes): string | undefined {
  const authorised = Date.parse(hold.authorisedAt);
  if (Date.parse(hold.neededUntil) - authorised <= PAYPAL_HONOUR_PERIOD_MS) return undefined;
  const at = Math.max(Date.parse(hold.cutoffAt), authorised + PAYPAL_HONOUR_PERIOD_MS + REAUTHORISE_MARGIN_MS);
  return at < authorised + PAYPAL_VALID_MS ? new Date(at).toISOString() : undefined;
}

/**
 * Reauthorises the hold ahead of the capture, once: `authorised` with the new authorisation in
 * force, `declined` with PayPal's reason when it refuses (the funds are no longer there). A repeat
 * (the job and the sweep) answers the first one: the same PayPal-Request-Id, or the
 * reauthorisation already recorded.
 */
export async function reauthoriseAhead(ctx: PaypalContext, row: PaypalAttempt): Promise<AuthoriseResult> {
  if (!row.authorization_id) throw new Error(`reauthorise: ${providerRefOf(row)} is not authorised`);
  const auth = await authorisationInForce(ctx, row);
  if (row.reauthorization_id || auth.status !== AuthorizationStatus.Created) return resultOf(ctx, row, auth);
  let renewed: PaymentAuthorization;
  try {
    renewed = await reauthoriseOnce(ctx, row, auth);
  } catch (e) {
    const refused = refusalOf(e);
    if (!refused) throw e;
    return { outcome: 'declined', providerRef: providerRefOf(row), reason: `reauthorisation:${refused}` };
  }
  return resultOf(ctx, row, renewed);
}

/**
 * A new authorisation for the same amount, asked on the order's authorisation (PayPal: days 4 to
 * 29 of it, with a new id and a new honour period); the new one is captured from then on.
 */
async function reauthoriseOnce(
  ctx: PaypalContext,
  row: PaypalAttempt,
  current: PaymentAuthorization,
): Promise<PaymentAuthorization> {
  const { result } = await ctx.payments.reauthorizePayment({
    authorizationId: row.authorization_id!,
    paypalRequestId: keyOf(row, `reauthorise-${current.id!}`),
    prefer: 'return=representation',
    body: { amount: current.amount },
  });
  if (!result.id || result.status !== AuthorizationStatus.Created)
    throw new Error(`reauthorisation refused: ${String(result.status).toLowerCase()}`);
  const fields = { reauthorization_id: result.id, authorised_at: result.createTime ?? ctx.now() };
  await updateAttempt(ctx.db, row.reference, fields, ctx.now());
  return result;
}

/** Releases the authorisation in force, if it still holds; a repeat is a no-op. */
export async function voidAuthorised(ctx: PaypalContext, row: PaypalAttempt): Promise<void> {
  const auth = await authorisationInForce(ctx, row);
  if (auth.status === AuthorizationStatus.Created || auth.status === AuthorizationStatus.Pending)
    await ctx.payments.voidPayment({ authorizationId: auth.id!, paypalRequestId: keyOf(row, 'void') });
}

/**
 * Gives money back, never more than captured: PayPal refuses more than is left. `refundRef` (our
 * refund's own name) makes the PayPal-Request-Id, so a refund asked again after a lost answer is
 * answered the first refund (decision 0121).
 */
export async function refundCaptured(
  ctx: PaypalContext,
  row: PaypalAttempt,
  amountCents: number,
  refundRef: string,
): Promise<{ refundedCents: number }> {
  if (!row.capture_id || !(amountCents > 0)) throw new Error('refund refused');
  try {
    const { result } = await ctx.payments.refundCapturedPayment({
      captureId: row.capture_id,
      paypalRequestId: keyOf(row, `refund:${refundRef}`),
      prefer: 'return=representation',
      body: { amount: money(amountCents) },
    });
    return { refundedCents: cents(result.amount) };
  } catch (e) {
    // More than is left (REFUND_AMOUNT_EXCEEDED, CAPTURE_FULLY_REFUNDED, ...): refused.
    const refused = refusalOf(e);
    if (refused) throw new Error(`refund refused: ${refused}`, { cause: e });
    throw e;
  }
}
