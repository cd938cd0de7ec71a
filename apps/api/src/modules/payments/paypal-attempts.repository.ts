import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';

// The shop's memory of its PayPal attempts (migration 0036, decision 0112): read and written only
// through the outer handle, as the provider is always called with no transaction open. The table is
// the payments area's own, so its type is added here (Kysely's withTables), not to db/schema.

export interface PaypalPaymentAttemptTable {
  reference: string;
  idem_nonce: string;
  amount_cents: number;
  order_id: string | null;
  authorization_id: string | null;
  authorised_at: string | null;
  reauthorization_id: string | null;
  capture_id: string | null;
  abandoned_at: string | null;
  created_at: string;
  updated_at: string;
}

export type PaypalAttempt = Selectable<PaypalPaymentAttemptTable>;

type Tables = { paypal_payment_attempt: PaypalPaymentAttemptTable };
type WithAttempts = Kysely<Tables>;

const k = (db: Db): WithAttempts => db.kysely.withTables<Tables>() as unknown as WithAttempts;

/** The attempt's row, written on its first call: a second call finds the first one's (its nonce). */
export async function claimPaypalAttempt(
  db: Db,
  reference: string,
  amountCents: number,
  at: string,
): Promise<PaypalAttempt> {
  await k(db)
    .insertInto('paypal_payment_attempt')
    .values({
      reference,
      idem_nonce: randomBytes(12).toString('hex'),
      amount_cents: amountCents,
      order_id: null,
      authorization_id: null,
      authorised_at: null,
      reauthorization_id: null,
      capture_id: null,
      abandoned_at: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
  const row = await paypalAttemptOf(db, reference);
  if (!row) throw new Error(`paypal attempt ${reference} lost`);
  return row;
}

export async function paypalAttemptOf(db: Db, reference: string): Promise<PaypalAttempt | undefined> {
  return k(db)
    .selectFrom('paypal_payment_attempt')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export async function paypalAttemptOfOrder(db: Db, orderId: string): Promise<PaypalAttempt | undefined> {
  return k(db)
    .selectFrom('paypal_payment_attempt')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** What the shop learns of an attempt as PayPal answers (the rest of the row never changes). */
export type PaypalAttemptFields = Partial<
  Pick<
    PaypalPaymentAttemptTable,
    'order_id' | 'authorization_id' | 'authorised_at' | 'reauthorization_id' | 'capture_id' | 'abandoned_at'
  >
>;

/**
 * Records what PayPal answered of an attempt: its order, its authorisation (and when it was made),
 * a reauthorisation (the one captured from then on, its honour period counting from its time), the
 * capture, or the attempt closed by the shop (`abandoned_at`). With `once`, only while that field
 * is still empty: the first answer recorded is kept.
 */
export async function updateAttempt(
  db: Db,
  reference: string,
  fields: PaypalAttemptFields,
  at: string,
  once?: keyof PaypalAttemptFields,
): Promise<void> {
  let update = k(db)
    .updateTable('paypal_payment_attempt')
    .set({ ...fields, updated_at: at })
    .where('reference', '=', reference);
  if (once) update = update.where(once, 'is', null);
  await update.execute();
}
