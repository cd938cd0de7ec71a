import type { FastifyRequest } from 'fastify';
import type { Product } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import { loadProductBundles, toProduct, type CustomerPrices } from '../catalogue/index.js';
import { withListPrice } from './customer-listing.js';
import { customerPricing, listPricesOf, type CustomerPricing } from './price-resolution.js';

// The catalogue's answers for a customer with a price list (decision 0116): every product in the
// answer made again from its bundle with the list's base price, by the same toProduct and price
// function as any product (decision 0096). Only for customers with a list in force: everyone else
// gets the warehouse's answers as before, kept under the same keys as before.

/** The customer's prices of a catalogue request, or undefined when they pay the warehouse's. */
export function catalogueCustomerPrices(db: Db, clock: Clock) {
  return async (request: FastifyRequest, warehouseId: number): Promise<CustomerPrices | undefined> => {
    const userId = request.user?.userId ?? null;
    if (userId === null) return undefined;
    const pricing = await customerPricing(db, userId, warehouseId, shopDate(clock.now()));
    if (pricing.key === '') return undefined;
    return {
      key: pricing.key,
      reprice: (answer, wh) => reprice(db, clock, userId, pricing, wh, warehouseId, answer),
    };
  };
}

async function reprice(
  db: Db,
  clock: Clock,
  userId: number,
  asked: CustomerPricing,
  warehouseId: number,
  askedFor: number,
  answer: unknown,
): Promise<unknown> {
  const ids = new Set<number>();
  collect(answer, ids);
  if (ids.size === 0) return answer;
  const day = shopDate(clock.now());
  // The answer's own warehouse decides (the default store's when the request named none).
  const pricing = warehouseId === askedFor ? asked : await customerPricing(db, userId, warehouseId, day);
  const list = [...ids];
  const [bundles, prices] = await Promise.all([
    loadProductBundles(db, list, warehouseId, day),
    listPricesOf(db, pricing, list),
  ]);
  const products = new Map<number, Product>();
  for (const b of bundles) {
    const p = prices.get(b.row.product_id);
    if (p) products.set(b.row.product_id, toProduct(withListPrice(b, p)));
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

/** The answer with the products found replaced; the answer's shared objects are never changed. */
function replaced(v: unknown, products: Map<number, Product>): unknown {
  if (Array.isArray(v)) return v.map((x) => replaced(x, products));
  if (isProduct(v)) return products.get(v.productId) ?? v;
  if (typeof v === 'object' && v !== null)
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, replaced(x, products)]));
  return v;
}
