import { TRANSACTION_STATUS } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { appendEvent, type LedgerRow } from './ledger.repository.js';
import type { PaymentProvider } from './provider.js';

// What an order's online payment holds at the provider, and the two ways a hold ends: released
// (void) or taken (capture). Both are called with no transaction open (the provider is outside
// the database) and recorded in the ledger afterwards; the ledger's unique event reference makes
// a repeat a no-op.

export interface Hold {
  attemptRef: string;
  providerRef: string;
  amountCents: number;
  paymentTypeId: number;
}

const ENDED = ['/voided', '/captured'];

/** Attempts authorised and neither voided nor captured yet, from the order's ledger rows. */
export function heldAttempts(events: readonly LedgerRow[]): Hold[] {
  const ended = new Set(
    events.filter((e) => ENDED.some((s) => e.event_ref.endsWith(s))).map((e) => e.attempt_ref),
  );
  return events
    .filter((e) => e.event_ref.endsWith('/authorised') && !ended.has(e.attempt_ref) && e.provider_ref)
    .map((e) => ({
      attemptRef: e.attempt_ref,
      providerRef: e.provider_ref!,
      amountCents: e.amount_cents,
      paymentTypeId: e.payment_type_id,
    }));
}

/** The amount captured so far (the ledger's captured events). */
export function capturedCents(events: readonly LedgerRow[]): number {
  return events.filter((e) => e.event_ref.endsWith('/captured')).reduce((s, e) => s + e.amount_cents, 0);
}

export interface HoldDeps {
  provider: PaymentProvider;
  clock: Clock;
}

/** Releases a hold at the provider, then records it. */
export async function releaseHold(deps: HoldDeps, db: Db, orderId: number, hold: Hold): Promise<void> {
  await deps.provider.void(hold.providerRef);
  await appendEvent(
    db,
    {
      orderId,
      paymentTypeId: hold.paymentTypeId,
      statusId: TRANSACTION_STATUS.cancelled,
      amountCents: 0,
      provider: deps.provider.name,
      attemptRef: hold.attemptRef,
      providerRef: hold.providerRef,
      event: 'voided',
    },
    deps.clock.now().toISOString(),
  );
}

/**
 * Captures `amountCents` of a hold (never more than it holds: the caller passes the smaller of
 * the two, the provider refuses more) and records it; the rest of the hold is released by the
 * capture. A zero amount (nothing prepared) voids instead.
 */
export async function captureHold(
  deps: HoldDeps,
  db: Db,
  orderId: number,
  hold: Hold,
  amountCents: number,
): Promise<number> {
  const amount = Math.min(amountCents, hold.amountCents);
  if (amount <= 0) {
    await releaseHold(deps, db, orderId, hold);
    return 0;
  }
  const { capturedCents: taken } = await deps.provider.capture(hold.providerRef, amount);
  await appendEvent(
    db,
    {
      orderId,
      paymentTypeId: hold.paymentTypeId,
      statusId: TRANSACTION_STATUS.confirmed,
      amountCents: taken,
      provider: deps.provider.name,
      attemptRef: hold.attemptRef,
      providerRef: hold.providerRef,
      event: 'captured',
    },
    deps.clock.now().toISOString(),
  );
  return taken;
}

/**
 * Gives back `amountCents` of a captured hold and records it (decision 0121). `refundId` names the
 * refund on our side (the caller's refund or correction row, e.g. its id): the refund's reference
 * `<attempt>/refund-<refundId>` is the provider's idempotency key and the ledger event's, so a
 * call asked again after a lost answer refunds once at the provider and leaves one ledger row.
 */
export async function refundCapture(
  deps: HoldDeps,
  db: Db,
  orderId: number,
  hold: Hold,
  amountCents: number,
  refundId: string,
): Promise<number> {
  const event = `refund-${refundId}`;
  const { refundedCents } = await deps.provider.refund(
    hold.providerRef,
    amountCents,
    `${hold.attemptRef}/${event}`,
  );
  await appendEvent(
    db,
    {
      orderId,
      paymentTypeId: hold.paymentTypeId,
      statusId: TRANSACTION_STATUS.reversed,
      amountCents: refundedCents,
      provider: deps.provider.name,
      attemptRef: hold.attemptRef,
      providerRef: hold.providerRef,
      event,
    },
    deps.clock.now().toISOString(),
  );
  return refundedCents;
}
