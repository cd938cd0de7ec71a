import type { DbOrTx } from '../../db/transaction.js';
import type { ProductBundle } from '../catalogue/index.js';
import { customerPricing, listPricesOf, type ListPrice } from './price-resolution.js';

// A customer's list prices applied to product bundles (decision 0116): the bundle's base price
// becomes the list's, and its promotion stays only where the list allows promotions on top. The
// shop's one price function (priceOf, decision 0096) then prices the bundle as any other, so the
// price shown and the price charged cannot part.

/** Maps a warehouse's bundle to the customer's (the same bundle when no list prices it). */
export type Listing = (b: ProductBundle) => ProductBundle;

// Repriced bundles are frozen and shared like the bundles they come from: the same bundle and list
// price give the same object, so what is made once per bundle (its product, its JSON) stays made.
const repriced = new WeakMap<ProductBundle, Map<string, ProductBundle>>();
const listOf = new WeakMap<ProductBundle, number>();

export function withListPrice(b: ProductBundle, p: ListPrice): ProductBundle {
  const sig = `${p.priceCents}|${p.applyPromotions ? 1 : 0}|${p.priceListId}`;
  let mine = repriced.get(b);
  if (!mine) repriced.set(b, (mine = new Map()));
  let listed = mine.get(sig);
  if (!listed) {
    listed = Object.freeze({
      ...b,
      row: { ...b.row, price_cents: p.priceCents },
      promo: p.applyPromotions ? b.promo : null,
    });
    listOf.set(listed, p.priceListId);
    mine.set(sig, listed);
  }
  return listed;
}

/** The price list a bundle was priced with, or null for the warehouse's own price. */
export function priceListIdOf(b: ProductBundle): number | null {
  return listOf.get(b) ?? null;
}

/**
 * The customer's listing of these products in a warehouse on a day; undefined when no list in
 * force prices any of them (every private shopper: one indexed read, no price read).
 */
export async function customerListing(
  db: DbOrTx,
  userId: number | null,
  warehouseId: number,
  day: string,
  productIds: number[],
): Promise<Listing | undefined> {
  if (userId === null || userId <= 0 || productIds.length === 0) return undefined;
  const pricing = await customerPricing(db, userId, warehouseId, day);
  if (pricing.key === '') return undefined;
  const prices = await listPricesOf(db, pricing, productIds);
  if (prices.size === 0) return undefined;
  return (b) => {
    const p = prices.get(b.row.product_id);
    return p ? withListPrice(b, p) : b;
  };
}
