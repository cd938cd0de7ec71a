/* eslint-disable @typescript-eslint/no-explicit-any */
import { describe, expect, it } from 'vitest';
import { P, cartOf, lineOf, shoppers } from './helpers/cart.js';
import { errorCode, saveHome, selectHome, status, type Caller } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';

// wishlist/confirm: the list goes into the cart only for the address the cart is set up for.

const t = useTestApp();
const shopper = shoppers(t, '10.49.7.');

async function listWith(as: Caller, items: Array<{ productId: number; quantity: number }>): Promise<number> {
  const listId = (await as('POST', 'wishlist/insert', { name: 'Per casa' })).body.data.listId;
  expect(status(await as('POST', 'wishlist/add_prod', { wishlistId: listId, items }))).toBe(0);
  return listId;
}

describe('wishlist/confirm', () => {
  it("puts the list's lines in the cart for the cart's address", async () => {
    const anna = await shopper();
    const home = await saveHome(anna);
    expect(status(await selectHome(anna, home))).toBe(0);
    const listId = await listWith(anna, [
      { productId: P.voucher, quantity: 2 },
      { productId: P.sfuso, quantity: 0.5 },
    ]);
    const res = await anna('POST', 'wishlist/confirm', { list_id: listId, address_id: home });
    expect(status(res)).toBe(0);
    expect(res.body.data.wishlistResults.map((r: any) => r.outcome)).toEqual(['added', 'added']);
    const cart = await cartOf(anna);
    expect(lineOf(cart, P.voucher).quantity).toBe(2);
    expect(lineOf(cart, P.sfuso).quantity).toBe(0.5);
  });

  it('refuses another address and leaves the cart untouched', async () => {
    const bruno = await shopper();
    const home = await saveHome(bruno);
    const office = await saveHome(bruno, { addressName: 'Ufficio', address1: 'Via Manzoni', addressNumber: '3' });
    expect(status(await selectHome(bruno, home))).toBe(0);
    const listId = await listWith(bruno, [{ productId: P.voucher, quantity: 1 }]);
    const res = await bruno('POST', 'wishlist/confirm', { list_id: listId, address_id: office });
    expect(res.status).toBe(200);
    expect(errorCode(res)).toBe('ADDRESS_SERVICE_MISMATCH');
    expect(lineOf(await cartOf(bruno), P.voucher)).toBeUndefined();
  });

  it("refuses another customer's list", async () => {
    const carla = await shopper();
    const dario = await shopper();
    const home = await saveHome(dario);
    expect(status(await selectHome(dario, home))).toBe(0);
    const listId = await listWith(carla, [{ productId: P.voucher, quantity: 1 }]);
    const res = await dario('POST', 'wishlist/confirm', { list_id: listId, address_id: home });
    expect(errorCode(res)).toBe('LIST_NOT_FOUND');
    expect(lineOf(await cartOf(dario), P.voucher)).toBeUndefined();
  });

  it('rejects bad input without a failure', async () => {
    const elena = await shopper();
    for (const body of [{}, { list_id: 'x', address_id: 1 }, { list_id: 1 }, { list_id: -1, address_id: 1 }]) {
      const res = await elena('POST', 'wishlist/confirm', body);
      expect(res.status).toBeLessThan(500);
      expect(status(res)).not.toBe(0);
    }
  });
});
