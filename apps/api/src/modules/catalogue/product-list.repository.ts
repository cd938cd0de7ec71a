import { sql, type Expression, type RawBuilder, type SqlBool, type SelectQueryBuilder } from 'kysely';
import type { DbOrTx } from '../../db/transaction.js';
import type { ProductSort } from '@spesa/domain';
import type { RankingSignals } from './search/ranking.js';
import { matchTable, relevanceOrder, type MatchMode } from './search/search.repository.js';
import type { ResolvedToken } from './search/vocabulary.js';
import type { CustomerPrices } from './customer-prices.js';
import { promotionInForceSql } from './products.repository.js';

/** What a product list is filtered by. Ids are already validated; the warehouse sets prices. */
export interface ProductFilter {
  warehouseId: number;
  today: string;
  categoryIds?: number[];
  productIds?: number[];
  search?: ResolvedToken[];
  /** Suggestions match names only. */
  searchNamesOnly?: boolean;
  promo?: boolean;
  isNew?: boolean;
  vendorIds?: number[];
  classIds?: number[];
  availableOnly?: boolean;
  /** A customer with a price list (decision 0116): their promotions, and their prices to order by. */
  customer?: Pick<CustomerPrices, 'key' | 'listedSql' | 'promotionsOffSql'>;
}

type Facet = 'promo' | 'new' | 'vendor' | 'class';
// The filtered set joins a derived full-text table whose shape Kysely cannot infer; the builder is
// typed loosely here and the selected columns are typed at each use.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Base = SelectQueryBuilder<any, any, any>;

/**
 * On promotion: a promotion in force today in the warehouse, with a rule (what the product shows);
 * for a customer whose list lets no promotion on top, not the products that list prices.
 */
function promoExists(f: ProductFilter): Expression<SqlBool> {
  const inForce = sql<SqlBool>`exists (select 1 from warehouse_promo wp where wp.product_id = p.product_id
    and ${promotionInForceSql(f.warehouseId, f.today)})`;
  const off = f.customer?.promotionsOffSql;
  return off ? sql<SqlBool>`(${inForce} and not (${off}))` : inForce;
}

/**
 * The unit price shown (priceDisplay), in SQL, to sort by: the base price less what the promotion
 * picked by promotionFor (own before the chain's, latest started, highest id) takes off one unit
 * without a shopper's answer, as shopPrice works it out (a percentage rounded half up, a fixed
 * amount down to 0; a selectable one and 3x2 nothing). Only an order is made of it: every price
 * answered comes from the one price function, and the property test checks that a list sorted by
 * price is in the order of its priceDisplay.
 */
function shownPrice(f: ProductFilter): RawBuilder<number> {
  return sql<number>`(pw.price_cents - coalesce((select case
      when wp.selectable = 1 or wp.warehouse_promo_type_id = 5 then 0
      when wp.warehouse_promo_type_id = 2 and wp.discount_cents > 0 then
        case when wp.discount_cents >= pw.price_cents then pw.price_cents else wp.discount_cents end
      when wp.discount_perc >= 100 then pw.price_cents
      else pw.price_cents - (pw.price_cents * (100 - wp.discount_perc) + 50) / 100
    end
    from warehouse_promo wp where wp.product_id = p.product_id and ${promotionInForceSql(f.warehouseId, f.today)}
    order by case when wp.warehouse_id is null then 1 else 0 end, wp.validity_date desc, wp.warehouse_promo_id desc
    limit 1), 0))`;
}

/** The filtered product set; `omit` leaves one facet's own filter out to count its values. */
function base(db: DbOrTx, f: ProductFilter, omit?: Facet, ranked = false): Base {
  let q: Base = db.kysely
    .selectFrom('product as p')
    .innerJoin('product_warehouse as pw', (j) =>
      j.onRef('pw.product_id', '=', 'p.product_id').on('pw.warehouse_id', '=', f.warehouseId),
    );
  if (f.search) {
    const mode: MatchMode = f.searchNamesOnly ? 'name' : ranked ? 'ranked' : 'plain';
    q = q.innerJoin(matchTable(db.dialect, f.search, mode).as('f'), 'f.pid', 'p.product_id');
  }
  if (f.categoryIds) q = q.where('p.category_id', 'in', f.categoryIds.length ? f.categoryIds : [-1]);
  if (f.productIds) q = q.where('p.product_id', 'in', f.productIds.length ? f.productIds : [-1]);
  if (f.availableOnly) q = q.where('pw.available_milli', '>', 0);
  if (f.promo && omit !== 'promo') q = q.where(promoExists(f));
  if (f.isNew && omit !== 'new') q = q.where('p.is_new', '=', 1);
  if (f.vendorIds?.length && omit !== 'vendor') q = q.where('p.vendor_id', 'in', f.vendorIds);
  if (f.classIds?.length && omit !== 'class') {
    q = q.where((eb) =>
      eb.exists(
        db.kysely
          .selectFrom('product_product_class as ppc')
          .select(sql`1`.as('one'))
          .where('ppc.product_id', '=', sql.ref<number>('p.product_id'))
          .where('ppc.product_class_id', 'in', f.classIds!),
      ),
    );
  }
  return q;
}

