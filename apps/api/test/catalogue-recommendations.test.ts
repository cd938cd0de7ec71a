import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductList } from '@spesa/domain';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const products = async (query: string) => (await t.get<ProductList>(`/ebsn/api/products?${query}`)).body.data.products;

describe('GET /adv', () => {
  it('recommends products bought together with a product', async () => {
    const [p] = await products('q=spaghetti');
    const res = await t.get<{ products: Product[] }>(`/ebsn/api/adv?product_id=${p.productId}&layout=bought_together&limit=4`);
    expect(res.body.response.status).toBe(0);
    expect(res.body.data.products.length).toBeGreaterThan(0);
    expect(res.body.data.products.length).toBeLessThanOrEqual(4);
    expect(res.body.data.products.some((x) => x.productId === p.productId)).toBe(false);
  });

  it('recommends from the same category and promotions', async () => {
    const [p] = await products('q=mozzarella');
    const same = (await t.get<{ products: Product[] }>(`/ebsn/api/adv?product_id=${p.productId}&layout=same_category&limit=6`)).body.data.products;
    expect(same.length).toBeGreaterThan(0);
    expect(same.every((x) => x.available > 0 && x.productId !== p.productId)).toBe(true);
    const promo = (await t.get<{ products: Product[] }>('/ebsn/api/adv?promo=true&limit=5&shuffle=true')).body.data.products;
    expect(promo).toHaveLength(5);
    expect(promo.every((x) => x.warehousePromo)).toBe(true);
  });

  it('refuses a limit over 50 and answers nothing for an unknown product', async () => {
    expect((await t.get('/ebsn/api/adv?limit=500')).status).toBe(400);
    const none = await t.get<{ products: Product[] }>('/ebsn/api/adv?product_id=999999&layout=bought_together');
    expect(none.body.data.products).toEqual([]);
  });
});

describe('substitutes', () => {
  it('proposes products of the same type and pack within 20 % of the price', async () => {
    const candidates = await products('q=latte&page_size=50');
    let checked = 0;
    for (const p of candidates) {
      const res = await t.get<{ product: Product; alternatives: Product[] }>(`/ebsn/api/products/product-alternative-detail?product_id=${p.productId}`);
      expect(res.body.response.status).toBe(0);
      for (const a of res.body.data.alternatives) {
        checked++;
        expect(a.productInfos.TIPOLOGIA).toBe(p.productInfos.TIPOLOGIA);
        expect(a.productInfos.QTY_MULT).toBe(p.productInfos.QTY_MULT);
        expect(a.categoryId).toBe(p.categoryId);
        expect(Math.abs(a.priceDisplay - p.priceDisplay)).toBeLessThanOrEqual(p.priceDisplay * 0.2 + 0.005);
        expect(a.available).toBeGreaterThan(0);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('lists alternatives for several products and skips unknown ids', async () => {
    const [a, b] = await products('q=latte');
    const res = await t.get<{ products: Product[]; alternatives: Array<{ productId: number; products: Product[] }> }>(
      `/ebsn/api/products/list-product-alternative?product_ids=${a.productId},${b.productId},999999`,
    );
    expect(res.body.data.alternatives.map((x) => x.productId)).toEqual([a.productId, b.productId]);
  });

  it('answers a coded error for an unknown product', async () => {
    const res = await t.get('/ebsn/api/products/product-alternative-detail?product_id=999999');
    expect(res.body.response.errorsMessage[0].code).toBe('PRODUCT_NOT_FOUND');
  });
});

describe('GET /product-price/get-prices', () => {
  it('answers the price in every warehouse, which can differ', async () => {
    const all = await products('page_size=100');
    let differ = 0;
    for (const p of all.slice(0, 30)) {
      const res = await t.get<{ prices: Array<{ warehouseId: number; priceDisplay: number }> }>(`/ebsn/api/product-price/get-prices?product_id=${p.productId}`);
      const prices = res.body.data.prices;
      expect(prices.map((x) => x.warehouseId)).toContain(5);
      expect(prices.find((x) => x.warehouseId === 5)!.priceDisplay).toBe(p.priceDisplay);
      if (new Set(prices.map((x) => x.priceDisplay)).size > 1) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('answers a coded error for an unknown product and 400 without one', async () => {
    expect((await t.get('/ebsn/api/product-price/get-prices?product_id=999999')).body.response.errorsMessage[0].code).toBe('PRODUCT_NOT_FOUND');
    expect((await t.get('/ebsn/api/product-price/get-prices')).status).toBe(400);
  });
});
