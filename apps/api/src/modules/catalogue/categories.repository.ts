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

/** The prices' version (migration 0027): raised by every change of a base price or a promotion. */
export async function pricesVersion(db: DbOrTx): Promise<number> {
  const row = await db.kysely.selectFrom('price_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

export async function defaultWarehouseOfStore(db: DbOrTx, storeId: number): Promise<number | undefined> {
  return (
    await db.kysely
      .selectFrom('store')
      .select('warehouse_id')
      .where('store_id', '=', storeId)
      .executeTakeFirst()
  )?.warehouse_id;
}
