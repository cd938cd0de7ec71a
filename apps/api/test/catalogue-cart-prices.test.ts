/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  firstAddQuantity,
  promotionFor,
  promotionMoments,
  shopDayStart,
} from '@spesa/domain';
import { shopDate } from '../src/lib/clock.js';
import { saleRulesOf } from '../src/modules/cart/index.js';
import { MINUTE, mutableClock } from './helpers/accounts.js';
import { caller, loginCookie, selectPickup, status, type Caller } from './helpers/delivery.js';
import { priceFrom, promotionsByProduct, type ProductPromotion } from './helpers/prices.js';
import { freshAccounts, useTestApp } from './helpers/setup.js';
import { TEST_NOW } from './helpers/test-now.js';

// The price shown is the price charged (issue 40, decision 0096): for every product in every
// store, what the catalogue answers (the listing and the product page) is what one unit costs in
// the cart (cart/add of one unit: the line's unit price), now and at the edges of every promotion
// (the minute before its first, its first, its last and the minute after its last, in Rome time),
// with the tests' clock moved there. Both sides come from the one price function; this test holds
// them to each other and to the domain's rule worked out again from the stored rows.

const clock = mutableClock();
// Sessions outlive the clock's moves (a month before and after TEST_NOW): one login per shopper.
const t = useTestApp({ clock, env: { SESSION_REMEMBER_IDLE_DAYS: '365', SESSION_REMEMBER_ABSOLUTE_DAYS: '365' } });
const fresh = freshAccounts(t, '10.96.1.');

/** Warehouse -> the store a shopper picks (5: no store chosen, the default). */
const STORES: Array<{ warehouseId: number; storeId: number | null }> = [
  { warehouseId: 5, storeId: null },
  { warehouseId: 10, storeId: 10 },
  { warehouseId: 11, storeId: 11 },
  { warehouseId: 12, storeId: 12 },
];

interface ProductFacts {
  id: number;
  slug: string;
  quantity: number;
  /** Pieces bought one at a time: one unit's line total is its unit price. */
  single: boolean;
  params?: Record<string, string>;
}

let products: ProductFacts[] = [];
let promotions: Map<number, ProductPromotion[]>;
/** Base prices by `${warehouseId}|${productId}` (this test changes none). */
const bases = new Map<string, number>();
const shoppers = new Map<number, { email: string; as: Caller }>();
let logins = 0;

const moveTo = (at: Date) => clock.advance(at.getTime() - clock.now().getTime());

/** A shopper per store, logged in, with that store's pickup chosen (5: none, the default). */
async function signIn(): Promise<void> {
  for (const s of STORES) {
    const email = shoppers.get(s.warehouseId)?.email ?? (await fresh());
    const as = caller(t, await loginCookie(t, email, 'Pane-e-Burro-42', `10.96.2.${++logins}`));
    shoppers.set(s.warehouseId, { email, as });
    if (s.storeId !== null) expect(status(await selectPickup(as, s.storeId))).toBe(0);
    const cart = (await as('GET', 'cart/view')).body.data;
    expect(cart.warehouse.warehouseId).toBe(s.warehouseId);
  }
}

beforeAll(async () => {
  // Every product on sale everywhere: this test is about prices, not stock.
  await t.db.kysely.updateTable('product_warehouse').set({ available_milli: 900_000 }).execute();
  const rows = await t.db.kysely.selectFrom('product').selectAll().orderBy('product_id').execute();
  const options = await t.db.kysely.selectFrom('product_option').selectAll().execute();
  products = rows.map((r) => {
    const rules = saleRulesOf(r as any);
    const mine = options.filter((o) => o.product_id === r.product_id);
    const params = mine.length
      ? Object.fromEntries(mine.map((o) => [o.parameter_name, JSON.parse(o.options_json)[0].key]))
      : undefined;
    const quantity = firstAddQuantity(rules);
    return {
      id: r.product_id,
      slug: r.slug,
      quantity: quantity / 1000,
      single: r.tipologia !== 'Sfuso' && quantity === 1000,
      params,
    };
  });
  promotions = await promotionsByProduct(t.db);
  for (const r of await t.db.kysely.selectFrom('product_warehouse').selectAll().execute())
    bases.set(`${r.warehouse_id}|${r.product_id}`, r.price_cents);
  await signIn();
});

