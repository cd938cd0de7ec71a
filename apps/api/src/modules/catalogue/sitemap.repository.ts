import type { DbOrTx } from '../../db/transaction.js';

export async function countProducts(db: DbOrTx): Promise<number> {
  const row = await db.kysely
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The id of the product at `offset` in id order: where a sitemap page starts. */
export async function productIdAt(db: DbOrTx, offset: number): Promise<number | undefined> {
  const row = await db.kysely
    .selectFrom('product')
    .select('product_id')
    .orderBy('product_id')
    .offset(offset)
    .limit(1)
    .executeTakeFirst();
  return row?.product_id;
}

/** Product slugs in id order after `afterId`: keyset paging, so the last batch costs what the first does. */
export async function productSlugsAfter(db: DbOrTx, afterId: number, limit: number) {
  return db.kysely
    .selectFrom('product')
    .select(['product_id', 'slug'])
    .where('product_id', '>', afterId)
    .orderBy('product_id')
    .limit(limit)
    .execute();
}
