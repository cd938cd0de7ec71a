/* eslint-disable @typescript-eslint/no-explicit-any */
import { describe, expect, it } from 'vitest';
import { P, add, cartOf, lineOf, shoppers } from './helpers/cart.js';
import { errorCode, status, warningCodes, type Caller } from './helpers/delivery.js';
import { CART_STATUS } from '@spesa/domain';
import { useTestApp } from './helpers/setup.js';

// cart/add-all-from-wishlist: one transaction, a result per line (added, capped, unavailable
// with a substitute), never half done.

const t = useTestApp();
const shopper = shoppers(t, '10.49.1.');

async function listWith(as: Caller, items: Array<{ productId: number; quantity: number }>): Promise<number> {
  const listId = (await as('POST', 'wishlist/insert', { name: 'Da comprare' })).body.data.listId;
  const res = await as('POST', 'wishlist/add_prod', { wishlistId: listId, items });
  expect(status(res)).toBe(0);
  return listId;
}

const addAll = (as: Caller, listId: number) => as('POST', `cart/add-all-from-wishlist?list_id=${listId}&show_sectors=false`);
const resultOf = (res: any, productId: number) => res.body.data.wishlistResults.find((r: any) => r.productId === productId);

describe('add all from a list', () => {
  it('adds the rest, caps one line and reports an unavailable one with a substitute', async () => {
    const anna = await shopper();
    const listId = await listWith(anna, [
      { productId: P.voucher, quantity: 2 },
      { productId: P.sfuso, quantity: 0.75 },
      { productId: P.maxAcq, quantity: 4 },
      { productId: P.unavailable, quantity: 1 },
    ]);
    // 4 already in the cart: the maximum of 6 leaves room for 2 of the list's 4.
    expect(status(await add(anna, P.maxAcq, 4))).toBe(0);
    const res = await addAll(anna, listId);
    expect(status(res)).toBe(0);
    expect(resultOf(res, P.voucher)).toMatchObject({ outcome: 'added', requested: 2, added: 2, substitute: null });
    expect(resultOf(res, P.sfuso)).toMatchObject({ outcome: 'added', requested: 0.75, added: 0.75 });
    expect(resultOf(res, P.maxAcq)).toMatchObject({ outcome: 'capped', requested: 4, added: 2 });
    const missing = resultOf(res, P.unavailable);
    expect(missing).toMatchObject({ outcome: 'unavailable', added: 0 });
    expect(missing.name).not.toBe('');
    if (missing.substitute) expect(missing.substitute.available).toBeGreaterThan(0);
    expect(warningCodes(res)).toEqual(['LIST_LINE_CAPPED', 'PRODUCT_NOT_AVAILABLE']);

    const cart = await cartOf(anna);
    expect(lineOf(cart, P.voucher).quantity).toBe(2);
    expect(lineOf(cart, P.sfuso).quantity).toBe(0.75);
    expect(lineOf(cart, P.maxAcq).quantity).toBe(6);
    expect(lineOf(cart, P.unavailable)).toBeUndefined();
    // The answer is the cart as it now is.
    expect(res.body.data.cartItems.length).toBe(cart.cartItems.length);
  });

  it('offers a substitute from the same store when there is one', async () => {
    const bruno = await shopper();
    // Any product the seeded store has run out of, that has an available alternative.
    const outOfStock = await t.db.kysely
      .selectFrom('product_warehouse')
      .select('product_id')
      .where('warehouse_id', '=', 5)
      .where('available_milli', '=', 0)
      .orderBy('product_id')
      .limit(30)
      .execute();
    const listId = (await bruno('POST', 'wishlist/insert', { name: 'Sostituti' })).body.data.listId;
    let found: { productId: number } | undefined;
    for (const { product_id } of outOfStock) {
      const alt = await bruno('GET', `products/product-alternative-detail?product_id=${product_id}`);
      if (!(alt.body.data as any)?.alternatives?.some((p: any) => p.available > 0)) continue;
      // Pezzo products take 1; others (minimum, packs, weight) are skipped.
      const put = await bruno('POST', 'wishlist/add_prod', { wishlistId: listId, items: [{ productId: product_id, quantity: 1 }] });
      if (status(put) === 0) {
        found = { productId: product_id };
        break;
      }
    }
    if (!found) throw new Error('the demo data has no out-of-stock product with an available substitute');
    const res = await addAll(bruno, listId);
    expect(resultOf(res, found.productId).outcome).toBe('unavailable');
    expect(resultOf(res, found.productId).substitute).toMatchObject({ available: expect.any(Number) });
    expect(resultOf(res, found.productId).substitute.available).toBeGreaterThan(0);
  });

  it('a cart in payment refuses the whole call and nothing is added', async () => {
    const carla = await shopper();
    const listId = await listWith(carla, [{ productId: P.voucher, quantity: 2 }, { productId: P.percent, quantity: 1 }]);
    expect(status(await add(carla, P.percent, 1))).toBe(0);
    const before = await cartOf(carla);
    await t.db.kysely.updateTable('cart').set({ cart_status_id: CART_STATUS.locked }).where('cart_id', '=', before.cartId).execute();
    const res = await addAll(carla, listId);
    expect(errorCode(res)).toBe('CART_LOCKED');
    await t.db.kysely.updateTable('cart').set({ cart_status_id: CART_STATUS.open }).where('cart_id', '=', before.cartId).execute();
    const after = await cartOf(carla);
    expect(after.cartItems.map((i: any) => [i.product.productId, i.quantity])).toEqual([[P.percent, 1]]);
  });

  it('two add-alls at once never pass the maximum together', async () => {
    const dario = await shopper();
    const listId = await listWith(dario, [{ productId: P.maxAcq, quantity: 4 }, { productId: P.voucher, quantity: 1 }]);
    const answers = await Promise.all([addAll(dario, listId), addAll(dario, listId)]);
    expect(answers.map(status)).toEqual([0, 0]);
    const outcomes = answers.map((a) => resultOf(a, P.maxAcq).outcome).sort();
    expect(outcomes).toEqual(['added', 'capped']);
    const cart = await cartOf(dario);
    expect(lineOf(cart, P.maxAcq).quantity).toBe(6);
    expect(lineOf(cart, P.voucher).quantity).toBe(2);
  });

  it('refuses an unknown or malformed list id', async () => {
    const erika = await shopper();
    expect(errorCode(await addAll(erika, 987654))).toBe('LIST_NOT_FOUND');
    expect(errorCode(await erika('POST', 'cart/add-all-from-wishlist?list_id=-3'))).toBe('VALIDATION_ERROR');
    expect(errorCode(await erika('POST', 'cart/add-all-from-wishlist'))).toBe('VALIDATION_ERROR');
  });
});
