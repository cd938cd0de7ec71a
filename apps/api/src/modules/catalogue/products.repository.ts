import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { promotionFor } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import { compiledOnce } from '../../db/precompiled.js';
import { promotionTermsOf } from './offer-price.js';

/** Everything needed to show products, loaded in four queries for any number of ids. */
export interface ProductBundle {
  /** price_cents is the warehouse's base price: what the shop shows and charges is priceOf (offer-price.ts). */
  row: ProductRow;
  /** The promotion in force in the warehouse on the day the bundle was read for (promotionFor). */
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
    .select(['v.name as vendor_name', 'pw.price_cents', 'pw.available_milli', 'pw.warehouse_id'])
    .where('p.product_id', 'in', ids)
    .execute();
}

/**
 * The promotions of the warehouse (its own and the chain's; a null warehouse: the chain's only) in
 * force on the shop day that have a rule, in SQL: the database's side of the domain's
 * promotionInForce and promotionRule, so that only those rows are read; promotionFor then picks one.
 * `wp` is the alias of warehouse_promo.
 */
export function promotionInForceSql(warehouseId: number | null, day: string): RawBuilder<SqlBool> {
  const scope =
    warehouseId === null
      ? sql`wp.warehouse_id is null`
      : sql`(wp.warehouse_id is null or wp.warehouse_id = ${warehouseId})`;
  return sql<SqlBool>`(${scope} and wp.validity_date <= ${day} and wp.expire_date >= ${day}
    and (wp.warehouse_promo_type_id = 5 or (wp.warehouse_promo_type_id = 2 and wp.discount_cents > 0)
      or wp.discount_perc > 0))`;
}

function selectPromos(db: Pick<DbOrTx, 'kysely'>, ids: number[], warehouseId: number | null, today: string) {
  return db.kysely
    .selectFrom('warehouse_promo as wp')
    .selectAll()
    .where('product_id', 'in', ids)
    .where(promotionInForceSql(warehouseId, today));
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

/** The promotion the warehouse applies to product `id` on the day (the domain's promotionFor). */
function promoOf(promos: PromoRow[], id: number, warehouseId: number | null, day: string): PromoRow | null {
  const mine = promos.filter((p) => p.product_id === id);
  if (mine.length === 0) return null;
  return (
    promotionFor(
      mine.map((p) => ({ ...promotionTermsOf(p), row: p })),
      warehouseId,
      day,
    )?.row ?? null
  );
}

/** The promotion each product has in the warehouse (null: a chain's flyer) on the day, by product. */
export async function promotionsInForce(
  db: DbOrTx,
  ids: number[],
  warehouseId: number | null,
  day: string,
): Promise<Map<number, PromoRow>> {
  if (ids.length === 0) return new Map();
  const promos = await selectPromos(db, ids, warehouseId, day).execute();
  const found = new Map<number, PromoRow>();
  for (const id of new Set(promos.map((p) => p.product_id))) {
    const p = promoOf(promos, id, warehouseId, day);
    if (p) found.set(id, p);
  }
  return found;
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
        promo: promoOf(promos, id, warehouseId, today),
        classes: classes.filter((c) => c.product_id === id),
        options: options.filter((o) => o.product_id === id),
      },
    ];
  });
}

/** What of a product only a catalogue change alters: the row, its vendor, classes and options. */
export interface ProductStatic {
  row: Omit<ProductRow, 'price_cents' | 'available_milli' | 'warehouse_id'>;
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
    offersOf(db, { ids, warehouseId }),
    promosOf(db, { ids, warehouseId, today }),
  ]);
  return new Map(
    offers.map((o) => [o.product_id, { offer: o, promo: promoOf(promos, o.product_id, warehouseId, today) }]),
  );
}

/**
 * A warehouse's offers' version (migration 0035, decisions 0076 and 0111): raised in the same
 * transaction as any change of a price, a stock or a promotion of that warehouse (a chain's
 * promotion is every warehouse's), and by nothing else. Read it before the offers it keys: offers
 * read after it are at least as new as it says.
 */
export interface WarehouseOffersVersion {
  warehouseId: number;
  version: number;
}

/**
 * What a cart call reads first, in one statement (decision 0111): the offers' version of its
 * warehouse, and the version of the rows its answer shows besides its lines and offers (stores,
 * delivery services, fee bands: `reference_version`, decision 0089).
 */
export interface CartVersions {
  offersVersion: WarehouseOffersVersion;
  referencesVersion: number;
}

