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

/** The order PayPal answered (kept if one is there already: the first answer wins). */
export async function recordPaypalOrder(
  db: Db,
  reference: string,
  orderId: string,
  at: string,
): Promise<void> {
  await k(db)
    .updateTable('paypal_payment_attempt')
    .set({ order_id: orderId, updated_at: at })
    .where('reference', '=', reference)
    .where('order_id', 'is', null)
    .execute();
}

/** PayPal's authorisation of the order and when it was made (the first one recorded is kept). */
export async function recordPaypalAuthorisation(
  db: Db,
  reference: string,
  auth: { id: string; at: string },
  at: string,
): Promise<void> {
  await k(db)
    .updateTable('paypal_payment_attempt')
    .set({ authorization_id: auth.id, authorised_at: auth.at, updated_at: at })
    .where('reference', '=', reference)
    .where('authorization_id', 'is', null)
    .execute();
}

/** A reauthorisation: the one captured from now on, its honour period counting from `auth.at`. */
export async function recordPaypalReauthorisation(
  db: Db,
  reference: string,
  auth: { id: string; at: string },
  at: string,
): Promise<void> {
  await k(db)
    .updateTable('paypal_payment_attempt')
    .set({ reauthorization_id: auth.id, authorised_at: auth.at, updated_at: at })
    .where('reference', '=', reference)
    .execute();
}

export async function recordPaypalCapture(
  db: Db,
  reference: string,
  captureId: string,
  at: string,
): Promise<void> {
  await k(db)
    .updateTable('paypal_payment_attempt')
    .set({ capture_id: captureId, updated_at: at })
    .where('reference', '=', reference)
    .where('capture_id', 'is', null)
    .execute();
}

/** The attempt ends declined (the shopper gave up, or the shop closed it before it was authorised). */
export async function abandonPaypalAttempt(db: Db, reference: string, at: string): Promise<void> {
  await k(db)
    .updateTable('paypal_payment_attempt')
    .set({ abandoned_at: at, updated_at: at })
    .where('reference', '=', reference)
    .where('abandoned_at', 'is', null)
    .execute();
}
