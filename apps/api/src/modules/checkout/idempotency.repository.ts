import type { Selectable } from 'kysely';
import { compiledOnce } from '../../db/precompiled.js';
import type { DbOrTx } from '../../db/transaction.js';
import type { IdempotencyKeyTable } from '../../db/schema.js';

// (scope, user, key) -> request hash, state, stored answer (docs/architecture/data-and-transactions.md). The primary
// key does the work: of two concurrent claims one inserts, the other finds the row (on PostgreSQL
// after the first transaction ends; if that one rolls back, the second claims it).

export type IdempotencyRow = Selectable<IdempotencyKeyTable>;

export type Claim = { claimed: true } | { claimed: false; row: IdempotencyRow };

export async function claimKey(
  db: DbOrTx,
  scope: string,
  userId: number,
  key: string,
  requestHash: string,
  at: string,
): Promise<Claim> {
  if ((await insertKey(db, { scope, userId, key, requestHash, at })).length > 0) return { claimed: true };
  const [row] = await keyRow(db, { scope, userId, key });
  if (!row) throw new Error(`idempotency key ${scope}/${userId}/${key} neither inserted nor found`);
  return { claimed: false, row };
}

// The statements every buy runs are compiled once (db/precompiled.ts, decision 0067).
interface KeyOf {
  scope: string;
  userId: number;
  key: string;
}

const insertKey = compiledOnce(
  (k, { scope, userId, key, requestHash, at }: KeyOf & { requestHash: string; at: string }) =>
    k
      .insertInto('idempotency_key')
      .values({
        scope,
        user_id: userId,
        idem_key: key,
        request_hash: requestHash,
        state: 'running',
        order_id: null,
        answer_json: null,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(['scope', 'user_id', 'idem_key']).doNothing())
      .returning('idem_key'),
);

const keyRow = compiledOnce((k, { scope, userId, key }: KeyOf) =>
  k
    .selectFrom('idempotency_key')
    .selectAll()
    .where('scope', '=', scope)
    .where('user_id', '=', userId)
    .where('idem_key', '=', key),
);

export async function attachOrder(
  db: DbOrTx,
  scope: string,
  userId: number,
  key: string,
  orderId: number,
  at: string,
): Promise<void> {
  await attachKey(db, { orderId, at, scope, userId, key });
}

const attachKey = compiledOnce(
  (k, { orderId, at, scope, userId, key }: KeyOf & { orderId: number; at: string }) =>
    k
      .updateTable('idempotency_key')
      .set({ order_id: orderId, updated_at: at })
      .where('scope', '=', scope)
      .where('user_id', '=', userId)
      .where('idem_key', '=', key),
);

/** Stores the answer every repeat of the order's request gets from now on. */
export async function storeAnswer(db: DbOrTx, orderId: number, answer: unknown, at: string): Promise<void> {
  await storeOrderAnswer(db, { answerJson: JSON.stringify(answer), at, orderId });
}

const storeOrderAnswer = compiledOnce(
  (k, { answerJson, at, orderId }: { answerJson: string; at: string; orderId: number }) =>
    k
      .updateTable('idempotency_key')
      .set({ state: 'done', answer_json: answerJson, updated_at: at })
      .where('order_id', '=', orderId),
);

/**
 * The answer of one request (a modify's re-buy), leaving the answers stored for the order's
 * earlier requests as they were.
 */
export async function storeKeyAnswer(
  db: DbOrTx,
  key: { scope: string; userId: number; key: string },
  answer: unknown,
  at: string,
): Promise<void> {
  await db.kysely
    .updateTable('idempotency_key')
    .set({ state: 'done', answer_json: JSON.stringify(answer), updated_at: at })
    .where('scope', '=', key.scope)
    .where('user_id', '=', key.userId)
    .where('idem_key', '=', key.key)
    .execute();
}

/** Frees one request's key (a modify's re-buy undone): a repeat runs again. */
export async function forgetKey(db: DbOrTx, key: { scope: string; userId: number; key: string }) {
  await db.kysely
    .deleteFrom('idempotency_key')
    .where('scope', '=', key.scope)
    .where('user_id', '=', key.userId)
    .where('idem_key', '=', key.key)
    .execute();
}

/** Frees the key of an order undone: a repeat runs again on the cart given back. */
export async function forgetOrder(db: DbOrTx, orderId: number): Promise<void> {
  await db.kysely.deleteFrom('idempotency_key').where('order_id', '=', orderId).execute();
}

export async function findKey(db: DbOrTx, scope: string, userId: number, key: string) {
  return (await keyRow(db, { scope, userId, key }))[0];
}