/**
 * What the catalogue answers for these products in the shopper's store: the listing by ids and,
 * for every `pages`-th product (0: none), its product page.
 */
async function catalogueOf(as: Caller, ids: number[], pages: number): Promise<Map<number, any>> {
  const found = new Map<number, any>();
  for (let i = 0; i < ids.length; i += 50) {
    const chunk = ids.slice(i, i + 50);
    const res = await as('GET', `products?product_id=${chunk.join(',')}&page_size=100`);
    expect(status(res)).toBe(0);
    for (const p of res.body.data.products) found.set(p.productId, p);
  }
  if (pages > 0)
    for (const id of ids.filter((_, i) => i % pages === 0)) {
      const slug = products.find((p) => p.id === id)!.slug;
      const page = (await as('GET', `products?slug=${slug}`)).body.data.products[0];
      // The product page answers the listing's prices.
      expect(pick(page), `product ${id} page`).toEqual(pick(found.get(id)));
    }
  return found;
}

const pick = (p: any) => ({
  priceDisplay: p.priceDisplay,
  priceStandardDisplay: p.priceStandardDisplay,
  warehousePromoId: p.warehousePromo?.warehousePromoId ?? null,
  discount: p.warehousePromo?.discount ?? null,
});

/**
 * Adds one unit of each product to the shopper's cart (cart/add, twenty lines a call, the cart
 * emptied between calls) and holds each line to the catalogue's product: its unit price is the
 * price shown, and so is its total for one piece.
 */
async function compare(
  warehouseId: number,
  ids: number[],
  pages: number,
): Promise<{ checked: number; shown: Map<number, any> }> {
  const { as } = shoppers.get(warehouseId)!;
  const shown = await catalogueOf(as, ids, pages);
  const day = shopDate(clock.now());
  const when = clock.now().toISOString();
  let checked = 0;
  const selectable: number[] = [];
  for (let i = 0; i < ids.length; i += 20) {
    const chunk = ids.slice(i, i + 20);
    await as('POST', 'cart/delete', {});
    const items = chunk.map((id) => {
      const facts = products.find((p) => p.id === id)!;
      return { productId: id, quantity: facts.quantity, ...(facts.params && { params: facts.params }) };
    });
    const res = await as('POST', 'cart/add?answer=lean', { items });
    expect(status(res), `warehouse ${warehouseId}: ${JSON.stringify(res.body.response.errorsMessage)}`).toBe(0);
    for (const id of chunk) {
      const where = `product ${id} in warehouse ${warehouseId} on ${when}`;
      const p = shown.get(id);
      expect(p, `${where}: listed`).toBeDefined();
      // The domain's rule, worked out again from the rows, says the same.
      const expected = priceFrom(bases.get(`${warehouseId}|${id}`)!, promotions.get(id) ?? [], warehouseId, day);
      expect(Math.round(p.priceDisplay * 100), where).toBe(expected.unitCents);
      const line = res.body.data.cartItems.find((l: any) => (l.product?.productId ?? l.productId) === id);
      expect(line.unitPrice, where).toBe(p.priceDisplay);
      expect(pick(line.product), where).toEqual(pick(p));
      if (products.find((f) => f.id === id)!.single) expect(line.grossTotal, where).toBe(p.priceDisplay);
      if (p.warehousePromo?.selectable) selectable.push(id);
      checked++;
    }
  }
  // A selectable promotion's Sì: the discount the product announces, and no more.
  for (const id of selectable.filter((x) => products.find((f) => f.id === x)!.single)) {
    const p = shown.get(id);
    await as('POST', 'cart/delete', {});
    const yes = await as('POST', 'cart/add?answer=lean', {
      items: [{ productId: id, quantity: 1, use_wpid: p.warehousePromo.warehousePromoId }],
    });
    expect(status(yes)).toBe(0);
    const line = yes.body.data.cartItems.find((l: any) => (l.product?.productId ?? l.productId) === id);
    expect(line.appliedPromoId).toBe(p.warehousePromo.warehousePromoId);
    expect(Math.round(line.unitPrice * 100), `product ${id} with Sì`).toBe(
      Math.round((p.priceDisplay - p.warehousePromo.discount) * 100),
    );
  }
  await as('POST', 'cart/delete', {});
  return { checked, shown };
}

