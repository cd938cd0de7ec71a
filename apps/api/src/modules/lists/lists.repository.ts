import { sql, type Selectable } from 'kysely';
import type { DbOrTx } from '../../db/transaction.js';
import type { WishlistItemTable } from '../../db/schema/wishlists.js';

// The only code that knows the shopping-list tables (migration 0013). Every change is one
// conditional statement (or a few under the list's own rows), never a read followed by a write.

export type ListGrant = 'OWNER' | 'READ' | 'WRITE';
export type WishlistItemRow = Selectable<WishlistItemTable>;

/** A list as one customer reaches it: their own (OWNER) or shared with them (READ, WRITE). */
export interface ListAccess {
  wishlist_id: number;
  owner_id: number;
  name: string;
  is_default: number;
  grant: ListGrant;
}

/** The lists a customer owns or has been given, newest first, with their number of lines. */
export async function listsVisibleTo(db: DbOrTx, userId: number, limit: number, offset: number) {
  const rows = await db.kysely
    .selectFrom('wishlist as w')
    .leftJoin('wishlist_share as s', (j) => j.onRef('s.wishlist_id', '=', 'w.wishlist_id').on('s.user_id', '=', userId))
    .select([
      'w.wishlist_id',
      'w.user_id as owner_id',
      'w.name',
      'w.is_default',
      's.grant_type',
      (eb) =>
        eb
          .selectFrom('wishlist_item as i')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('i.wishlist_id', '=', 'w.wishlist_id')
          .as('size'),
    ])
    .where((eb) => eb.or([eb('w.user_id', '=', userId), eb('s.user_id', '=', userId)]))
    .orderBy('w.wishlist_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    wishlist_id: r.wishlist_id,
    owner_id: r.owner_id,
    name: r.name,
    is_default: r.is_default,
    grant: (r.owner_id === userId ? 'OWNER' : r.grant_type) as ListGrant,
    size: Number(r.size ?? 0),
  }));
}

