import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import { CART_STATUS, cartSourcesOf } from '@spesa/domain';
import type { DbOrTx, Tx } from '../../db/transaction.js';
import { compiledOnce } from '../../db/precompiled.js';
import type { CartTable, Database } from '../../db/schema.js';
import type { CartVersionColumns } from '../../db/schema/cart-items.js';

/**
 * The closed status as a literal in the SQL. The open-cart unique indexes (cart_open_user_idx,
 * cart_open_visitor_idx) are partial, `where cart_status_id <> 9`, and SQLite uses a partial index
 * only when the query carries that very term: with the status bound as a parameter (or only
 * `= open`) every claim and read of a shopper's cart scanned the whole cart table, which keeps
 * every closed cart.
 */
export const CLOSED = sql.lit(CART_STATUS.closed);

export type CartRow = Selectable<CartTable & CartVersionColumns>;
export type CartDeliveryColumns = Pick<
  Updateable<CartTable>,
  'delivery_service_id' | 'address_id' | 'store_id' | 'warehouse_id' | 'timeslot_id' | 'timeslot_date'
>;

/** The user's cart not yet closed (at most one: unique partial index cart_open_user_idx). */
export async function openCartOf(db: DbOrTx, userId: number): Promise<CartRow | undefined> {
  return (await openCartOfUser(db, { userId }))[0];
}

const openCartOfUser = compiledOnce((k, { userId }: { userId: number }) =>
  k.selectFrom('cart').selectAll().where('user_id', '=', userId).where('cart_status_id', '<>', CLOSED),
);

/**
 * Claims the owner's open cart for a change, in one statement that also reads it: the version is
 * bumped (which takes the row's lock on PostgreSQL; SQLite has one writer) and the row answered as
 * it now is. Undefined when the owner has no cart, or one that is not open (locked for payment).
 */
export async function claimOpenCartOf(
  db: DbOrTx,
  owner: { userId: number } | { visitorSessionId: string },
  at: string,
): Promise<CartRow | undefined> {
  const rows =
    'userId' in owner
      ? await claimOfUser(db, { userId: owner.userId, at })
      : await claimOfVisitor(db, { sessionId: owner.visitorSessionId, at });
  return rows[0];
}

const claimOf = (k: Kysely<Database>, at: string) =>
  k
    .updateTable('cart')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: at }))
    .where('cart_status_id', '=', CART_STATUS.open)
    .where('cart_status_id', '<>', CLOSED);
const claimOfUser = compiledOnce((k, { userId, at }: { userId: number; at: string }) =>
  claimOf(k, at).where('user_id', '=', userId).returningAll(),
);
const claimOfVisitor = compiledOnce((k, { sessionId, at }: { sessionId: string; at: string }) =>
  claimOf(k, at).where('visitor_session_id', '=', sessionId).returningAll(),
);

/**
 * Creates the user's open cart unless there is one. Two first requests at once both try; the
 * unique index lets one insert and the other do nothing, and both then read the same cart.
 */
