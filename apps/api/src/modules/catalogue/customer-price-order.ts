import type { DbOrTx } from '../../db/transaction.js';
import type { CustomerPrices } from './customer-prices.js';
import { priceOf } from './offer-price.js';
import { firstByShownPrice, productIdsWhere, type ProductFilter } from './product-list.repository.js';
import { loadProductBundles } from './products.repository.js';
import { sql, type SqlBool } from 'kysely';

// A page of a list customer's products sorted by price (decision 0116): the order of the prices
// they are shown. The products a list prices are priced by the one price function on their
// customer's bundles (priceOf, decision 0096); the others keep the warehouse's price, ordered in
// SQL as every shopper's list is (`shownPrice`, checked against priceOf by the price-order
// tests); the two orders are merged. What a list prices is a few thousand products at most, so
// this reads them all, the rest only up to the page asked for.

/** Bundles are read this many at a time (their classes and options are matched per batch). */
const BATCH = 500;

export async function pageInCustomerPriceOrder(
  db: DbOrTx,
  f: ProductFilter,
  customer: CustomerPrices,
  sort: 'price_asc' | 'price_desc',
  limit: number,
  offset: number,
): Promise<number[]> {
  const want = offset + limit;
  const [listedIds, others] = await Promise.all([
    productIdsWhere(db, f, customer.listedSql),
    firstByShownPrice(db, f, sql<SqlBool>`not (${customer.listedSql})`, sort, want),
  ]);
  const listing = await customer.listingOf(db, listedIds);
  const listed: Array<{ productId: number; cents: number }> = [];
  for (let i = 0; i < listedIds.length; i += BATCH)
    for (const b of await loadProductBundles(db, listedIds.slice(i, i + BATCH), f.warehouseId, f.today))
      listed.push({ productId: b.row.product_id, cents: priceOf(listing(b)).unitCents });
  const dir = sort === 'price_asc' ? 1 : -1;
  const order = (a: { productId: number; cents: number }, b: { productId: number; cents: number }) =>
    dir * (a.cents - b.cents) || a.productId - b.productId;
  return [...listed, ...others]
    .sort(order)
    .slice(offset, want)
    .map((x) => x.productId);
}
