import type { DbOrTx } from '../../db/transaction.js';

export async function allCategories(db: DbOrTx) {
  return db.kysely
    .selectFrom('category')
    .select([
      'category_id',
      'parent_id',
      'slug',
      'name',
      'description',
      'position',
      'depth',
      'kind',
      'seo_title',
      'seo_description',
      'icon',
      'layout_json',
      'secondary_in_search',
    ])
    .orderBy('depth')
    .orderBy('position')
    .orderBy('category_id')
    .execute();
}
export type CategoryRow = Awaited<ReturnType<typeof allCategories>>[number];

export async function productCountsByCategory(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db.kysely
    .selectFrom('product')
    .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}

export async function blocksOfCategory(db: DbOrTx, categoryId: number) {
  return db.kysely
    .selectFrom('category_block')
    .selectAll()
    .where('category_id', '=', categoryId)
    .orderBy('position')
    .orderBy('category_block_id')
    .execute();
}
export type BlockRow = Awaited<ReturnType<typeof blocksOfCategory>>[number];

export async function blockById(db: DbOrTx, blockId: number) {
  return db.kysely
    .selectFrom('category_block')
    .selectAll()
    .where('category_block_id', '=', blockId)
    .executeTakeFirst();
}

export async function proposalsOfBlocks(db: DbOrTx, blockIds: number[]) {
  if (blockIds.length === 0) return [];
  return db.kysely
    .selectFrom('category_proposal')
    .selectAll()
    .where('category_block_id', 'in', blockIds)
    .orderBy('priority')
    .orderBy('proposal_id')
    .execute();
}
export type ProposalRow = Awaited<ReturnType<typeof proposalsOfBlocks>>[number];

export async function catalogueVersion(db: DbOrTx): Promise<string> {
  const row = await db.kysely
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'catalogue_version')
    .executeTakeFirst();
  return row?.value ?? '0';
}

/** The version of the stores, delivery services and fee bands (migrations 0026, 0035). */
export async function referencesVersion(db: DbOrTx): Promise<number> {
  const row = await db.kysely
    .selectFrom('reference_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * The prices' version (decision 0096): the sum of the warehouses' price versions (migration 0035,
 * decision 0111), each raised by every change of a base price or a promotion of its warehouse. A
 * committed change raises one of them at least and none ever goes down, so the sum changes with
 * every change, while the writers of different warehouses never wait on one row.
 */
export async function pricesVersion(db: DbOrTx): Promise<number> {
  const row = await db.kysely
    .selectFrom('warehouse_offer_version')
    .select((eb) => eb.fn.sum<number | string | null>('price_version').as('version'))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** What a cart shows of its store: name and warehouse, of an active store only. */
export interface ActiveStoreRow {
  store_id: number;
  name: string;
  warehouse_id: number;
}

/**
 * The store's name and warehouse when it is active: read by the delivery part of every cart answer
 * (kept there under the references' version, decisions 0089 and 0111), so compiled once
 * (db/precompiled.ts, decision 0055). Only the store's own columns: its address is the delivery's.
 */
export async function activeStoreOf(db: DbOrTx, storeId: number): Promise<ActiveStoreRow | undefined> {
  return (await activeStoreRow(db, storeId))[0];
}
const activeStoreRow = (db: DbOrTx, storeId: number) =>
  db.kysely
    .selectFrom('store')
    .select(['store_id', 'name', 'warehouse_id'])
    .where('store_id', '=', storeId)
    .where('active', '=', 1)
    .execute();

export async function defaultWarehouseOfStore(db: DbOrTx, storeId: number): Promise<number | undefined> {
  return (
    await db.kysely
      .selectFrom('store')
      .select('warehouse_id')
      .where('store_id', '=', storeId)
      .executeTakeFirst()
  )?.warehouse_id;
}