function applySort(q: Base, f: ProductFilter, sort: ProductSort, ranking?: RankingSignals): Base {
  switch (sort) {
    case 'price_asc':
      return q.orderBy(shownPrice(f), 'asc').orderBy('p.product_id');
    case 'price_desc':
      return q.orderBy(shownPrice(f), 'desc').orderBy('p.product_id');
    case 'name_asc':
      return q.orderBy('p.name', 'asc').orderBy('p.product_id');
    case 'name_desc':
      return q.orderBy('p.name', 'desc').orderBy('p.product_id');
    case 'promo':
      return q
        .orderBy(sql`case when ${promoExists(f)} then 0 else 1 end`)
        .orderBy('p.popularity', 'desc')
        .orderBy('p.product_id');
    default:
      if (f.search && ranking) {
        for (const key of relevanceOrder(ranking)) q = q.orderBy(key);
        return q.orderBy('p.popularity', 'desc').orderBy('p.product_id');
      }
      if (f.search)
        return q
          .orderBy(sql`f.rank`)
          .orderBy('p.popularity', 'desc')
          .orderBy('p.product_id');
      return q.orderBy('p.popularity', 'desc').orderBy('p.product_id');
  }
}

export async function countProducts(db: DbOrTx, f: ProductFilter): Promise<number> {
  const row: { n: number } | undefined = await base(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function pageOfProductIds(
  db: DbOrTx,
  f: ProductFilter,
  sort: ProductSort,
  limit: number,
  offset: number,
  /** The signals of the query (search/ranking.ts): with them, a relevance page puts the food first. */
  ranking?: RankingSignals,
): Promise<number[]> {
  const rows: Array<{ product_id: number }> = (await applySort(
    base(db, f, undefined, sort === 'relevance'),
    f,
    sort,
    ranking,
  )
    .select('p.product_id')
    .limit(limit)
    .offset(offset)
    .execute()) as Array<{ product_id: number }>;
  return rows.map((r) => r.product_id);
}

/** The ids of the filtered set that `where` keeps, in no order (a list customer's listed products). */
export async function productIdsWhere(db: DbOrTx, f: ProductFilter, where: Expression<SqlBool>): Promise<number[]> {
  const rows = (await base(db, f).where(where).select('p.product_id').execute()) as Array<{ product_id: number }>;
  return rows.map((r) => r.product_id);
}

/**
 * The first `limit` of the filtered set that `where` keeps, in the order of the price shown with the
 * warehouse's base price (as `price_asc` / `price_desc` sort), each with that price in cents.
 */
export async function firstByShownPrice(
  db: DbOrTx,
  f: ProductFilter,
  where: Expression<SqlBool>,
  sort: 'price_asc' | 'price_desc',
  limit: number,
): Promise<Array<{ productId: number; cents: number }>> {
  const rows = (await applySort(base(db, f).where(where), f, sort)
    .select(['p.product_id', shownPrice(f).as('cents')])
    .limit(limit)
    .execute()) as Array<{ product_id: number; cents: number | string }>;
  return rows.map((r) => ({ productId: r.product_id, cents: Number(r.cents) }));
}

export interface FacetRows {
  promo: number;
  isNew: number;
  vendors: Array<{ id: number; name: string; count: number }>;
  classes: Array<{ id: number; name: string; count: number }>;
}

/** Facet counts: each facet counted over the set filtered by every other facet. */
export async function facetCounts(db: DbOrTx, f: ProductFilter): Promise<FacetRows> {
  type Count = { n: number } | undefined;
  type Value = { id: number; name: string; count: number };
  const promo: Count = await base(db, f, 'promo')
    .where(promoExists(f))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const isNew: Count = await base(db, f, 'new')
    .where('p.is_new', '=', 1)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const vendors: Value[] = (await base(db, f, 'vendor')
    .innerJoin('vendor as v', 'v.vendor_id', 'p.vendor_id')
    .select(['v.vendor_id as id', 'v.name as name', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['v.vendor_id', 'v.name'])
    .orderBy('count', 'desc')
    .orderBy('v.name')
    .limit(50)
    .execute()) as Value[];
  const classes: Value[] = (await base(db, f, 'class')
    .innerJoin('product_product_class as ppc', 'ppc.product_id', 'p.product_id')
    .innerJoin('product_class as pc', 'pc.product_class_id', 'ppc.product_class_id')
    .select(['pc.product_class_id as id', 'pc.name as name', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['pc.product_class_id', 'pc.name'])
    .orderBy('pc.name')
    .execute()) as Value[];
  const num = (r?: { n: number }) => Number(r?.n ?? 0);
  return {
    promo: num(promo),
    isNew: num(isNew),
    vendors: vendors.map((v) => ({ id: v.id, name: v.name, count: Number(v.count) })),
    classes: classes.map((c) => ({ id: c.id, name: c.name, count: Number(c.count) })),
  };
}

export async function productIdBy(
  db: DbOrTx,
  by: { slug?: string; barcode?: string },
): Promise<number | undefined> {
  let q = db.kysely.selectFrom('product').select('product_id');
  if (by.slug !== undefined) q = q.where('slug', '=', by.slug);
  else if (by.barcode !== undefined) q = q.where('barcode', '=', by.barcode);
  else return undefined;
  return (await q.executeTakeFirst())?.product_id;
}
