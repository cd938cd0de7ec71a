import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { DEMO, loginToken } from './helpers/accounts.js';
import { as, newSlot, readyShoppers, type Shopper } from './helpers/checkout.js';
import { assignPriceList, newPriceList, publishPrices } from './helpers/price-lists.js';

// A business customer's catalogue follows the prices they are shown (decision 0116): a sort by
// price is in the order of their list prices, a list that lets no promotion on top takes its
// products out of the promotion filter and facet, product-price/get-prices and the flyers show
// their prices; a private shopper of the same store sees the store's throughout. Both databases.

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const FLYER = 'offerte-milano-porta-romana';

describe("a list customer's catalogue order, facets, prices by warehouse and flyers", () => {
  let t: TestApp;
  let business: Shopper;
  let privateShopper: Shopper;
  /** The category of product 69 (on promotion in the shoppers' store), in the store's price order. */
  let categoryId: number;
  let storeOrder: Any[];
  let cheapest: Any;
  let dearest: Any;
  let flyerProduct: Any;
  let listId: number;

  const list = async (s: Shopper, query: string) => {
    const r = await as(t, s).get(`products?${query}`);
    expect(r.body.response.status).toBe(0);
    return r.body.data;
  };
  const ids = (products: Any[]) => products.map((p) => p.productId);
  const shown = (products: Any[]) => products.map((p) => p.priceDisplay);
  const sorted = (xs: number[], dir: 1 | -1) => [...xs].sort((a, b) => dir * (a - b));

  beforeAll(async () => {
    t = await createTestApp();
    const proposer = await loginToken(t, 'listini@example.com', DEMO.password, '198.51.100.61');
    const approver = await loginToken(t, 'approvatore@example.com', DEMO.password, '198.51.100.62');
    const slot = await newSlot(t.db, 50);
    [business] = await readyShoppers(t.db, 1, slot, { business: true });
    [privateShopper] = await readyShoppers(t.db, 1, slot);
    categoryId = (await list(privateShopper, 'product_id=69')).products[0].categoryId;
    storeOrder = (await list(privateShopper, `parent_category_id=${categoryId}&sort=price_asc&page_size=100`))
      .products;
    const others = storeOrder.filter((p) => p.productId !== 69);
    [cheapest, dearest] = [others[0], others[others.length - 1]];
    const flyer = await as(t, privateShopper).get(`leaflet/view?leaflet_id=${FLYER}`);
    const flyerProducts: Any[] = flyer.body.data.products;
    flyerProduct = flyerProducts.filter((p) => ![69, cheapest.productId, dearest.productId].includes(p.productId))[0];
    // The list: the dearest product for a cent, the cheapest at 999 €, 69 at its own price less
    // its promotion's share, and a flyer product for two cents; no promotions on top.
    listId = await newPriceList(t.db, 'Trattoria Navigli', 10, 0);
    await assignPriceList(t.db, listId, [business.userId]);
    await publishPrices(t, { proposer, approver }, listId, {
      [dearest.productId]: '0,01',
      [cheapest.productId]: '999,00',
      69: '50,00',
      [flyerProduct.productId]: '0,02',
    });
  });
  afterAll(() => t.close());

  it("sorts the list customer's category by their prices, ascending and descending, page after page", async () => {
    expect(storeOrder.length).toBeGreaterThan(4);
    const asc = (await list(business, `parent_category_id=${categoryId}&sort=price_asc&page_size=100`)).products;
    expect(asc[0]).toMatchObject({ productId: dearest.productId, priceDisplay: 0.01 });
    expect(asc[asc.length - 1]).toMatchObject({ productId: cheapest.productId, priceDisplay: 999 });
    expect(shown(asc)).toEqual(sorted(shown(asc), 1));
    expect(sorted(ids(asc), 1)).toEqual(sorted(ids(storeOrder), 1));
    const desc = (await list(business, `parent_category_id=${categoryId}&sort=price_desc&page_size=100`)).products;
    expect(desc[0]).toMatchObject({ productId: cheapest.productId, priceDisplay: 999 });
    expect(desc[desc.length - 1].productId).toBe(dearest.productId);
    expect(shown(desc)).toEqual(sorted(shown(desc), -1));
    // Pages of 3 make the same order as one page of 100.
    const paged: Any[] = [];
    for (let page = 1; paged.length < asc.length; page++)
      paged.push(...(await list(business, `parent_category_id=${categoryId}&sort=price_asc&page_size=3&page=${page}`)).products);
    expect(ids(paged)).toEqual(ids(asc));
  });

  it('keeps the store order for a private shopper of the same store', async () => {
    const asc = (await list(privateShopper, `parent_category_id=${categoryId}&sort=price_asc&page_size=100`))
      .products;
    expect(ids(asc)).toEqual(ids(storeOrder));
    expect(asc[0].productId).not.toBe(dearest.productId);
    expect(shown(asc)).toEqual(sorted(shown(asc), 1));
    expect(asc.find((p: Any) => p.productId === dearest.productId).priceDisplay).toBe(dearest.priceDisplay);
  });

  it("sorts a search by the list customer's prices", async () => {
    // The first word of 69's name: it and others. 69 costs the list customer 50 € (no promotion).
    const q = encodeURIComponent(storeOrder.find((p) => p.productId === 69).name.split(' ')[0]);
    const mine = (await list(business, `q=${q}&sort=price_asc&page_size=100`)).products;
    expect(mine.length).toBeGreaterThan(2);
    expect(mine.find((p: Any) => p.productId === 69).priceDisplay).toBe(50);
    expect(shown(mine)).toEqual(sorted(shown(mine), 1));
    const theirs = (await list(privateShopper, `q=${q}&sort=price_asc&page_size=100`)).products;
    expect(sorted(ids(theirs), 1)).toEqual(sorted(ids(mine), 1));
    expect(shown(theirs)).toEqual(sorted(shown(theirs), 1));
    expect(theirs.find((p: Any) => p.productId === 69).priceDisplay).not.toBe(50);
    expect(ids(theirs)).not.toEqual(ids(mine));
  });

  it('counts the promotion facet with the promotions the list customer gets', async () => {
    const theirs = await list(privateShopper, `parent_category_id=${categoryId}`);
    const mine = await list(business, `parent_category_id=${categoryId}`);
    expect(theirs.facets.promo.count).toBeGreaterThan(0);
    // 69's promotion is not on top of the list price: one product fewer on promotion.
    expect(mine.facets.promo.count).toBe(theirs.facets.promo.count - 1);
    expect(mine.page.totItems).toBe(theirs.page.totItems);
    const theirPromos = await list(privateShopper, `parent_category_id=${categoryId}&promo=true&page_size=100`);
    const myPromos = await list(business, `parent_category_id=${categoryId}&promo=true&page_size=100`);
    expect(ids(theirPromos.products)).toContain(69);
    expect(ids(myPromos.products)).not.toContain(69);
    expect(myPromos.page.totItems).toBe(theirPromos.page.totItems - 1);
    expect(ids(myPromos.products)).toEqual(ids(theirPromos.products).filter((id: number) => id !== 69));
    // The vendor facet counts within the promotion filter follow too.
    const count = (d: Any) => d.facets.vendors.reduce((a: number, v: Any) => a + v.count, 0);
    expect(count(myPromos)).toBe(count(theirPromos) - 1);
  });

  it('answers product-price/get-prices with the list price in every warehouse the list covers', async () => {
    const mine = await as(t, business).get(`product-price/get-prices?product_id=${dearest.productId}`);
    const theirs = await as(t, privateShopper).get(`product-price/get-prices?product_id=${dearest.productId}`);
    expect(mine.body.response.status).toBe(0);
    expect(mine.body.data.prices.length).toBeGreaterThan(1);
    expect(mine.body.data.prices.map((p: Any) => p.warehouseId)).toEqual(
      theirs.body.data.prices.map((p: Any) => p.warehouseId),
    );
    for (const p of mine.body.data.prices) expect(p).toMatchObject({ priceDisplay: 0.01, priceStandardDisplay: null });
    for (const p of theirs.body.data.prices) expect(p.priceDisplay).not.toBe(0.01);
  });

  it("shows the flyer's products at the list customer's prices, and sorts its product search by them", async () => {
    const mine = await as(t, business).get(`leaflet/view?leaflet_id=${FLYER}`);
    const theirs = await as(t, privateShopper).get(`leaflet/view?leaflet_id=${FLYER}`);
    const price = (d: Any, id: number) => d.body.data.products.find((p: Any) => p.productId === id)?.priceDisplay;
    expect(price(mine, flyerProduct.productId)).toBe(0.02);
    expect(price(theirs, flyerProduct.productId)).toBe(flyerProduct.priceDisplay);
    const search = (s: Shopper) => as(t, s).get(`leaflet/product-search?leaflet_id=${FLYER}&sort=price_asc&page_size=100`);
    const myList = (await search(business)).body.data.products;
    expect(myList[0]).toMatchObject({ productId: flyerProduct.productId, priceDisplay: 0.02 });
    expect(shown(myList)).toEqual(sorted(shown(myList), 1));
    const theirList = (await search(privateShopper)).body.data.products;
    expect(theirList.find((p: Any) => p.productId === flyerProduct.productId).priceDisplay).toBe(
      flyerProduct.priceDisplay,
    );
  });

  it('follows a list changed straight in the database at the next answer (the kept proposals in force)', async () => {
    const query = `parent_category_id=${categoryId}&sort=price_asc&page_size=100`;
    const theirs = await list(privateShopper, query);
    // The list now lets promotions on top: 69 is on promotion for the list customer too.
    await t.db.kysely.updateTable('price_list').set({ apply_promotions: 1 }).where('price_list_id', '=', listId).execute();
    expect((await list(business, query)).facets.promo.count).toBe(theirs.facets.promo.count);
    // Ceased: the store's prices and order, as the private shopper's.
    await t.db.kysely.updateTable('price_list').set({ status_id: 0 }).where('price_list_id', '=', listId).execute();
    const ceased = await list(business, query);
    expect(ids(ceased.products)).toEqual(ids(theirs.products));
    expect(shown(ceased.products)).toEqual(shown(theirs.products));
    // Active again, but the customer is no longer assigned to it: still the store's.
    await t.db.kysely.updateTable('price_list').set({ status_id: 1 }).where('price_list_id', '=', listId).execute();
    expect((await list(business, query)).products[0]).toMatchObject({ productId: dearest.productId, priceDisplay: 0.01 });
    await t.db.kysely.deleteFrom('price_list_customer').where('price_list_id', '=', listId).execute();
    expect(shown((await list(business, query)).products)).toEqual(shown(theirs.products));
  });
});
