import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';

// The shop's memory of its Stripe attempts (migration 0033, decision 0109): read and written only
// through the outer handle, as the provider is always called with no transaction open. The table
// is the payments area's own, so its type is added here (Kysely's withTables), not to db/schema.

export interface StripePaymentAttemptTable {
  reference: string;
  idem_nonce: string;
  amount_cents: number;
  session_id: string | null;
  payment_intent_id: string | null;
  created_at: string;
  updated_at: string;
}

export type StripeAttempt = Selectable<StripePaymentAttemptTable>;

type WithAttempts = Kysely<{ stripe_payment_attempt: StripePaymentAttemptTable }>;

const k = (db: Db): WithAttempts =>
  db.kysely.withTables<{ stripe_payment_attempt: StripePaymentAttemptTable }>() as unknown as WithAttempts;

/**
 * The attempt's row, written on its first call: a second call with the same reference finds the
 * first one's (its nonce, so the same idempotency keys, and the session Stripe answered).
 */
export async function claimAttempt(
  db: Db,
  reference: string,
  amountCents: number,
  at: string,
): Promise<StripeAttempt> {
  await k(db)
    .insertInto('stripe_payment_attempt')
    .values({
      reference,
      idem_nonce: randomBytes(12).toString('hex'),
      amount_cents: amountCents,
      session_id: null,
      payment_intent_id: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
  const row = await attemptOf(db, reference);
  if (!row) throw new Error(`stripe attempt ${reference} lost`);
  return row;
}

export async function attemptOf(db: Db, reference: string): Promise<StripeAttempt | undefined> {
  return k(db)
    .selectFrom('stripe_payment_attempt')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** Stripe's ids of the attempt, as they become known (a value already there is kept). */
export async function recordIds(
  db: Db,
  reference: string,
  ids: { sessionId?: string; paymentIntentId?: string },
  at: string,
): Promise<void> {
  if (ids.sessionId !== undefined)
    await k(db)
      .updateTable('stripe_payment_attempt')
      .set({ session_id: ids.sessionId, updated_at: at })
      .where('reference', '=', reference)
      .where('session_id', 'is', null)
      .execute();
  if (ids.paymentIntentId !== undefined)
    await k(db)
      .updateTable('stripe_payment_attempt')
      .set({ payment_intent_id: ids.paymentIntentId, updated_at: at })
      .where('reference', '=', reference)
      .where('payment_intent_id', 'is', null)
      .execute();
}
