import { sql, type Insertable, type Selectable } from 'kysely';
import { ORDER_STATUS, sourcesOf } from '@spesa/domain';
import { insertRows, precompiled } from '../../db/precompiled.js';
import type { DbOrTx } from '../../db/transaction.js';
import type { CustomerOrderTable, OrderLineTable } from '../../db/schema.js';

// The orders area's tables (migration 0009). A status change is a conditional update from the
// status the caller expects, recorded in the history in the same transaction.

export type OrderRow = Selectable<CustomerOrderTable>;
export type OrderLineRow = Selectable<OrderLineTable>;
export type NewOrder = Insertable<CustomerOrderTable>;
export type NewLine = Omit<Insertable<OrderLineTable>, 'order_id'>;

export async function insertOrder(db: DbOrTx, order: NewOrder, reason: string): Promise<OrderRow> {
  const [row] = await insertRows(db, 'customer_order', [order], 'all');
  if (!row) throw new Error('order not inserted');
  await insertHistory(db, row.order_id, null, row.order_status_id, reason, row.created_at);
  return row;
}

// Every buy writes two status changes: compiled once (db/precompiled.ts, decision 0072).
const insertHistory = precompiled(
  (k, orderId: number, from: number | null, to: number, reason: string, at: string) =>
    k
      .insertInto('order_status_history')
      .values({ order_id: orderId, from_status_id: from, to_status_id: to, reason, created_at: at }),
);

/** Writes the order's lines and answers them as stored (the buy's answer is made from them). */
export async function insertLines(db: DbOrTx, orderId: number, lines: NewLine[]): Promise<OrderLineRow[]> {
  const written: OrderLineRow[] = [];
  // 14 columns: 200 rows stay below both dialects' parameter limits.
  for (let i = 0; i < lines.length; i += 200) {
    const rows = await insertRows(
      db,
      'order_line',
      lines.slice(i, i + 200).map((l) => ({ ...l, order_id: orderId })),
      'all',
    );
    written.push(...rows);
  }
  return written.sort((a, b) => a.order_line_id - b.order_line_id);
}

export async function insertAdjustments(
  db: DbOrTx,
  orderId: number,
  adjustments: Array<{ giftCertificateId: number; code: string; discountCents: number }>,
): Promise<void> {
  if (adjustments.length === 0) return;
  await db.kysely
    .insertInto('order_adjustment')
    .values(
      adjustments.map((a) => ({
        order_id: orderId,
        gift_certificate_id: a.giftCertificateId,
        code: a.code,
        discount_cents: a.discountCents,
      })),
    )
    .execute();
}

/** from -> to, only if the order is still in `from`; answers whether it moved. */
export async function moveStatus(
  db: DbOrTx,
  orderId: number,
  from: number,
  to: number,
  reason: string,
  at: string,
  patch: Partial<Pick<OrderRow, 'payment_due_at'>> = {},
): Promise<boolean> {
  const moved =
    patch.payment_due_at === undefined
      ? await moveOnly(db, orderId, from, to, at)
      : await moveWithDue(db, orderId, from, to, at, patch.payment_due_at);
  if (moved.length !== 1) return false;
  await insertHistory(db, orderId, from, to, reason, at);
  return true;
}

// Run by every buy (twice) and every payment outcome: compiled once (db/precompiled.ts); the row
// returned says the order moved.
const moveOnly = precompiled((k, orderId: number, from: number, to: number, at: string) =>
  k
    .updateTable('customer_order')
    .set({ order_status_id: to, updated_at: at })
    .where('order_id', '=', orderId)
    .where('order_status_id', '=', from)
    .returning('order_id'),
);
const moveWithDue = precompiled(
  (k, orderId: number, from: number, to: number, at: string, due: string | null) =>
    k
      .updateTable('customer_order')
      .set({ order_status_id: to, updated_at: at, payment_due_at: due })
      .where('order_id', '=', orderId)
      .where('order_status_id', '=', from)
      .returning('order_id'),
);

export interface StatusChange {
  reason: string;
  at: string;
  /** The shopper or staff member; null for the shop's jobs. */
  actorUserId: number | null;
  /** Only this shopper's order moves (another shopper's id answers "not moved"). */
  userId?: number;
  /** Only from these statuses (a subset of the transition table's). */
  onlyFrom?: readonly number[];
  patch?: Partial<
    Pick<OrderRow, 'payment_due_at' | 'taken_by_user_id' | 'prepared_total_cents' | 'capture_cents'>
  >;
}

/**
 * Moves the order to `to` from any status the transition table allows (decision 0044): one
 * conditional update per allowed source, so the history records the status it really left. Two
 * moves racing from the same status (a cancel and a take-in-charge) cannot both happen: the loser's
 * update finds the row changed and touches nothing. Answers the status left, or null if none moved.
 */
