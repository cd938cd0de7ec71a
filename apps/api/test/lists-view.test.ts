/* eslint-disable @typescript-eslint/no-explicit-any */
import { describe, expect, it } from 'vitest';
import { P, add, cartOf, shoppers } from './helpers/cart.js';
import { status, type Caller } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';

// wishlist/view's show_sectors (lines by department, in the aisle order the cart uses) and
// calculate_stock (each line's availability in the store pricing the list).

const t = useTestApp();
const shopper = shoppers(t, '10.49.8.');

async function listWith(as: Caller, items: Array<{ productId: number; quantity: number }>): Promise<number> {
  const listId = (await as('POST', 'wishlist/insert', { name: 'Reparti' })).body.data.listId;
  expect(status(await as('POST', 'wishlist/add_prod', { wishlistId: listId, items }))).toBe(0);
  return listId;
}
const view = async (as: Caller, listId: number, query = ''): Promise<any> => {
  const res = await as('GET', `wishlist/view?list_id=${listId}${query}`);
  expect(status(res)).toBe(0);
  return res.body.data;
};
const ids = (items: any[]) => items.map((i: any) => i.product.productId);

describe('wishlist/view', () => {
  it("show_sectors groups the lines by department in the cart's aisle order", async () => {
    const anna = await shopper();
    const products = [P.voucher, P.percent, P.sfuso, P.maxAcq, P.freePack, P.minAcq];
    const listId = await listWith(anna, products.map((productId) => ({ productId, quantity: productId === P.sfuso ? 0.5 : 2 })));
    for (const p of products) expect(status(await add(anna, p, p === P.sfuso ? 0.5 : 2))).toBe(0);

    const plain = await view(anna, listId);
    expect(plain.sectors).toBeUndefined();
    const list = await view(anna, listId, '&show_sectors=true');
    expect(list.sectors.length).toBeGreaterThan(1);
    // Every sold line once, in exactly one department.
    expect(ids(list.sectors.flatMap((s: any) => s.wishlistItems)).sort()).toEqual([...products].sort());
    expect(list.wishlistItems).toHaveLength(products.length);
    // The same departments, in the same order, with the same products as the cart's sectors.
    const cart = await cartOf(anna, '?show_sectors=true');
    const shape = (sectors: any[], key: string) =>
      sectors.map((s: any) => ({ name: s.name, products: ids(s[key]).sort() }));
    expect(shape(list.sectors, 'wishlistItems')).toEqual(shape(cart.sectors, 'cartItems'));
    // Departments come in the shop's aisle order (top-level categories by position).
    const roots = await t.db.kysely
      .selectFrom('category')
      .select(['category_id', 'name'])
      .where('kind', '=', 'tree')
      .where('parent_id', 'is', null)
      .orderBy('position')
      .orderBy('category_id')
      .execute();
    const aisle = (id: number) => roots.findIndex((r) => r.category_id === id);
    const order = list.sectors.map((s: any) => aisle(s.categoryId));
    expect(order.every((i: number) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a: number, b: number) => a - b));
  });

  it("calculate_stock tells each line what the store has and whether it is enough", async () => {
    const bruno = await shopper();
    const listId = await listWith(bruno, [
      { productId: P.voucher, quantity: 2 },
      { productId: P.percent, quantity: 5 },
      { productId: P.sfuso, quantity: 1.5 },
    ]);
    // The store has only 3 of the second product and 1 kg of the loose one.
    const setStock = (productId: number, milli: number) =>
      t.db.kysely
        .updateTable('product_warehouse')
        .set({ available_milli: milli })
        .where('product_id', '=', productId)
        .where('warehouse_id', '=', 5)
        .execute();
    await setStock(P.percent, 3000);
    await setStock(P.sfuso, 1000);

    expect((await view(bruno, listId)).wishlistItems.every((i: any) => i.stock === undefined)).toBe(true);
    const list = await view(bruno, listId, '&calculate_stock=true');
    const stockOf = (productId: number) => list.wishlistItems.find((i: any) => i.product.productId === productId).stock;
    expect(stockOf(P.voucher)).toEqual({ available: 75, sufficient: true });
    expect(stockOf(P.percent)).toEqual({ available: 3, sufficient: false });
    expect(stockOf(P.sfuso)).toEqual({ available: 1, sufficient: false });

    await setStock(P.percent, 5000);
    const after = await view(bruno, listId, '&calculate_stock=true&show_sectors=true');
    const stocked = after.sectors.flatMap((s: any) => s.wishlistItems).find((i: any) => i.product.productId === P.percent);
    expect(stocked.stock).toEqual({ available: 5, sufficient: true });
  });

  it('odd flag values answer the plain list, never a failure', async () => {
    const carla = await shopper();
    const listId = await listWith(carla, [{ productId: P.voucher, quantity: 1 }]);
    for (const q of ['&show_sectors=1', '&calculate_stock=yes', '&show_sectors=', '&calculate_stock=%00']) {
      const res = await carla('GET', `wishlist/view?list_id=${listId}${q}`);
      expect(res.status).toBeLessThan(500);
      if (status(res) === 0) {
        expect(res.body.data.sectors).toBeUndefined();
        expect(res.body.data.wishlistItems[0].stock).toBeUndefined();
      }
    }
  });
});
