import type { Product } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import type { CustomerPrices } from './customer-prices.js';
import { toProduct } from './product.mapper.js';
import { loadProductBundles } from './products.repository.js';

// A catalogue answer for a customer with a price list (decision 0116): every product in it made
// again from its bundle with the list's base price, by the same toProduct and price function as
// any product (decision 0096). Whatever the answer's shape (a list, a page's blocks, a flyer), a
// product is found where it is.

/** The answer with each product priced for the customer; the answer's shared objects are never changed. */
export async function repricedFor(
  db: DbOrTx,
  customer: CustomerPrices,
  answer: unknown,
  warehouseId: number,
  day: string,
): Promise<unknown> {
  const ids = new Set<number>();
  collect(answer, ids);
  if (ids.size === 0) return answer;
  const list = [...ids];
  const [bundles, listing] = await Promise.all([
    loadProductBundles(db, list, warehouseId, day),
    customer.listingOf(db, list),
  ]);
  const products = new Map<number, Product>();
  for (const b of bundles) {
    const mine = listing(b);
    if (mine !== b) products.set(b.row.product_id, toProduct(mine));
  }
  return products.size === 0 ? answer : replaced(answer, products);
}

/** A contract product: what the catalogue's answers hold wherever they show one. */
function isProduct(v: unknown): v is Product {
  return (
    typeof v === 'object' && v !== null && typeof (v as Product).productId === 'number' && 'priceDisplay' in v
  );
}

function collect(v: unknown, ids: Set<number>): void {
  if (Array.isArray(v)) for (const x of v) collect(x, ids);
  else if (isProduct(v)) ids.add(v.productId);
  else if (typeof v === 'object' && v !== null) for (const x of Object.values(v)) collect(x, ids);
}

function replaced(v: unknown, products: Map<number, Product>): unknown {
  if (Array.isArray(v)) return v.map((x) => replaced(x, products));
  if (isProduct(v)) return products.get(v.productId) ?? v;
  if (typeof v === 'object' && v !== null)
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, replaced(x, products)]));
  return v;
}