export async function moveToStatus(
  db: DbOrTx,
  orderId: number,
  to: number,
  change: StatusChange,
): Promise<number | null> {
  const allowed = sourcesOf(to).filter((f) => !change.onlyFrom || change.onlyFrom.includes(f));
  for (const from of allowed) {
    let q = db.kysely
      .updateTable('customer_order')
      .set({ order_status_id: to, updated_at: change.at, ...change.patch })
      .where('order_id', '=', orderId)
      .where('order_status_id', '=', from)
      // An order being modified (order/modify) does not move until the modification ends.
      .where('modifying_since', 'is', null);
    if (change.userId !== undefined) q = q.where('user_id', '=', change.userId);
    const r = await q.executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) continue;
    await db.kysely
      .insertInto('order_status_history')
      .values({
        order_id: orderId,
        from_status_id: from,
        to_status_id: to,
        reason: change.reason,
        created_at: change.at,
        actor_user_id: change.actorUserId,
      })
      .execute();
    return from;
  }
  return null;
}

export async function historyOf(db: DbOrTx, orderId: number) {
  return db.kysely
    .selectFrom('order_status_history')
    .select(['from_status_id', 'to_status_id', 'reason', 'created_at', 'actor_user_id'])
    .where('order_id', '=', orderId)
    .orderBy('history_id')
    .execute();
}

export async function setPaymentDue(db: DbOrTx, orderId: number, dueAt: string | null): Promise<void> {
  await db.kysely
    .updateTable('customer_order')
    .set({ payment_due_at: dueAt })
    .where('order_id', '=', orderId)
    .execute();
}

export async function orderById(db: DbOrTx, orderId: number): Promise<OrderRow | undefined> {
  return (await orderOfId(db, orderId))[0];
}

// Read by every buy (decision 0067): compiled once (db/precompiled.ts).
const orderOfId = precompiled((k, orderId: number) =>
  k.selectFrom('customer_order').selectAll().where('order_id', '=', orderId),
);

export async function orderOfUser(
  db: DbOrTx,
  userId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  return db.kysely
    .selectFrom('customer_order')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The live (not cancelled) order of a cart. */
export async function liveOrderOfCart(db: DbOrTx, cartId: number): Promise<OrderRow | undefined> {
  return (await liveOrderOfCartId(db, cartId))[0];
}

// The cancelled status is written as a literal: SQLite uses the partial unique index
// customer_order_cart_uq only when the query carries its term itself (with a bound parameter
// every buy read the whole order table; decision 0067, as decision 0055 did for the cart).
const CANCELLED = sql.lit(ORDER_STATUS.cancelled);
const liveOrderOfCartId = precompiled((k, cartId: number) =>
  k
    .selectFrom('customer_order')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('order_status_id', '<>', CANCELLED),
);

export async function linesOf(db: DbOrTx, orderId: number): Promise<OrderLineRow[]> {
  return db.kysely
    .selectFrom('order_line')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('order_line_id')
    .execute();
}

/** Orders still awaiting payment whose time to pay has run out. */
export async function unpaidPastDue(db: DbOrTx, now: string, limit: number) {
  return db.kysely
    .selectFrom('customer_order')
    .select(['order_id', 'cart_id'])
    .where('order_status_id', '=', ORDER_STATUS.awaitingPayment)
    .where('payment_due_at', '<', now)
    .orderBy('order_id')
    .limit(limit)
    .execute();
}

/** How much of the product the user's orders placed on `date` hold (cancelled ones aside). */
export async function orderedOnDateMilli(
  db: DbOrTx,
  userId: number,
  productId: number,
  date: string,
): Promise<number> {
  const row = await db.kysely
    .selectFrom('order_line as l')
    .innerJoin('customer_order as o', 'o.order_id', 'l.order_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('l.quantity_milli'), eb.lit(0)).as('milli'))
    .where('o.user_id', '=', userId)
    .where('o.order_date', '=', date)
    .where('o.order_status_id', '<>', ORDER_STATUS.cancelled)
    // An order being modified is back in the cart: its lines are counted there, not twice.
    .where('o.modifying_since', 'is', null)
    .where('l.product_id', '=', productId)
    .executeTakeFirst();
  return Number(row?.milli ?? 0);
}

/**
 * Statuses that do not count in a customer's lifetime figures: cancelled and invalidated orders,
 * and orders still awaiting their online payment (not placed yet: paid, they move to ordered).
 */
const NOT_COUNTED = [ORDER_STATUS.awaitingPayment, ORDER_STATUS.cancelled, ORDER_STATUS.invalidated];

/**
 * customer-lifetime/user_info's figures: how many orders the customer has placed and what they
 * come to, in cents: the prepared total once the store has prepared the order (what is charged),
 * else the total ordered (decision 0098).
 */
export async function lifetimeTotals(
  db: DbOrTx,
  userId: number,
): Promise<{ ordersCount: number; totalCents: number }> {
  const row = await db.kysely
    .selectFrom('customer_order')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn
        .coalesce(eb.fn.sum<number>(eb.fn.coalesce('prepared_total_cents', 'gross_total_cents')), eb.lit(0))
        .as('cents'),
    ])
    .where('user_id', '=', userId)
    .where('order_status_id', 'not in', NOT_COUNTED)
    .executeTakeFirst();
  return { ordersCount: Number(row?.n ?? 0), totalCents: Number(row?.cents ?? 0) };
}
