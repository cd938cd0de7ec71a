import { sql, type Insertable, type Selectable } from 'kysely';
import { ORDER_STATUS, sourcesOf } from '@spesa/domain';
import { compiledOnce, insertRows } from '../../db/precompiled.js';
import type { DbOrTx } from '../../db/transaction.js';
import { actingStaffNow } from '../../lib/acting-context.js';
import type { CustomerOrderTable, OrderLineTable } from '../../db/schema.js';

// The orders area's tables (migration 0009). A status change is `moveToStatus`, the one writer of
// an order's status: a conditional update along the transition table, recorded in the history in
// the same transaction (decision 0103).

export type OrderRow = Selectable<CustomerOrderTable>;
export type OrderLineRow = Selectable<OrderLineTable>;
export type NewOrder = Insertable<CustomerOrderTable>;
export type NewLine = Omit<Insertable<OrderLineTable>, 'order_id'>;

/**
 * A new order and its first history row. Placed while a staff member or agent acts for the
 * customer (decision 0122: the request's `actingStaffNow`), the order records them as its placer.
 */
export async function insertOrder(db: DbOrTx, order: NewOrder, reason: string): Promise<OrderRow> {
  const placer = actingStaffNow();
  const placedBy = { placed_by_user_id: placer?.userId ?? null, placed_by_role: placer?.staffRole ?? null };
  const [row] = await insertRows(db, 'customer_order', [{ ...order, ...placedBy }], 'all');
  if (!row) throw new Error('order not inserted');
  // Placed by its shopper (or for them): the first history row names who placed it, as every later
  // move names its actor.
  await insertHistory(db, {
    orderId: row.order_id,
    from: null,
    to: row.order_status_id,
    reason,
    at: row.created_at,
    actor: row.placed_by_user_id ?? row.user_id,
  });
  return row;
}

/** A status change's history row: who moved the order from which status to which, when and why. */
interface HistoryRow {
  orderId: number;
  from: number | null;
  to: number;
  reason: string;
  at: string;
  actor: number | null;
}

