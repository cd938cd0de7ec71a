import type { Selectable } from 'kysely';
import { TRANSACTION_STATUS } from '@spesa/domain';
import { compiledOnce } from '../../db/precompiled.js';
import type { DbOrTx } from '../../db/transaction.js';
import type { PaymentTransactionTable } from '../../db/schema.js';

// The append-only payment ledger (migration 0009): rows are inserted, never updated or deleted.
// `event_ref` is unique, so recording the same provider event twice (the route and the sweeper,
// a retried feedback call) leaves one row.

export type LedgerRow = Selectable<PaymentTransactionTable>;

export interface LedgerEvent {
  orderId: number;
  paymentTypeId: number;
  statusId: number;
  amountCents: number;
  provider: string;
  attemptRef: string;
  providerRef: string | null;
  /** What happened, unique per attempt: 'start', 'authorised', 'declined', 'captured', 'voided', ... */
  event: string;
  detail?: string;
}

/** Appends the event; answers false when it was already recorded. */
export async function appendEvent(db: DbOrTx, e: LedgerEvent, at: string): Promise<boolean> {
  const rows = await insertEvent(db, {
    orderId: e.orderId,
    paymentTypeId: e.paymentTypeId,
    statusId: e.statusId,
    amountCents: e.amountCents,
    provider: e.provider,
    attemptRef: e.attemptRef,
    providerRef: e.providerRef,
    eventRef: `${e.attemptRef}/${e.event}`,
    detail: e.detail ?? null,
    at,
  });
  return rows.length > 0;
}

// Every buy appends two events: compiled once (db/precompiled.ts, decision 0072).
const insertEvent = compiledOnce(
  (
    k,
    {
      orderId,
      paymentTypeId,
      statusId,
      amountCents,
      provider,
      attemptRef,
      providerRef,
      eventRef,
      detail,
      at,
    }: {
      orderId: number;
      paymentTypeId: number;
      statusId: number;
      amountCents: number;
      provider: string;
      attemptRef: string;
      providerRef: string | null;
      eventRef: string;
      detail: string | null;
      at: string;
    },
  ) =>
    k
      .insertInto('payment_transaction')
      .values({
        order_id: orderId,
        payment_type_id: paymentTypeId,
        transaction_status_id: statusId,
        amount_cents: amountCents,
        provider,
        attempt_ref: attemptRef,
        provider_ref: providerRef,
        event_ref: eventRef,
        detail,
        created_at: at,
      })
      .onConflict((oc) => oc.column('event_ref').doNothing())
      .returning('order_transaction_id'),
);

/**
 * Closes an attempt that will never complete (given up, replaced, or never seen by the provider):
 * an 'abandoned' event, cancelled, no amount, so no sweep looks at it again. False if already closed.
 */
export function appendAbandoned(
  db: DbOrTx,
  a: { orderId: number; paymentTypeId: number; provider: string; attemptRef: string },
  at: string,
): Promise<boolean> {
  return appendEvent(
    db,
    { ...a, statusId: TRANSACTION_STATUS.cancelled, amountCents: 0, providerRef: null, event: 'abandoned' },
    at,
  );
}

export async function eventsOf(db: DbOrTx, orderId: number): Promise<LedgerRow[]> {
  return eventsOfOrder(db, { orderId });
}

// Read by every buy and payment answer: compiled once (db/precompiled.ts).
const eventsOfOrder = compiledOnce((k, { orderId }: { orderId: number }) =>
  k
    .selectFrom('payment_transaction')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('order_transaction_id'),
);

export async function eventsOfAttempt(db: DbOrTx, attemptRef: string): Promise<LedgerRow[]> {
  return db.kysely
    .selectFrom('payment_transaction')
    .selectAll()
    .where('attempt_ref', '=', attemptRef)
    .orderBy('order_transaction_id')
    .execute();
}

/**
 * Attempts with no outcome yet that are due for a look (a crash, or the shopper still on the
 * provider's page): started before `before` and never looked at, or whose next check
 * (`deferCheck`) has come by `now`. The most overdue first, so attempts the sweep has just seen
 * go to the back and can never fill the batch for the others.
 */
export async function dueAttempts(db: DbOrTx, before: string, now: string, limit: number) {
  return db.kysely
    .selectFrom('payment_transaction as s')
    .leftJoin('payment_attempt_check as c', 'c.attempt_ref', 's.attempt_ref')
    .select(['s.order_id', 's.attempt_ref', 's.payment_type_id', 's.amount_cents', 's.provider'])
    .where('s.event_ref', 'like', '%/start')
    .where('s.provider', '<>', 'offline')
    .where((eb) =>
      eb.or([
        eb.and([eb('c.next_check_at', 'is', null), eb('s.created_at', '<', before)]),
        eb('c.next_check_at', '<=', now),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payment_transaction as o')
            .select('o.order_transaction_id')
            .whereRef('o.attempt_ref', '=', 's.attempt_ref')
            .where('o.event_ref', 'not like', '%/start'),
        ),
      ),
    )
    .orderBy((eb) => eb.fn.coalesce('c.next_check_at', 's.created_at'))
    .orderBy('s.order_transaction_id')
    .limit(limit)
    .execute();
}

/** The sweep looked at an attempt still waiting for the shopper: the next look is at `at`. */
export async function deferCheck(db: DbOrTx, attemptRef: string, at: string): Promise<void> {
  await db.kysely
    .insertInto('payment_attempt_check')
    .values({ attempt_ref: attemptRef, next_check_at: at })
    .onConflict((oc) => oc.column('attempt_ref').doUpdateSet({ next_check_at: at }))
    .execute();
}

/**
 * Orders holding more than one authorisation authorised before `before` (neither voided nor
 * captured): after a modify's larger hold, the older one waits to be released.
 */
export async function ordersWithSeveralHolds(db: DbOrTx, before: string, limit: number): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('payment_transaction as a')
    .select('a.order_id')
    .where('a.event_ref', 'like', '%/authorised')
    .where('a.created_at', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payment_transaction as e')
            .select('e.order_transaction_id')
            .whereRef('e.attempt_ref', '=', 'a.attempt_ref')
            .where((w) =>
              w.or([w('e.event_ref', 'like', '%/voided'), w('e.event_ref', 'like', '%/captured')]),
            ),
        ),
      ),
    )
    .groupBy('a.order_id')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .orderBy('a.order_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.order_id);
}
