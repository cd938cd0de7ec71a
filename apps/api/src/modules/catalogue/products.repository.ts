import type { DbOrTx } from '../../db/transaction.js';
import { precompiled } from '../../db/precompiled.js';

/** Everything needed to show products, loaded in four queries for any number of ids. */
export interface ProductBundle {
  row: ProductRow;
  promo: PromoRow | null;
  classes: Array<{ product_class_id: number; name: string; icon_source: string }>;
  options: Array<{ parameter_name: string; name: string; options_json: string }>;
}

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];
export type PromoRow = Awaited<ReturnType<ReturnType<typeof selectPromos>['execute']>>[number];

function selectProducts(db: DbOrTx, ids: number[], warehouseId: number) {
  return db.kysely
    .selectFrom('product as p')
    .innerJoin('vendor as v', 'v.vendor_id', 'p.vendor_id')
    .innerJoin('product_warehouse as pw', (j) =>
      j.onRef('pw.product_id', '=', 'p.product_id').on('pw.warehouse_id', '=', warehouseId),
    )
    .selectAll('p')
    .select([
      'v.name as vendor_name',
      'pw.price_cents',
      'pw.standard_price_cents',
      'pw.available_milli',
      'pw.warehouse_id',
    ])
    .where('p.product_id', 'in', ids)
    .execute();
}

function selectPromos(db: Pick<DbOrTx, 'kysely'>, ids: number[], warehouseId: number, today: string) {
  return db.kysely
    .selectFrom('warehouse_promo')
    .selectAll()
    .where('product_id', 'in', ids)
    .where((eb) => eb.or([eb('warehouse_id', 'is', null), eb('warehouse_id', '=', warehouseId)]))
    .where('validity_date', '<=', today)
    .where('expire_date', '>=', today);
}

function selectClasses(db: DbOrTx, ids: number[]) {
  return db.kysely
    .selectFrom('product_product_class as ppc')
    .innerJoin('product_class as pc', 'pc.product_class_id', 'ppc.product_class_id')
    .select(['ppc.product_id', 'pc.product_class_id', 'pc.name', 'pc.icon_source'])
    .where('ppc.product_id', 'in', ids)
    .orderBy('pc.product_class_id')
    .execute();
}

function selectOptions(db: DbOrTx, ids: number[]) {
  return db.kysely
    .selectFrom('product_option')
    .select(['product_id', 'parameter_name', 'name', 'options_json'])
    .where('product_id', 'in', ids)
    .orderBy('position')
    .execute();
}

/** A warehouse's own promotion wins over a chain-wide one. */
function promoOf(promos: PromoRow[], id: number): PromoRow | null {
  const mine = promos
    .filter((p) => p.product_id === id)
    .sort((a, b) => (b.warehouse_id ?? 0) - (a.warehouse_id ?? 0));
  return mine[0] ?? null;
}

/** Bundles in the order of `ids`; ids without a price in the warehouse are skipped. */
export async function loadProductBundles(
  db: DbOrTx,
  ids: number[],
  warehouseId: number,
  today: string,
): Promise<ProductBundle[]> {
  if (ids.length === 0) return [];
  const [rows, promos, classes, options] = await Promise.all([
    selectProducts(db, ids, warehouseId),
    selectPromos(db, ids, warehouseId, today).execute(),
    selectClasses(db, ids),
    selectOptions(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.product_id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        row,
        promo: promoOf(promos, id),
        classes: classes.filter((c) => c.product_id === id),
        options: options.filter((o) => o.product_id === id),
      },
    ];
  });
}

/** What of a product only a catalogue change alters: the row, its vendor, classes and options. */
export interface ProductStatic {
  row: Omit<ProductRow, 'price_cents' | 'standard_price_cents' | 'available_milli' | 'warehouse_id'>;
  classes: ProductBundle['classes'];
  options: ProductBundle['options'];
}

/** The catalogue part of products, by id (missing ids are absent). */
export async function loadProductStatics(db: DbOrTx, ids: number[]): Promise<Map<number, ProductStatic>> {
  if (ids.length === 0) return new Map();
  const [rows, classes, options] = await Promise.all([
    db.kysely
      .selectFrom('product as p')
      .innerJoin('vendor as v', 'v.vendor_id', 'p.vendor_id')
      .selectAll('p')
      .select('v.name as vendor_name')
      .where('p.product_id', 'in', ids)
      .execute(),
    selectClasses(db, ids),
    selectOptions(db, ids),
  ]);
  return new Map(
    rows.map((row) => [
      row.product_id,
      {
        row,
        classes: classes.filter((c) => c.product_id === row.product_id),
        options: options.filter((o) => o.product_id === row.product_id),
      },
    ]),
  );
}