export async function countVisibleTo(db: DbOrTx, userId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('wishlist as w')
    .leftJoin('wishlist_share as s', (j) => j.onRef('s.wishlist_id', '=', 'w.wishlist_id').on('s.user_id', '=', userId))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([eb('w.user_id', '=', userId), eb('s.user_id', '=', userId)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The list as this customer reaches it, read on every request: a revoked share is gone at once. */
export async function accessOf(db: DbOrTx, listId: number, userId: number): Promise<ListAccess | undefined> {
  const row = await db.kysely
    .selectFrom('wishlist as w')
    .leftJoin('wishlist_share as s', (j) => j.onRef('s.wishlist_id', '=', 'w.wishlist_id').on('s.user_id', '=', userId))
    .select(['w.wishlist_id', 'w.user_id as owner_id', 'w.name', 'w.is_default', 's.grant_type'])
    .where('w.wishlist_id', '=', listId)
    .where((eb) => eb.or([eb('w.user_id', '=', userId), eb('s.user_id', '=', userId)]))
    .executeTakeFirst();
  if (!row) return undefined;
  const grant = (row.owner_id === userId ? 'OWNER' : row.grant_type) as ListGrant;
  return { wishlist_id: row.wishlist_id, owner_id: row.owner_id, name: row.name, is_default: row.is_default, grant };
}

/**
 * Locks the list row until the transaction ends (PostgreSQL; SQLite has one writer): the changes
 * of one list (lines, name, shares, delete) run one after the other, so a line is never written
 * for a list deleted meanwhile (a foreign-key failure instead of a coded answer). Exclusive, not
 * shared: two shared holders that both go on to update the row would deadlock.
 */
export async function lockList(db: DbOrTx, listId: number): Promise<void> {
  if (db.dialect !== 'postgres') return;
  await db.kysely.selectFrom('wishlist').select('wishlist_id').where('wishlist_id', '=', listId).forUpdate().execute();
}

/** A list by its shared link's token hash (read-only access for whoever holds the link). */
export async function listByTokenHash(db: DbOrTx, tokenHash: string): Promise<ListAccess | undefined> {
  const row = await db.kysely
    .selectFrom('wishlist_link as l')
    .innerJoin('wishlist as w', 'w.wishlist_id', 'l.wishlist_id')
    .select(['w.wishlist_id', 'w.user_id as owner_id', 'w.name', 'w.is_default'])
    .where('l.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row && { ...row, grant: 'READ' };
}

/** Creates a list unless the customer already has `max`; answers its id, or undefined at the limit. */
export async function insertList(
  db: DbOrTx,
  userId: number,
  name: string,
  max: number,
  at: string,
): Promise<number | undefined> {
  // One statement: the count and the insert together (the limit is a guard against abuse).
  const row = await db.kysely
    .insertInto('wishlist')
    .columns(['user_id', 'name', 'is_default', 'created_at', 'updated_at'])
    .expression(
      db.kysely
        .selectNoFrom((eb) => [
          sql.lit(Math.trunc(userId)).as('user_id'),
          eb.val(name).as('name'),
          sql.lit(0).as('is_default'),
          eb.val(at).as('created_at'),
          eb.val(at).as('updated_at'),
        ])
        .where(
          (eb) => eb.selectFrom('wishlist').select((e) => e.fn.countAll().as('n')).where('user_id', '=', userId),
          '<',
          max,
        ),
    )
    .returning('wishlist_id')
    .executeTakeFirst();
  return row?.wishlist_id;
}

export async function renameList(db: DbOrTx, listId: number, name: string, at: string): Promise<void> {
  await db.kysely.updateTable('wishlist').set({ name, updated_at: at }).where('wishlist_id', '=', listId).execute();
}

/** Deletes the list with its lines, shares and link. */
export async function deleteList(db: DbOrTx, listId: number): Promise<void> {
  await db.kysely.deleteFrom('wishlist_item').where('wishlist_id', '=', listId).execute();
  await db.kysely.deleteFrom('wishlist_share').where('wishlist_id', '=', listId).execute();
  await db.kysely.deleteFrom('wishlist_link').where('wishlist_id', '=', listId).execute();
  await db.kysely.deleteFrom('wishlist').where('wishlist_id', '=', listId).execute();
}

/**
 * Makes the list the customer's default. On PostgreSQL the customer's lists are locked first in
 * id order, so selections at once queue one behind the other (an UPDATE alone locks rows in
 * physical order, which moves as rows are rewritten: concurrent ones could deadlock); SQLite has
 * one writer. The unique index then never sees two defaults.
 */
export async function setDefault(db: DbOrTx, userId: number, listId: number, at: string): Promise<void> {
  if (db.dialect === 'postgres') {
    await db.kysely.selectFrom('wishlist').select('wishlist_id').where('user_id', '=', userId).orderBy('wishlist_id').forUpdate().execute();
  }
  await db.kysely.updateTable('wishlist').set({ is_default: 0 }).where('user_id', '=', userId).execute();
  await db.kysely
    .updateTable('wishlist')
    .set({ is_default: 1, updated_at: at })
    .where('wishlist_id', '=', listId)
    .where('user_id', '=', userId)
    .execute();
}

export async function itemsOf(db: DbOrTx, listId: number): Promise<WishlistItemRow[]> {
  return db.kysely.selectFrom('wishlist_item').selectAll().where('wishlist_id', '=', listId).orderBy('item_id').execute();
}

/** The products on the given lists (for the hearts of the storefront). */
export async function productIdsOf(db: DbOrTx, listIds: number[]) {
  if (listIds.length === 0) return [];
  return db.kysely
    .selectFrom('wishlist_item')
    .select(['wishlist_id', 'product_id'])
    .where('wishlist_id', 'in', listIds)
    .orderBy('item_id')
    .execute();
}

/**
 * Adds to the product's line (same options) or makes it, in one statement: the new total is
 * written only while it stays within `capMilli`. Answers the line's id, or undefined when the
 * total would pass the cap (nothing was changed).
 */
export async function addToLine(
  db: DbOrTx,
  line: { wishlist_id: number; product_id: number; quantity_milli: number; params_json: string },
  capMilli: number,
  at: string,
): Promise<number | undefined> {
  const row = await db.kysely
    .insertInto('wishlist_item')
    .values({ ...line, created_at: at, updated_at: at })
    .onConflict((oc) =>
      oc
        .columns(['wishlist_id', 'product_id', 'params_json'])
        .doUpdateSet((eb) => ({
          quantity_milli: eb('wishlist_item.quantity_milli', '+', eb.ref('excluded.quantity_milli')),
          updated_at: at,
        }))
        .where((eb) => eb(eb('wishlist_item.quantity_milli', '+', eb.ref('excluded.quantity_milli')), '<=', capMilli)),
    )
    .returning('item_id')
    .executeTakeFirst();
  return row?.item_id;
}

export async function countItems(db: DbOrTx, listId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('wishlist_item')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('wishlist_id', '=', listId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function itemOf(db: DbOrTx, listId: number, itemId: number) {
  return db.kysely
    .selectFrom('wishlist_item')
    .selectAll()
    .where('wishlist_id', '=', listId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

export async function setItemQuantity(db: DbOrTx, listId: number, itemId: number, milli: number, at: string) {
  const r = await db.kysely
    .updateTable('wishlist_item')
    .set({ quantity_milli: milli, updated_at: at })
    .where('wishlist_id', '=', listId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteItems(db: DbOrTx, listId: number, itemIds: number[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const r = await db.kysely
    .deleteFrom('wishlist_item')
    .where('wishlist_id', '=', listId)
    .where('item_id', 'in', itemIds)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function sharesOf(db: DbOrTx, listIds: number[]) {
  if (listIds.length === 0) return [];
  return db.kysely
    .selectFrom('wishlist_share')
    .select(['wishlist_id', 'user_id', 'grant_type'])
    .where('wishlist_id', 'in', listIds)
    .orderBy('created_at')
    .execute();
}

/** Shares the list with a customer, or changes the grant they have. */
export async function upsertShare(db: DbOrTx, listId: number, userId: number, grant: 'READ' | 'WRITE', at: string) {
  await db.kysely
    .insertInto('wishlist_share')
    .values({ wishlist_id: listId, user_id: userId, grant_type: grant, created_at: at })
    .onConflict((oc) => oc.columns(['wishlist_id', 'user_id']).doUpdateSet({ grant_type: grant }))
    .execute();
}

export async function deleteShare(db: DbOrTx, listId: number, userId: number): Promise<boolean> {
  const r = await db.kysely
    .deleteFrom('wishlist_share')
    .where('wishlist_id', '=', listId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function linkedListIds(db: DbOrTx, listIds: number[]): Promise<Set<number>> {
  if (listIds.length === 0) return new Set();
  const rows = await db.kysely
    .selectFrom('wishlist_link')
    .select('wishlist_id')
    .where('wishlist_id', 'in', listIds)
    .execute();
  return new Set(rows.map((r) => r.wishlist_id));
}

/** Sets the list's link (a new token replaces the old one, which stops working). */
export async function setLink(db: DbOrTx, listId: number, tokenHash: string, at: string) {
  await db.kysely
    .insertInto('wishlist_link')
    .values({ wishlist_id: listId, token_hash: tokenHash, created_at: at })
    .onConflict((oc) => oc.column('wishlist_id').doUpdateSet({ token_hash: tokenHash, created_at: at }))
    .execute();
}

export async function deleteLink(db: DbOrTx, listId: number): Promise<void> {
  await db.kysely.deleteFrom('wishlist_link').where('wishlist_id', '=', listId).execute();
}

/** GDPR erasure: the customer's lists go, and so do the shares they were given. */
export async function eraseListsOf(db: DbOrTx, userId: number): Promise<void> {
  const own = db.kysely.selectFrom('wishlist').select('wishlist_id').where('user_id', '=', userId);
  await db.kysely.deleteFrom('wishlist_item').where('wishlist_id', 'in', own).execute();
  await db.kysely.deleteFrom('wishlist_share').where('wishlist_id', 'in', own).execute();
  await db.kysely.deleteFrom('wishlist_link').where('wishlist_id', 'in', own).execute();
  await db.kysely.deleteFrom('wishlist_share').where('user_id', '=', userId).execute();
  await db.kysely.deleteFrom('wishlist').where('user_id', '=', userId).execute();
}

/** Does the customer own or share any list with lines (data.user.hasFavorites)? */
export async function hasFavourites(db: DbOrTx, userId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('wishlist_item as i')
    .innerJoin('wishlist as w', 'w.wishlist_id', 'i.wishlist_id')
    .select('i.item_id')
    .where('w.user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
