/* eslint-disable @typescript-eslint/no-explicit-any */
import type { Db } from '../../src/db/database.js';
import type { TestApp } from './app.js';
import { TEST_NOW } from './app.js';
import { call, DEMO, loginToken, session } from './accounts.js';
import { buy, readyShoppers, type Shopper } from './checkout.js';
import { insertNextCart } from './ready-cart.js';

/**
 * Orders for the order-call tests, placed through checkout/buy on carts the checkout helpers set
 * up (ready-cart.ts). `nextCart` gives a shopper who has ordered a new open cart (same address,
 * slot and lines), so one shopper can have many orders.
 */
export async function nextCart(
  db: Db,
  s: Shopper,
  slot: { timeslotId: number; date: string },
): Promise<void> {
  s.cartId = await insertNextCart(db, { userId: s.userId, orderedCartId: s.cartId, at: TEST_NOW, slot });
}

/** Places the shopper's open cart as an order; answers the order. Fails the test if refused. */
export async function placed(t: TestApp, s: Shopper, params: Record<string, string | number>): Promise<any> {
  const res = await buy(t, s, params);
  if (res.body.response.status !== 0 && res.body.response.errorsMessage[0]?.code !== 'PAYMENT_DECLINED')
    throw new Error(`buy refused: ${JSON.stringify(res.body.response)}`);
  return res.body.data.order;
}

/** A new shopper with one order placed on `slot`. */
export async function shopperWithOrder(
  t: TestApp,
  slot: { timeslotId: number; date: string },
  params: Record<string, string | number> = { payment_type_id: 2 },
): Promise<{ s: Shopper; order: any }> {
  const [s] = await readyShoppers(t.db, 1, slot);
  return { s: s!, order: await placed(t, s!, params) };
}

/** A demo staff member's calls: by default the one of the Milano stores (11 and 19). */
export async function staffCaller(t: TestApp, ip = '198.51.100.77', email = DEMO.staff) {
  const token = await loginToken(t, email, DEMO.password, ip);
  return {
    get: (url: string) => call<any>(t, 'GET', url, { headers: session(token) }),
    post: (url: string, body?: unknown) => call<any>(t, 'POST', url, { headers: session(token), body }),
  };
}
