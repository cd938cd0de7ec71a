import type { Selectable } from 'kysely';
import { compiledOnce } from '../../db/precompiled.js';
import type { DbOrTx } from '../../db/transaction.js';
import type { OrderModificationTable } from '../../db/schema.js';
import type { NewLine, OrderRow } from './orders.repository.js';

// order/modify's rows (migration 0017, decision 0057): the order flagged as being modified, and
// what the modification keeps until it ends (bought again, given up, or past the cut-off). The flag
// (`customer_order.modifying_since`) is the one record that the order is being modified (decision
// 0104); the row is written and removed with it, here and nowhere else.

export type ModificationRow = Selectable<OrderModificationTable>;

/** What a re-bought cart puts in the order: lines, gift discounts and totals. */
export interface OrderContents {
  lines: NewLine[];
  adjustments: Array<{ giftCertificateId: number; code: string; discountCents: number }>;
  order: Pick<
    OrderRow,
    | 'cart_version'
    | 'goods_cents'
    | 'gift_discount_cents'
    | 'delivery_fee_cents'
    | 'gross_total_cents'
    | 'hold_cents'
    | 'need_invoice'
    | 'note'
    | 'user_payment_auth_id'
  >;
}

/**
 * Begins a modification: flags the shopper's order as being modified (`modifying_since`, the one
 * record of it, decision 0104), only from `statuses` and if no modification runs, and writes the
 * row that keeps what the modification needs. The flag's update is on the same row a
 * take-in-charge updates, so of the two racing exactly one matches. Answers whether it began.
 */
export async function beginModifying(
  db: DbOrTx,
  m: { orderId: number; userId: number; cartId: number; cutoffAt: string; snapshotJson: string },
  statuses: readonly number[],
  at: string,
): Promise<boolean> {
  const r = await db.kysely
    .updateTable('customer_order')
    .set({ modifying_since: at, updated_at: at })
    .where('order_id', '=', m.orderId)
    .where('user_id', '=', m.userId)
    .where('order_status_id', 'in', [...statuses])
    .where('modifying_since', 'is', null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  await db.kysely
    .insertInto('order_modification')
    .values({
      order_id: m.orderId,
      cart_id: m.cartId,
      cutoff_at: m.cutoffAt,
      snapshot_json: m.snapshotJson,
      created_at: at,
    })
    .execute();
  return true;
}

/**
 * Ends the modification: the row goes (with `idleOnly`, only if no larger hold is being
 * authorised) and the flag with it, so the order may move again. Answers whether this call ended it.
 */
export async function endModifying(
  db: DbOrTx,
  orderId: number,
  at: string,
  idleOnly = false,
): Promise<boolean> {
  let q = db.kysely.deleteFrom('order_modification').where('order_id', '=', orderId);
  if (idleOnly) q = q.where('attempt_ref', 'is', null);
  const r = await q.executeTakeFirst();
  if (Number(r.numDeletedRows) !== 1) return false;
  await db.kysely
    .updateTable('customer_order')
    .set({ modifying_since: null, updated_at: at })
    .where('order_id', '=', orderId)
    .execute();
  return true;
}

export async function modificationOf(db: DbOrTx, orderId: number): Promise<ModificationRow | undefined> {
  return db.kysely
    .selectFrom('order_modification')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

export async function modificationOfCart(db: DbOrTx, cartId: number): Promise<ModificationRow | undefined> {
  const [row] = await modificationOfCartQuery(db, { cartId });
  return row;
}

// Read by every buy: compiled once (db/precompiled.ts, decision 0115).
const modificationOfCartQuery = compiledOnce((k, { cartId }: { cartId: number }) =>
  k.selectFrom('order_modification').selectAll().where('cart_id', '=', cartId),
);

/**
 * The order a cart is the modification of, as the cart shows it (its ModifiedOrderPort): the
 * order, the slot's cut-off and the order's payment type. Read by every cart answer of an account,
 * through the unique index on the row's cart: compiled once (db/precompiled.ts).
 */
export async function modifiedOrderOfCart(
  db: DbOrTx,
  cartId: number,
): Promise<{ orderId: number; cutoffAt: string; paymentTypeId: number } | undefined> {
  const [row] = await modifiedOrderOfCartQuery(db, { cartId });
  return row && { orderId: row.order_id, cutoffAt: row.cutoff_at, paymentTypeId: row.payment_type_id };
}

const modifiedOrderOfCartQuery = compiledOnce((k, { cartId }: { cartId: number }) =>
  k
    .selectFrom('order_modification as m')
    .innerJoin('customer_order as o', 'o.order_id', 'm.order_id')
    .select(['m.order_id', 'm.cutoff_at', 'o.payment_type_id'])
    .where('m.cart_id', '=', cartId),
);

/**
 * Records the larger hold being authorised, what it pays for and the buy's idempotency key; only
 * one at a time.
 */
export async function setPending(
  db: DbOrTx,
  orderId: number,
  attemptRef: string,
  contents: OrderContents,
  idemKey: string,
): Promise<boolean> {
  const r = await db.kysely
    .updateTable('order_modification')
    .set({ attempt_ref: attemptRef, pending_json: JSON.stringify(contents), idem_key: idemKey })
    .where('order_id', '=', orderId)
    .where('attempt_ref', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The authorisation failed or never started: the modification goes on without a pending hold. */
export async function clearPending(db: DbOrTx, orderId: number, attemptRef: string): Promise<void> {
  await db.kysely
    .updateTable('order_modification')
    .set({ attempt_ref: null, pending_json: null, idem_key: null })
    .where('order_id', '=', orderId)
    .where('attempt_ref', '=', attemptRef)
    .execute();
}

/** Modifications whose slot's cut-off has passed and that wait for no provider answer. */
export async function pastCutoff(db: DbOrTx, now: string, limit: number): Promise<ModificationRow[]> {
  return db.kysely
    .selectFrom('order_modification')
    .selectAll()
    .where('cutoff_at', '<=', now)
    .where('attempt_ref', 'is', null)
    .orderBy('order_id')
    .limit(limit)
    .execute();
}

/** Replaces the order's lines, gift discounts and totals with the re-bought cart's. */
export async function replaceContents(
  db: DbOrTx,
  orderId: number,
  c: OrderContents,
  at: string,
): Promise<void> {
  await db.kysely.deleteFrom('order_line').where('order_id', '=', orderId).execute();
  for (let i = 0; i < c.lines.length; i += 200)
    await db.kysely
      .insertInto('order_line')
      .values(c.lines.slice(i, i + 200).map((l) => ({ ...l, order_id: orderId })))
      .execute();
  await db.kysely.deleteFrom('order_adjustment').where('order_id', '=', orderId).execute();
  if (c.adjustments.length > 0)
    await db.kysely
      .insertInto('order_adjustment')
      .values(
        c.adjustments.map((a) => ({
          order_id: orderId,
          gift_certificate_id: a.giftCertificateId,
          code: a.code,
          discount_cents: a.discountCents,
        })),
      )
      .execute();
  await db.kysely
    .updateTable('customer_order')
    .set({ ...c.order, updated_at: at })
    .where('order_id', '=', orderId)
    .execute();
}