export async function ensureOpenCart(db: DbOrTx, userId: number, at: string): Promise<CartRow> {
  // The cart after an order (or any closed one) keeps where the shopping goes: the service, the
  // address or store and its warehouse (issue 40: the header forgot them). Not the timeslot,
  // which was that order's.
  const last = await db.kysely
    .selectFrom('cart')
    .select(['delivery_service_id', 'address_id', 'store_id', 'warehouse_id'])
    .where('user_id', '=', userId)
    .where('cart_status_id', '=', CLOSED)
    .orderBy('cart_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  await db.kysely
    .insertInto('cart')
    .values({
      user_id: userId,
      cart_status_id: CART_STATUS.open,
      created_at: at,
      updated_at: at,
      ...(last && {
        delivery_service_id: last.delivery_service_id,
        address_id: last.address_id,
        store_id: last.store_id,
        warehouse_id: last.warehouse_id,
      }),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const cart = await openCartOf(db, userId);
  if (!cart) throw new Error(`open cart of user ${userId} not found after insert`);
  return cart;
}

/** The visitor session's cart not yet closed (at most one: unique partial index cart_open_visitor_idx). */
export async function openVisitorCartOf(db: DbOrTx, sessionId: string): Promise<CartRow | undefined> {
  return db.kysely
    .selectFrom('cart')
    .selectAll()
    .where('visitor_session_id', '=', sessionId)
    .where('cart_status_id', '<>', CLOSED)
    .executeTakeFirst();
}

/** The visitor's cart (decision 0031), made on first need like the account's: no owner user. */
export async function ensureVisitorCart(db: DbOrTx, sessionId: string, at: string): Promise<CartRow> {
  await db.kysely
    .insertInto('cart')
    .values({
      user_id: null,
      visitor_session_id: sessionId,
      cart_status_id: CART_STATUS.open,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const cart = await openVisitorCartOf(db, sessionId);
  if (!cart) throw new Error('open visitor cart not found after insert');
  return cart;
}

/** A cart status change: what `moveCartToStatus` checks besides the transition table. */
export interface CartMove {
  at: string;
  /** Only from these statuses (a subset of the transition table's; anything else is a bug). */
  onlyFrom?: readonly number[];
  /** Only this account's cart, or (null) only a visitor's; undefined: whoever's. */
  owner?: number | null;
  /** Only at this version: the one the caller read, or the shopper saw. */
  atVersion?: number;
  /** The version grows, so that a page showing the cart as it was reloads it. */
  growVersion?: boolean;
}

/**
 * The only writer of a cart's status (decision 0103): one conditional update, from a status the
 * transition table (CART_TRANSITIONS) allows for `to`, narrowed by the move's own conditions. Of two
 * moves racing, the loser's update finds the row changed and touches nothing. Answers the cart as
 * moved, or undefined when it was in no status (or at no version, or of no owner) to move.
 */
export async function moveCartToStatus(
  db: DbOrTx,
  cartId: number,
  to: number,
  move: CartMove,
): Promise<CartRow | undefined> {
  const from = allowedCartSources(to, move.onlyFrom);
  const owner = move.owner === undefined ? 'anyone' : move.owner === null ? 'visitor' : 'account';
  const statement = cartMoveStatement(owner, move.atVersion !== undefined, move.growVersion === true);
  // Only the guards of this shape: each shape is its own statement, its properties always the same.
  const [row] = await statement(db, {
    cartId,
    to,
    at: move.at,
    from,
    ...(owner === 'account' && { ownerId: move.owner! }),
    ...(move.atVersion !== undefined && { version: move.atVersion }),
  });
  return row;
}

/** The sources of `to` in the cart's transition table, narrowed to `onlyFrom`; a status outside it throws. */
function allowedCartSources(to: number, onlyFrom: readonly number[] | undefined): number[] {
  const table = cartSourcesOf(to);
  if (!onlyFrom) return table;
  const stray = onlyFrom.filter((f) => !table.includes(f));
  if (stray.length > 0 || onlyFrom.length === 0)
    throw new Error(`cart move ${onlyFrom.join(',')} -> ${to} is not in CART_TRANSITIONS`);
  return table.filter((f) => onlyFrom.includes(f));
}

interface CartMoveArgs {
  cartId: number;
  to: number;
  at: string;
  from: number[];
  ownerId?: number;
  version?: number;
}
type CartMoveStatement = (db: DbOrTx, args: CartMoveArgs) => Promise<CartRow[]>;
const cartMoveStatements = new Map<string, CartMoveStatement>();

/**
 * The move's update, compiled once per shape (whose cart, at a version, version grown): every buy
 * locks and closes a cart (db/precompiled.ts, decisions 0067, 0115). Its properties: the cart, the
 * target, the instant, the allowed sources, and the account and the version where the shape checks them.
 */
function cartMoveStatement(
  owner: 'anyone' | 'account' | 'visitor',
  atVersion: boolean,
  growVersion: boolean,
): CartMoveStatement {
  const key = `${owner}|${atVersion}|${growVersion}`;
  let statement = cartMoveStatements.get(key);
  if (!statement) {
    statement = compiledOnce((k, { cartId, to, at, from, ownerId, version }: CartMoveArgs) => {
      let q = k
        .updateTable('cart')
        .set((eb) => ({
          cart_status_id: to,
          updated_at: at,
          ...(growVersion && { version: eb('version', '+', 1) }),
        }))
        .where('cart_id', '=', cartId)
        .where('cart_status_id', 'in', from);
      if (owner === 'account') q = q.where('user_id', '=', ownerId!);
      if (owner === 'visitor') q = q.where('user_id', 'is', null);
      if (atVersion) q = q.where('version', '=', version!);
      return q.returningAll();
    });
    cartMoveStatements.set(key, statement);
  }
  return statement;
}

/**
 * Closes an open visitor cart at the merge (status 9, version bumped; never deleted). The update
 * is conditional on the cart being open: of two logins of the same session at once only one gets
 * true, and only that one merges the lines.
 */
export async function closeVisitorCart(db: DbOrTx, cartId: number, at: string): Promise<boolean> {
  const closed = await moveCartToStatus(db, cartId, CART_STATUS.closed, {
    at,
    onlyFrom: [CART_STATUS.open],
    owner: null,
    growVersion: true,
  });
  return closed !== undefined;
}

/**
 * Sets the delivery columns of a cart that is still open, in one conditional update: a cart
 * locked for payment in between is not touched. Answers whether the cart was updated.
 */
export async function updateOpenCartDelivery(
  db: DbOrTx,
  cartId: number,
  columns: CartDeliveryColumns,
  at: string,
): Promise<boolean> {
  const r = await db.kysely
    .updateTable('cart')
    .set({ ...columns, updated_at: at })
    .where('cart_id', '=', cartId)
    .where('cart_status_id', '=', CART_STATUS.open)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The open → locked transition (status 7, payment): answers the cart as locked, or undefined. */
export async function lockOpenCart(db: DbOrTx, cartId: number, at: string): Promise<CartRow | undefined> {
  return moveCartToStatus(db, cartId, CART_STATUS.locked, { at, onlyFrom: [CART_STATUS.open] });
}

/** Whether a cart not yet closed uses the address (delivery address or pickup point). */
export async function openCartUsesAddress(db: DbOrTx, addressId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('cart')
    .select('cart_id')
    .where('address_id', '=', addressId)
    .where('cart_status_id', '<>', CLOSED)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The warehouse that prices the user's catalogue: the open cart's, once chosen. */
export async function openCartWarehouse(db: DbOrTx, userId: number): Promise<number | null> {
  const row = await db.kysely
    .selectFrom('cart')
    .select('warehouse_id')
    .where('user_id', '=', userId)
    .where('cart_status_id', '<>', CLOSED)
    .executeTakeFirst();
  return row?.warehouse_id ?? null;
}

/**
 * Deletes the visitor carts that can never be used again (cart/purge.ts): open ones whose session
 * is no longer active at `now`, and closed ones last changed before `closedBefore`; their lines,
 * properties and codes first. Carts referred to by an order or a redemption stay. Answers how
 * many carts went.
 */
export async function deleteVisitorCarts(tx: Tx, at: { now: string; closedBefore: string }): Promise<number> {
  const rows = await tx.kysely
    .selectFrom('cart as c')
    .select('c.cart_id')
    .where('c.user_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('c.cart_status_id', '=', CART_STATUS.closed), eb('c.updated_at', '<', at.closedBefore)]),
        eb.and([
          eb('c.cart_status_id', '<>', CART_STATUS.closed),
          eb.not(
            eb.exists(
              eb
                .selectFrom('session as s')
                .select('s.session_id')
                .whereRef('s.session_id', '=', 'c.visitor_session_id')
                .where('s.revoked_at', 'is', null)
                .where('s.idle_expires_at', '>', at.now)
                .where('s.absolute_expires_at', '>', at.now),
            ),
          ),
        ]),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('customer_order as o').select('o.order_id').whereRef('o.cart_id', '=', 'c.cart_id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('gift_redemption as r').select('r.cart_id').whereRef('r.cart_id', '=', 'c.cart_id'),
        ),
      ),
    )
    .execute();
  const ids = rows.map((r) => r.cart_id);
  // In slices: an `in` list stays far below either database's limit of parameters.
  for (let i = 0; i < ids.length; i += 500) {
    const slice = ids.slice(i, i + 500);
    await tx.kysely.deleteFrom('cart_item').where('cart_id', 'in', slice).execute();
    await tx.kysely.deleteFrom('cart_info').where('cart_id', 'in', slice).execute();
    await tx.kysely.deleteFrom('cart_gift_code').where('cart_id', 'in', slice).execute();
    await tx.kysely.deleteFrom('cart').where('cart_id', 'in', slice).where('user_id', 'is', null).execute();
  }
  return ids.length;
}