/** A warehouse without a row yet (none is ever deleted) is at 0, a number no row takes. */
export async function warehouseOffersVersion(
  db: DbOrTx,
  warehouseId: number,
): Promise<WarehouseOffersVersion> {
  const version = Number((await offersVersionRow(db, { warehouseId }))[0]?.version ?? 0);
  return { warehouseId, version };
}
const offersVersionRow = compiledOnce((k, { warehouseId }: { warehouseId: number }) =>
  k.selectFrom('warehouse_offer_version').select('version').where('warehouse_id', '=', warehouseId),
);

/** `CartVersions` of a cart priced from `warehouseId`: two reads by key in one statement. */
export async function cartVersions(db: DbOrTx, warehouseId: number): Promise<CartVersions> {
  const row = (await cartVersionsRow(db, { warehouseId }))[0];
  return {
    offersVersion: { warehouseId, version: Number(row?.offers_version ?? 0) },
    referencesVersion: Number(row?.references_version ?? 0),
  };
}
const cartVersionsRow = compiledOnce((k, { warehouseId }: { warehouseId: number }) =>
  k.selectNoFrom((eb) => [
    eb
      .selectFrom('warehouse_offer_version')
      .select('version')
      .where('warehouse_id', '=', warehouseId)
      .as('offers_version'),
    eb.selectFrom('reference_version').select('version').where('id', '=', 1).as('references_version'),
  ]),
);

// Read on every cart change: compiled once per length of the list (db/precompiled.ts, decision 0115).
const offersOf = compiledOnce((k, { ids, warehouseId }: { ids: number[]; warehouseId: number }) =>
  k
    .selectFrom('product_warehouse')
    .select(['product_id', 'price_cents', 'available_milli', 'warehouse_id'])
    .where('warehouse_id', '=', warehouseId)
    .where('product_id', 'in', ids),
);
const promosOf = compiledOnce(
  (k, { ids, warehouseId, today }: { ids: number[]; warehouseId: number; today: string }) =>
    selectPromos({ kysely: k }, ids, warehouseId, today),
);

/**
 * Candidate substitutes: same leaf category, type and pack, available; the caller keeps those
 * whose price shown (priceOf) is within bounds.
 */
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
): Promise<number[]> {
  let q = db.kysely
    .selectFrom('product as p')
    .innerJoin('product_warehouse as pw', (j) =>
      j.onRef('pw.product_id', '=', 'p.product_id').on('pw.warehouse_id', '=', warehouseId),
    )
    .select('p.product_id')
    .where('p.category_id', '=', p.categoryId)
    .where('p.product_id', '!=', p.productId)
    .where('p.tipologia', '=', p.tipologia)
    .where('p.content_unit', '=', p.contentUnit)
    .where('p.qty_mult_milli', '=', p.qtyMultMilli)
    .where('pw.available_milli', '>', 0);
  q =
    p.netContentMilli === null
      ? q.where('p.net_content_milli', 'is', null)
      : q.where('p.net_content_milli', '=', p.netContentMilli);
  return (await q.orderBy('p.product_id').limit(200).execute()).map((r) => r.product_id);
}

/** The product's base price and stock in every warehouse, with the promotion in force there on the day. */
export async function pricesByWarehouse(db: DbOrTx, productId: number, day: string) {
  const [rows, promos] = await Promise.all([
    db.kysely
      .selectFrom('product_warehouse as pw')
      .innerJoin('warehouse as w', 'w.warehouse_id', 'pw.warehouse_id')
      .select(['pw.warehouse_id', 'w.name', 'pw.price_cents', 'pw.available_milli'])
      .where('pw.product_id', '=', productId)
      .orderBy('pw.warehouse_id')
      .execute(),
    db.kysely
      .selectFrom('warehouse_promo as wp')
      .selectAll()
      .where('product_id', '=', productId)
      .where('validity_date', '<=', day)
      .where('expire_date', '>=', day)
      .execute(),
  ]);
  return rows.map((r) => ({ ...r, promo: promoOf(promos, productId, r.warehouse_id, day) }));
}

/** The warehouses with a price for the product (product-price/get-prices' rows). */
export async function warehousesPricing(db: DbOrTx, productId: number): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('product_warehouse')
    .select('warehouse_id')
    .where('product_id', '=', productId)
    .orderBy('warehouse_id')
    .execute();
  return rows.map((r) => r.warehouse_id);
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

/** What a product's picture is drawn from: its name and its category's slug (undefined: no product). */
export async function pictureRowOf(
  db: DbOrTx,
  productId: number,
): Promise<{ product_id: number; name: string; slug: string } | undefined> {
  return db.kysely
    .selectFrom('product as p')
    .innerJoin('category as c', 'c.category_id', 'p.category_id')
    .select(['p.product_id', 'p.name', 'c.slug'])
    .where('p.product_id', '=', productId)
    .executeTakeFirst();
}