/** What changes without a catalogue change: price, stock and today's promotions in a warehouse. */
export async function loadWarehouseOffers(db: DbOrTx, ids: number[], warehouseId: number, today: string) {
  const [offers, promos] = await Promise.all([
    offersOf(db, ids, warehouseId),
    promosOf(db, ids, warehouseId, today),
  ]);
  return new Map(offers.map((o) => [o.product_id, { offer: o, promo: promoOf(promos, o.product_id) }]));
}

/**
 * The offers' version (migration 0024, decision 0076): raised in the same transaction as any change
 * of a price, a stock or a promotion. Read it before the offers it keys: offers read after it are at
 * least as new as it says.
 */
export async function offerVersion(db: DbOrTx): Promise<number> {
  return Number((await offerVersionRow(db))[0]?.version ?? 0);
}
const offerVersionRow = precompiled((k) => k.selectFrom('offer_version').select('version').where('id', '=', 1));

// Read on every cart change: compiled once per length of the list (db/precompiled.ts).
const offersOf = precompiled((k, ids: number[], warehouseId: number) =>
  k
    .selectFrom('product_warehouse')
    .select(['product_id', 'price_cents', 'standard_price_cents', 'available_milli', 'warehouse_id'])
    .where('warehouse_id', '=', warehouseId)
    .where('product_id', 'in', ids),
);
const promosOf = precompiled((k, ids: number[], warehouseId: number, today: string) =>
  selectPromos({ kysely: k }, ids, warehouseId, today),
);

/** Candidate substitutes: same leaf category, type and pack, available, price within bounds. */
export async function alternativeCandidates(
  db: DbOrTx,
  p: {
    productId: number;
    categoryId: number;
    tipologia: string;
    contentUnit: string;
    netContentMilli: number | null;
    qtyMultMilli: number;
  },
  warehouseId: number,
  priceRange: { min: number; max: number },
): Promise<Array<{ product_id: number; price_cents: number }>> {
  let q = db.kysely
    .selectFrom('product as p')
    .innerJoin('product_warehouse as pw', (j) =>
      j.onRef('pw.product_id', '=', 'p.product_id').on('pw.warehouse_id', '=', warehouseId),
    )
    .select(['p.product_id', 'pw.price_cents'])
    .where('p.category_id', '=', p.categoryId)
    .where('p.product_id', '!=', p.productId)
    .where('p.tipologia', '=', p.tipologia)
    .where('p.content_unit', '=', p.contentUnit)
    .where('p.qty_mult_milli', '=', p.qtyMultMilli)
    .where('pw.available_milli', '>', 0)
    .where('pw.price_cents', '>=', priceRange.min)
    .where('pw.price_cents', '<=', priceRange.max);
  q =
    p.netContentMilli === null
      ? q.where('p.net_content_milli', 'is', null)
      : q.where('p.net_content_milli', '=', p.netContentMilli);
  return q.limit(50).execute();
}

export async function pricesByWarehouse(db: DbOrTx, productId: number) {
  return db.kysely
    .selectFrom('product_warehouse as pw')
    .innerJoin('warehouse as w', 'w.warehouse_id', 'pw.warehouse_id')
    .select(['pw.warehouse_id', 'w.name', 'pw.price_cents', 'pw.standard_price_cents', 'pw.available_milli'])
    .where('pw.product_id', '=', productId)
    .orderBy('pw.warehouse_id')
    .execute();
}

export async function boughtTogether(db: DbOrTx, productId: number, limit: number): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('product_affinity')
    .select('other_product_id')
    .where('product_id', '=', productId)
    .orderBy('score', 'desc')
    .orderBy('other_product_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.other_product_id);
}

export async function productCategory(db: DbOrTx, productId: number): Promise<number | undefined> {
  return (
    await db.kysely
      .selectFrom('product')
      .select('category_id')
      .where('product_id', '=', productId)
      .executeTakeFirst()
  )?.category_id;
}
