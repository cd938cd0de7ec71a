import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNode, Product, ProductList } from '@spesa/domain';
import { isValidEan13 } from '@spesa/domain';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let dispensa: CategoryNode;
beforeAll(async () => {
  t = await createTestApp();
  const tree = (await t.get<{ categories: CategoryNode[] }>('/ebsn/api/category?depth=3')).body.data.categories;
  dispensa = tree.find((c) => c.name === 'Dispensa')!;
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.get<ProductList>(`/ebsn/api/products?${query}`);
  expect(res.status).toBe(200);
  expect(res.body.response.status).toBe(0);
  return res.body.data;
};

describe('GET /products by category', () => {
  it('lists a category subtree 24 at a time, pages not overlapping', async () => {
    const p1 = await list(`parent_category_id=${dispensa.categoryId}`);
    expect(p1.products).toHaveLength(24);
    expect(p1.page).toEqual({ totItems: dispensa.productCount, totPages: Math.ceil(dispensa.productCount / 24), itemsPerPage: 24, selPage: 1 });
    const p2 = await list(`parent_category_id=${dispensa.categoryId}&page=2`);
    const ids1 = new Set(p1.products.map((p) => p.productId));
    expect(p2.products.some((p) => ids1.has(p.productId))).toBe(false);
  });

  it('clamps page_size over 100 and negative pages instead of failing', async () => {
    const big = await list(`parent_category_id=${dispensa.categoryId}&page_size=500`);
    expect(big.page.itemsPerPage).toBe(100);
    const neg = await list(`parent_category_id=${dispensa.categoryId}&page=-3`);
    expect(neg.page.selPage).toBe(1);
    const far = await list(`parent_category_id=${dispensa.categoryId}&page=9999`);
    expect(far.products).toHaveLength(0);
  });

  it('refuses non-numeric paging with 400 naming the field', async () => {
    const res = await t.get('/ebsn/api/products?page=due');
    expect(res.status).toBe(400);
    expect(res.body.response.errors[0].field).toBe('page');
    expect(res.body.response.errorsMessage[0].code).toBe('VALIDATION_ERROR');
  });

  it('answers an empty list for an unknown category', async () => {
    const l = await list('parent_category_id=999999');
    expect(l.page.totItems).toBe(0);
  });

  it('sorts by price and by name', async () => {
    const asc = await list(`parent_category_id=${dispensa.categoryId}&sort=price_asc&page_size=100`);
    const prices = asc.products.map((p) => p.priceDisplay);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await list(`parent_category_id=${dispensa.categoryId}&sort=price_desc&page_size=100`);
    expect(desc.products[0].priceDisplay).toBeGreaterThanOrEqual(desc.products[desc.products.length - 1].priceDisplay);
    const names = (await list(`parent_category_id=${dispensa.categoryId}&sort=name_asc&page_size=50`)).products.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const promoFirst = await list(`parent_category_id=${dispensa.categoryId}&sort=promo&page_size=100`);
    const flags = promoFirst.products.map((p) => (p.warehousePromo ? 1 : 0));
    expect(flags).toEqual([...flags].sort((a, b) => b - a));
  });

  it('filters by promo, new, vendor and product class, with facet counts that match', async () => {
    const all = await list(`parent_category_id=${dispensa.categoryId}`);
    const promo = await list(`parent_category_id=${dispensa.categoryId}&promo=true&page_size=100`);
    expect(promo.page.totItems).toBe(all.facets.promo.count);
    expect(promo.products.every((p) => p.warehousePromo !== null)).toBe(true);
    expect(promo.facets.promo.selected).toBe(true);

    const vendor = all.facets.vendors[0];
    const byVendor = await list(`parent_category_id=${dispensa.categoryId}&vendor=${vendor.id}&page_size=100`);
    expect(byVendor.page.totItems).toBe(vendor.count);
    expect(byVendor.products.every((p) => p.vendor.vendorId === vendor.id)).toBe(true);
    // The vendor facet still shows the other vendors (counted without its own filter).
    expect(byVendor.facets.vendors.length).toBe(all.facets.vendors.length);

    const cls = all.facets.productClasses[0];
    const byClass = await list(`parent_category_id=${dispensa.categoryId}&product_class=${cls.id}&page_size=100`);
    expect(byClass.page.totItems).toBe(cls.count);
    expect(byClass.products.every((p) => p.productClasses.some((c) => c.productClassId === cls.id))).toBe(true);

    const fresh = await list('new=true&page_size=100');
    expect(fresh.page.totItems).toBeGreaterThan(0);
    expect(fresh.products.every((p) => p.newProduct)).toBe(true);
  });

  it('ignores garbage in id lists and refuses letters', async () => {
    const res = await t.get('/ebsn/api/products?vendor=abc');
    expect(res.status).toBe(400);
    const l = await list('product_id=1,,2, 3');
    expect(l.products.map((p) => p.productId).sort()).toEqual([1, 2, 3]);
  });
});

describe('GET /products detail', () => {
  it('answers one product by slug with every card field', async () => {
    const first = (await list(`parent_category_id=${dispensa.categoryId}`)).products[0];
    const { products } = await list(`slug=${first.slug}`);
    expect(products).toHaveLength(1);
    const p: Product = products[0];
    expect(p.productId).toBe(first.productId);
    expect(isValidEan13(p.barcode)).toBe(true);
    expect([4, 10, 22]).toContain(p.ivaCategory.ivaPct);
    expect(['Pezzo', 'Confezione', 'Sfuso']).toContain(p.productInfos.TIPOLOGIA);
    expect(p.mediaURL).toMatch(/^\/img\/products\/\d+\.svg$/);
    expect(p.priceNoVatDisplay).toBeCloseTo(Math.round((p.priceDisplay * 100) / (1 + p.ivaCategory.ivaPct / 100)) / 100, 2);
    expect(p.deliveryWarehouse.warehouseId).toBe(5);
  });

  it('finds a product by barcode and by id', async () => {
    const first = (await list(`parent_category_id=${dispensa.categoryId}`)).products[3];
    expect((await list(`barcode=${first.barcode}`)).products[0].productId).toBe(first.productId);
    expect((await list(`product_id=${first.productId}`)).products[0].slug).toBe(first.slug);
  });

  it('answers an empty list for an unknown slug or barcode', async () => {
    expect((await list('slug=non-esiste-davvero')).products).toHaveLength(0);
    expect((await list('barcode=8000000000000')).products).toHaveLength(0);
  });

  it('carries the food facts and the sale rules of weighed products', async () => {
    const weighed = (await list('q=mele&page_size=100')).products.find((p) => p.productInfos.TIPOLOGIA === 'Sfuso')!;
    expect(weighed).toBeDefined();
    expect(Number(weighed.productInfos.WEIGHT_SELLING)).toBeGreaterThan(0);
    expect(Number(weighed.productInfos.STEP_SELLING)).toBeGreaterThan(0);
    expect(weighed.weightUnitDisplay).toBe('kg');
    expect(weighed.priceUmDisplay).toBe(weighed.priceDisplay);
    const withFacts = (await list(`parent_category_id=${dispensa.categoryId}&page_size=100`)).products.find((p) => p.metaData.product_description.nutritional_values);
    expect(withFacts?.metaData.product_description.nutritional_values?.map((n) => n.name)).toContain('Proteine');
  });
});
