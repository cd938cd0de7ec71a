import type { Kysely, Selectable } from 'kysely';
import type { DbOrTx } from '../../db/transaction.js';

// Holds to renew before their capture (migration 0042, decision 0121): PayPal's reauthorisation
// once its honour period has passed. One row per order (the hold in force is the one renewed),
// written in the transaction that records the hold, beside the job that renews it; the checkout's
// sweep reads the rows due, should the job run late or never. The table is the payments area's
// own, so its type is added here (Kysely's withTables), not to db/schema.

export interface PaymentHoldRenewalTable {
  order_id: number;
  due_at: string;
  done_at: string | null;
  outcome: string | null;
  updated_at: string;
}

export type HoldRenewal = Selectable<PaymentHoldRenewalTable>;

type WithRenewals = Kysely<{ payment_hold_renewal: PaymentHoldRenewalTable }>;

const k = (db: DbOrTx): WithRenewals =>
  db.kysely.withTables<{ payment_hold_renewal: PaymentHoldRenewalTable }>() as unknown as WithRenewals;

/** The order's hold is to be renewed at `dueAt` (a new hold replaces the time, and reopens it). */
export async function planRenewal(db: DbOrTx, orderId: number, dueAt: string, at: string): Promise<void> {
  await k(db)
    .insertInto('payment_hold_renewal')
    .values({ order_id: orderId, due_at: dueAt, done_at: null, outcome: null, updated_at: at })
    .onConflict((oc) => oc.column('order_id').doUpdateSet({ due_at: dueAt, done_at: null, outcome: null, updated_at: at }))
    .execute();
}

export async function renewalOf(db: DbOrTx, orderId: number): Promise<HoldRenewal | undefined> {
  return k(db).selectFrom('payment_hold_renewal').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** The renewal is over (renewed, refused, or no longer needed): the sweep is done with it. */
export async function endRenewal(db: DbOrTx, orderId: number, outcome: string, at: string): Promise<void> {
  await k(db)
    .updateTable('payment_hold_renewal')
    .set({ done_at: at, outcome, updated_at: at })
    .where('order_id', '=', orderId)
    .where('done_at', 'is', null)
    .execute();
}

/** Orders whose renewal is due by `now` and not done: the most overdue first. */
export async function dueRenewals(db: DbOrTx, now: string, limit: number): Promise<number[]> {
  const rows = await k(db)
    .selectFrom('payment_hold_renewal')
    .select('order_id')
    .where('done_at', 'is', null)
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .orderBy('order_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.order_id);
}