describe('the price shown is the price charged', () => {
  it('for every product in every store, today', { timeout: 600_000 }, async () => {
    moveTo(new Date(TEST_NOW));
    let checked = 0;
    // Product pages: every fourth product in the default store, every twentieth in the others (the
    // listing's code answers them; the listing is walked for every product everywhere).
    for (const s of STORES)
      checked += (await compare(s.warehouseId, products.map((p) => p.id), s.warehouseId === 5 ? 4 : 20)).checked;
    expect(checked).toBe(products.length * STORES.length);
    // Some products were on promotion and some prices were struck through, or this proves little.
    const listed = (await shoppers.get(5)!.as('GET', 'products?promo=true&page_size=100')).body.data;
    expect(listed.page.totItems).toBeGreaterThan(20);
    expect(listed.products.every((p: any) => p.warehousePromo !== null)).toBe(true);
  });

  it("at a promotion's first and last minute, and the minutes just outside them, in Rome time", { timeout: 600_000 }, async () => {
    const all = [...promotions.values()].flat();
    expect(all.length).toBeGreaterThan(20);
    // The moments, each with the products whose promotion starts or ends there.
    const moments = new Map<number, Set<number>>();
    const at = (d: Date, promo: ProductPromotion) => {
      const set = moments.get(d.getTime()) ?? new Set<number>();
      set.add(promo.promoId);
      moments.set(d.getTime(), set);
    };
    for (const promo of all) {
      const m = promotionMoments(promo);
      at(new Date(m.firstMinute.getTime() - MINUTE), promo);
      at(m.firstMinute, promo);
      at(m.lastMinute, promo);
      at(m.ended, promo);
    }
    let checked = 0;
    let applied = 0;
    let ended = 0;
    for (const [time, promoIds] of [...moments].sort((a, b) => a[0] - b[0])) {
      moveTo(new Date(time));
      const day = shopDate(clock.now());
      const chosen = all.filter((p) => promoIds.has(p.promoId));
      for (const s of STORES) {
        const ids = [...new Set(chosen.filter((p) => p.warehouseId === null || p.warehouseId === s.warehouseId).map((p) => p.productId))];
        if (ids.length === 0) continue;
        const { checked: n, shown: listed } = await compare(s.warehouseId, ids, 0);
        checked += n;
        // Each of these promotions is in force exactly from its first to its last minute.
        for (const promo of chosen) {
          if (promo.warehouseId !== null && promo.warehouseId !== s.warehouseId) continue;
          const m = promotionMoments(promo);
          const inForce = time >= m.firstMinute.getTime() && time <= m.lastMinute.getTime();
          const winner = promotionFor(promotions.get(promo.productId)!, s.warehouseId, day);
          const shownId = listed.get(promo.productId)?.warehousePromo?.warehousePromoId ?? null;
          if (inForce && winner?.promoId === promo.promoId) {
            expect(shownId, `promo ${promo.promoId} at ${new Date(time).toISOString()}`).toBe(promo.promoId);
            applied++;
          }
          if (!inForce) {
            expect(shownId, `promo ${promo.promoId} at ${new Date(time).toISOString()}`).not.toBe(promo.promoId);
            if (time === m.ended.getTime()) ended++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(all.length * 4);
    expect(applied).toBeGreaterThan(0);
    expect(ended).toBeGreaterThan(0);
  });

  it('sorts a store by the price it shows', async () => {
    moveTo(new Date(TEST_NOW));
    for (const order of ['price_asc', 'price_desc']) {
      const prices: number[] = [];
      for (let page = 1; ; page++) {
        const res = await shoppers.get(11)!.as('GET', `products?sort=${order}&page_size=100&page=${page}`);
        prices.push(...res.body.data.products.map((p: any) => p.priceDisplay));
        if (page >= res.body.data.page.totPages) break;
      }
      expect(prices.length).toBe(products.length);
      const sorted = [...prices].sort((a, b) => (order === 'price_asc' ? a - b : b - a));
      expect(prices).toEqual(sorted);
    }
  });

  it('starts a shop day at midnight in Rome', () => {
    // The edges above are Rome's: 23:00 UTC in winter is already the next day there.
    expect(shopDate(shopDayStart('2026-12-01'))).toBe('2026-12-01');
    expect(shopDate(new Date(shopDayStart('2026-12-01').getTime() - MINUTE))).toBe('2026-11-30');
  });
});
