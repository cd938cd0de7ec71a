/* eslint-disable @typescript-eslint/no-explicit-any */
import { describe, expect, it } from 'vitest';
import { shoppers } from './helpers/cart.js';
import { selectPickup, status } from './helpers/delivery.js';
import { expectedPrice } from './helpers/prices.js';
import { useTestApp } from './helpers/setup.js';

// Flyers per store: a shopper's flyers and prices follow the store of their cart, as the
// catalogue's do; a visitor sees the default store's.

const t = useTestApp();
const shopper = shoppers(t, '10.16.1.');

/** The price the product must show in the warehouse today: its base price there with its promotion. */
const priceIn = async (productId: number, warehouseId: number) =>
  (await expectedPrice(t.db, productId, warehouseId)).unitCents;

describe('flyers of the shopper’s store', () => {
  it("lists the Milano flyer to a shopper picking up in Milano, with Milano's prices", async () => {
    const anna = await shopper();
    expect(status(await selectPickup(anna, 11))).toBe(0);
    const listed = await anna('GET', 'leaflet/search');
    expect(listed.body.data.leaflets.map((l: any) => l.slug)).toEqual([
      'offerte-milano-porta-romana',
      'offerte-della-settimana',
      'prezzi-bassi-fino-a-natale',
    ]);
    const view = await anna('GET', 'leaflet/view?leaflet_id=offerte-milano-porta-romana');
    expect(status(view)).toBe(0);
    const products = view.body.data.products as any[];
    expect(products.length).toBeGreaterThan(0);
    for (const p of products.slice(0, 6)) expect(Math.round(p.priceDisplay * 100)).toBe(await priceIn(p.productId, 11));

    // The chain-wide flyer is priced for Milano too, not for the default store.
    const weekly = (await anna('GET', 'leaflet/view?leaflet_id=offerte-della-settimana')).body.data.products as any[];
    let differs = 0;
    for (const p of weekly) {
      expect(Math.round(p.priceDisplay * 100)).toBe(await priceIn(p.productId, 11));
      if ((await priceIn(p.productId, 11)) !== (await priceIn(p.productId, 5))) differs++;
    }
    // Otherwise this test could not tell the two stores apart.
    expect(differs).toBeGreaterThan(0);
  });

  it("refuses Milano's flyer to a shopper of Como and to a visitor", async () => {
    const bruno = await shopper();
    expect(status(await selectPickup(bruno, 10))).toBe(0);
    const res = await bruno('GET', 'leaflet/view?leaflet_id=offerte-milano-porta-romana');
    expect(res.body.response.errorsMessage[0].code).toBe('LEAFLET_OTHER_STORE');
    expect((await bruno('GET', 'leaflet/search')).body.data.leaflets).toHaveLength(2);
    const visitor = await t.get<any>('/ebsn/api/leaflet/view?leaflet_id=offerte-milano-porta-romana');
    expect(visitor.body.response.errorsMessage[0].code).toBe('LEAFLET_OTHER_STORE');
  });

  it('prices the weekly flyer for a visitor at the default store', async () => {
    const res = await t.get<any>('/ebsn/api/leaflet/view?leaflet_id=offerte-della-settimana');
    for (const p of res.body.data.products.slice(0, 6))
      expect(Math.round(p.priceDisplay * 100)).toBe(await priceIn(p.productId, 5));
  });
});