// Every buy writes two status changes: compiled once (db/precompiled.ts, decisions 0072, 0115).
const insertHistory = compiledOnce((k, h: HistoryRow) =>
  k.insertInto('order_status_history').values({
    order_id: h.orderId,
    from_status_id: h.from,
    to_status_id: h.to,
    reason: h.reason,
    created_at: h.at,
    actor_user_id: h.actor,
  }),
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

export interface StatusChange {
  reason: string;
  at: string;
  /**
   * Who moved it, recorded in the history: the shopper or staff member; null for the shop itself
   * (its jobs) and for a payment provider's answer, which the reason then names.
   */
  actorUserId: number | null;
  /** Only this shopper's order moves (another shopper's id answers "not moved"). */
  userId?: number;
  /** Only from these statuses (a subset of the transition table's; anything else is a bug). */
  onlyFrom?: readonly number[];
  patch?: Partial<Pick<OrderRow, PatchColumn>>;
}

/** The columns a move may set besides the status (set by the same update, so never apart from it). */
type PatchColumn = 'payment_due_at' | 'taken_by_user_id' | 'prepared_total_cents' | 'capture_cents';

/**
 * The only writer of an order's status (decisions 0044, 0103). One conditional update: the order
 * moves only from a status the transition table allows for `to` (narrowed by `onlyFrom`), only
 * while no modification runs (`modifying_since`, decision 0104), and only if it is `userId`'s when
 * given; the same update records the status it left (`previous_status_id`), which the history row
 * written next carries with the actor. Of two moves racing, the loser's update finds the row
 * changed (PostgreSQL re-checks the WHERE once the winner commits; SQLite has one writer) and
 * touches nothing. Answers the order as moved, or undefined when it was in no status to move.
 */
export async function moveToStatus(
  db: DbOrTx,
  orderId: number,
  to: number,
  change: StatusChange,
): Promise<OrderRow | undefined> {
  const patch = patchEntries(change.patch);
  const mine = change.userId !== undefined;
  const move: OrderMove = { orderId, to, at: change.at, from: allowedSources(to, change.onlyFrom) };
  if (mine) move.userId = change.userId;
  for (const [column, value] of patch) move[`set_${column}`] = value;
  const [moved] = await moveStatement(
    patch.map(([column]) => column),
    mine,
  )(db, move);
  if (!moved) return undefined;
  await insertHistory(db, {
    orderId,
    from: moved.previous_status_id,
    to,
    reason: change.reason,
    at: change.at,
    actor: change.actorUserId,
  });
  return moved;
}

/** The sources of `to` in the transition table, narrowed to `onlyFrom`; a status outside it throws. */
function allowedSources(to: number, onlyFrom: readonly number[] | undefined): number[] {
  const table = sourcesOf(to);
  if (!onlyFrom) return table;
  const stray = onlyFrom.filter((f) => !table.includes(f));
  if (stray.length > 0 || onlyFrom.length === 0)
    throw new Error(`order move ${onlyFrom.join(',')} -> ${to} is not in ORDER_TRANSITIONS`);
  return table.filter((f) => onlyFrom.includes(f));
}

/** The patch's columns that are set, in the order of their names (one compiled shape per set). */
function patchEntries(patch: StatusChange['patch']): Array<[PatchColumn, unknown]> {
  const set = Object.entries(patch ?? {}).filter(([, v]) => v !== undefined) as Array<[PatchColumn, unknown]>;
  return set.sort(([a], [b]) => (a < b ? -1 : 1));
}

/** A move's values: the order, target, instant and allowed sources; the owner and patch when set. */
type OrderMove = { orderId: number; to: number; at: string; from: number[]; userId?: number } & {
  [column: `set_${string}`]: unknown;
};
type MoveStatement = (db: DbOrTx, move: OrderMove) => Promise<OrderRow[]>;
const moveStatements = new Map<string, MoveStatement>();

/**
 * The move's update, compiled once per shape (the patch's columns, whether the owner is checked):
 * every buy and payment outcome runs one (db/precompiled.ts, decisions 0072, 0115).
 */
function moveStatement(columns: readonly PatchColumn[], mine: boolean): MoveStatement {
  const key = `${columns.join(',')}|${mine}`;
  let statement = moveStatements.get(key);
  if (!statement) {
    statement = compiledOnce((k, m: OrderMove) => {
      let q = k
        .updateTable('customer_order')
        .set((eb) => ({
          // Every right-hand side reads the row as it was: this is the status being left.
          previous_status_id: eb.ref('order_status_id'),
          order_status_id: m.to,
          updated_at: m.at,
          ...Object.fromEntries(columns.map((c) => [c, m[`set_${c}`]])),
        }))
        .where('order_id', '=', m.orderId)
        .where('order_status_id', 'in', m.from)
        // An order being modified (order/modify) does not move until the modification ends.
        .where('modifying_since', 'is', null);
      if (mine) q = q.where('user_id', '=', m.userId!);
      return q.returningAll();
    });
    moveStatements.set(key, statement);
  }
  return statement;
}

export async function historyOf(db: DbOrTx, orderId: number) {
  return db.kysely
    .selectFrom('order_status_history')
    .select(['from_status_id', 'to_status_id', 'reason', 'created_at', 'actor_user_id'])
    .where('order_id', '=', orderId)
    .orderBy('history_id')
    .execute();
}

/**
 * order/payment and order/modify-payment-type: the order's payment type (and the amount it holds)
 * changes only while the order still awaits its payment and is in time, in one conditional update.
 * Answers whether it changed.
 */
export async function switchPaymentType(
  db: DbOrTx,
  orderId: number,
  to: { paymentTypeId: number; authId: number | null; holdCents: number },
  at: string,
): Promise<boolean> {
  const r = await db.kysely
    .updateTable('customer_order')
    .set({
      payment_type_id: to.paymentTypeId,
      user_payment_auth_id: to.authId,
      hold_cents: to.holdCents,
      updated_at: at,
    })
    .where('order_id', '=', orderId)
    .where('order_status_id', '=', ORDER_STATUS.awaitingPayment)
    .where('payment_due_at', '>', at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function orderById(db: DbOrTx, orderId: number): Promise<OrderRow | undefined> {
  return (await orderOfId(db, { orderId }))[0];
}

// Read by every buy (decision 0067): compiled once (db/precompiled.ts, decision 0115).
const orderOfId = compiledOnce((k, { orderId }: { orderId: number }) =>
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
  return (await liveOrderOfCartId(db, { cartId }))[0];
}

// The cancelled status is written as a literal: SQLite uses the partial unique index
// customer_order_cart_uq only when the query carries its term itself (with a bound parameter
// every buy read the whole order table; decision 0067, as decision 0055 did for the cart).
const CANCELLED = sql.lit(ORDER_STATUS.cancelled);
const liveOrderOfCartId = compiledOnce((k, { cartId }: { cartId: number }) =>
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
