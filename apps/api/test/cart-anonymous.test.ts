/* eslint-disable @typescript-eslint/no-explicit-any */
import { describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN_CART_MESSAGE } from '@spesa/domain';
import { call, client, login, type Answer } from './helpers/accounts.js';
import { P, add, cartOf, lineOf } from './helpers/cart.js';
import { caller, errorCode, status, warningCodes, warningText, type Caller } from './helpers/delivery.js';
import { freshAccounts, useTestApp } from './helpers/setup.js';
import { TEST_NOW } from './helpers/app.js';
import { fixedClock } from '../src/lib/clock.js';
import { inTransaction } from '../src/db/transaction.js';
import { CartMergeService, CartService, NO_ORDERS_YET } from '../src/modules/cart/index.js';

// The anonymous cart (decision 0031): with ANONYMOUS_CART on, a visitor's session owns a cart,
// and the login merges it into the account's cart in the login's own transaction.

const PASSWORD = 'Pane-e-Burro-42';
const t = useTestApp({ env: { ANONYMOUS_CART: 'on' } });
const off = useTestApp();
const fresh = freshAccounts(t, '10.31.0.');

let ips = 0;
const nextIp = () => `10.31.1.${++ips}`;

interface Visitor {
  as: Caller;
  cookie: string;
  token: string;
}

/** A visitor without a session makes a first change: the answer starts the visitor's session. */
async function visitorAdding(productId: number, quantity: number): Promise<Visitor & { first: Answer<any> }> {
  const first = await call<any>(t, 'POST', 'cart/add', {
    body: { items: [{ productId, quantity }] },
    headers: client(nextIp()),
  });
  expect(status(first)).toBe(0);
  expect(first.token).toBeDefined();
  const token = first.token as string;
  const cookie = `spesa_session=${token}`;
  return { as: caller(t, cookie), cookie, token, first };
}

const loginAs = (email: string, v: Visitor, password = PASSWORD) =>
  login(t, { login: email, password }, { ...client(nextIp()), cookie: v.cookie });

/** A new account, logged in on its own (no visitor cart), and its e-mail. */
async function account(): Promise<{ email: string; as: Caller }> {
  const email = await fresh();
  const res = await login(t, { login: email, password: PASSWORD }, client(nextIp()));
  expect(status(res)).toBe(0);
  return { email, as: caller(t, `spesa_session=${res.token}`) };
}

const cartRow = (cartId: number) =>
  t.db.kysely.selectFrom('cart').selectAll().where('cart_id', '=', cartId).executeTakeFirstOrThrow();

describe('anonymous cart off (the default)', () => {
  it('visitors still get the not-logged-in answer, and no session is started', async () => {
    const visitor = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      call<any>(off, method, url, { body, headers: client('10.31.2.1') });
    for (const res of [
      await visitor('GET', 'cart/view'),
      await visitor('POST', 'cart/add', { items: [{ productId: P.voucher, quantity: 1 }] }),
      await visitor('POST', 'cart/delete', {}),
    ]) {
      expect(errorCode(res)).toBe('NOT_LOGGED_IN');
      expect(res.body.response.errors[0]?.error).toBe(NOT_LOGGED_IN_CART_MESSAGE);
      expect(res.token).toBeUndefined();
    }
    const carts = await off.db.kysely
      .selectFrom('cart')
      .select('cart_id')
      .where('user_id', 'is', null)
      .execute();
    expect(carts).toEqual([]);
  });
});

describe("a visitor's cart", () => {
  it('a visitor without a session sees no cart, and the view starts nothing', async () => {
    const res = await call<any>(t, 'GET', 'cart/view', { headers: client(nextIp()) });
    expect(status(res)).toBe(0);
    expect(res.body.data).toBeNull();
    expect(res.token).toBeUndefined();
  });

  it('adds, views, changes and removes lines through the same calls as a customer', async () => {
    const v = await visitorAdding(P.voucher, 2);
    expect(lineOf(v.first.body.data, P.voucher).quantity).toBe(2);
    expect(v.first.body.data.user.userId).toBe(-1);
    expect(status(await add(v.as, P.percent, 3))).toBe(0);
    let cart = await cartOf(v.as);
    expect(cart.cartItems).toHaveLength(2);
    const itemId = lineOf(cart, P.voucher).itemId;
    expect(status(await v.as('POST', 'cart/update', { items: [{ itemId, quantity: 5 }] }))).toBe(0);
    const infos = await v.as('POST', 'cart/update-infos', {
      items: [{ itemId, infos: { note: 'Ben maturi', accept_alternatives: true } }],
    });
    expect(status(infos)).toBe(0);
    cart = await cartOf(v.as);
    expect(lineOf(cart, P.voucher).quantity).toBe(5);
    const removed = await v.as('POST', 'cart/delete', {
      items: [{ itemId: lineOf(cart, P.percent).itemId }],
    });
    expect(status(removed)).toBe(0);
    expect((await cartOf(v.as)).cartItems.map((i: any) => i.product.productId)).toEqual([P.voucher]);
  });

  it('the rules apply to a visitor, and a refused change leaves the cart as it was', async () => {
    const v = await visitorAdding(P.voucher, 1);
    const before = await cartOf(v.as);
    expect(errorCode(await add(v.as, 999_999, 1))).toBe('PRODUCT_NOT_FOUND');
    expect(errorCode(await add(v.as, P.maxAcq, 7))).toBe('QTY_ABOVE_MAX');
    expect(errorCode(await v.as('POST', 'cart/update', { items: [{ itemId: 1e9, quantity: 1 }] }))).toBe(
      'ITEM_NOT_FOUND',
    );
    const after = await cartOf(v.as);
    expect(after.cartItems).toEqual(before.cartItems);
  });

  it("one visitor cannot touch another visitor's lines", async () => {
    const a = await visitorAdding(P.voucher, 1);
    const b = await visitorAdding(P.percent, 1);
    const itemOfA = lineOf(await cartOf(a.as), P.voucher).itemId;
    expect(errorCode(await b.as('POST', 'cart/update', { items: [{ itemId: itemOfA, quantity: 4 }] }))).toBe(
      'ITEM_NOT_FOUND',
    );
    await b.as('POST', 'cart/delete', { items: [{ itemId: itemOfA }] });
    expect(lineOf(await cartOf(a.as), P.voucher).quantity).toBe(1);
  });

  it('gift codes, invoices and delivery stay login-only', async () => {
    const v = await visitorAdding(P.voucher, 1);
    expect(errorCode(await v.as('POST', 'cart-giftcertificate/add_code?code=BENVENUTO10'))).toBe(
      'NOT_LOGGED_IN',
    );
    expect(
      errorCode(await v.as('POST', 'cart/update-cart-info', { property: 'need_invoice', value: 'true' })),
    ).toBe('NOT_LOGGED_IN');
    expect(errorCode(await v.as('GET', 'cart/purchase-restriction'))).toBe('NOT_LOGGED_IN');
  });
});

describe('the merge at login', () => {
  it("a visitor adds, logs in, and finds the lines in the account's cart", async () => {
    const email = await fresh();
    const v = await visitorAdding(P.voucher, 2);
    await add(v.as, P.sfuso, 0.75);
    const visitorCartId = v.first.body.data.cartId;
    const res = await loginAs(email, v);
    expect(status(res)).toBe(0);
    expect(warningCodes(res)).toEqual([]);
    const me = caller(t, `spesa_session=${res.token}`);
    const cart = await cartOf(me);
    expect(res.body.data.cartId).toBe(cart.cartId);
    expect(cart.cartId).not.toBe(visitorCartId);
    expect(lineOf(cart, P.voucher).quantity).toBe(2);
    expect(lineOf(cart, P.sfuso).quantity).toBe(0.75);
    // The visitor cart is closed, not deleted: its lines are still there.
    expect((await cartRow(visitorCartId)).cart_status_id).toBe(9);
    const kept = await t.db.kysely
      .selectFrom('cart_item')
      .select('product_id')
      .where('cart_id', '=', visitorCartId)
      .execute();
    expect(kept).toHaveLength(2);
  });

  it("adds to the account's lines and caps a total above maxAcq at the maximum, with the warning", async () => {
    const { email, as } = await account();
    expect(status(await add(as, P.maxAcq, 4))).toBe(0);
    expect(status(await add(as, P.percent, 1))).toBe(0);
    const v = await visitorAdding(P.maxAcq, 4);
    await add(v.as, P.percent, 2);
    const res = await loginAs(email, v);
    expect(status(res)).toBe(0);
    expect(warningCodes(res)).toEqual(['CART_MERGE_CAPPED']);
    expect(warningText(res)).toBe('Alcune quantità del carrello sono state ridotte ai massimi consentiti');
    const cart = await cartOf(caller(t, `spesa_session=${res.token}`));
    expect(lineOf(cart, P.maxAcq).quantity).toBe(6);
    expect(lineOf(cart, P.percent).quantity).toBe(3);
  });

  it('a login that fails leaves the visitor cart as it was', async () => {
    const email = await fresh();
    const v = await visitorAdding(P.voucher, 3);
    const before = await cartOf(v.as);
    const row = await cartRow(before.cartId);
    const res = await loginAs(email, v, 'password-sbagliata');
    expect(errorCode(res)).toBe('INVALID_CREDENTIALS');
    expect(await cartRow(before.cartId)).toEqual(row);
    expect((await cartOf(v.as)).cartItems).toEqual(before.cartItems);
    // The visitor can still log in afterwards and take the cart along.
    const again = await loginAs(email, v);
    expect(lineOf(await cartOf(caller(t, `spesa_session=${again.token}`)), P.voucher).quantity).toBe(3);
  });

  it('two logins of the same visitor session at once merge the cart once', async () => {
    const email = await fresh();
    const v = await visitorAdding(P.voucher, 2);
    const visitorCartId = v.first.body.data.cartId;
    const [a, b] = await Promise.all([loginAs(email, v), loginAs(email, v)]);
    const ok = [a, b].filter((r) => status(r) === 0);
    expect(ok).toHaveLength(2);
    const cart = await cartOf(caller(t, `spesa_session=${ok[0]!.token}`));
    expect(lineOf(cart, P.voucher).quantity).toBe(2);
    expect((await cartRow(visitorCartId)).cart_status_id).toBe(9);
    const open = await t.db.kysely
      .selectFrom('cart')
      .select('cart_id')
      .where('user_id', '=', cart.user.userId)
      .where('cart_status_id', '<>', 9)
      .execute();
    expect(open).toHaveLength(1);
  });

  it('two merges of the same visitor cart at once add its lines once (the close decides)', async () => {
    // Straight at the service, without the logins' session revoke that already queues them.
    const { as } = await account();
    const userId = (await cartOf(as)).user.userId;
    const v = await visitorAdding(P.voucher, 2);
    const visitorCartId = v.first.body.data.cartId;
    const sessionId = (await cartRow(visitorCartId)).visitor_session_id as string;
    const clock = fixedClock(TEST_NOW);
    const merger = new CartMergeService(clock, new CartService(clock), NO_ORDERS_YET);
    const merge = () => inTransaction(t.db, (tx) => merger.mergeVisitorCart(tx, sessionId, userId));
    const outcomes = await Promise.all([merge(), merge()]);
    expect(outcomes.filter((o) => o.merged)).toHaveLength(1);
    expect(lineOf(await cartOf(as), P.voucher).quantity).toBe(2);
  });

  it("the daily maximum after today's orders is checked at the merge", async () => {
    // A visitor has no orders; the account ordered 4 of the 6 allowed today (the port says so).
    const { as } = await account();
    const userId = (await cartOf(as)).user.userId;
    const v = await visitorAdding(P.maxAcq, 4);
    const sessionId = (await cartRow(v.first.body.data.cartId)).visitor_session_id as string;
    const clock = fixedClock(TEST_NOW);
    const orderedToday = {
      orderedTodayMilli: async (_db: unknown, _user: number, productId: number) =>
        productId === P.maxAcq ? 4000 : 0,
    };
    const merger = new CartMergeService(clock, new CartService(clock), orderedToday);
    const outcome = await inTransaction(t.db, (tx) => merger.mergeVisitorCart(tx, sessionId, userId));
    expect(outcome).toEqual({ merged: true, capped: true });
    expect(lineOf(await cartOf(as), P.maxAcq).quantity).toBe(2);
  });

  it('a login without a visitor cart answers as before', async () => {
    const { email } = await account();
    const res = await login(t, { login: email, password: PASSWORD }, client(nextIp()));
    expect(status(res)).toBe(0);
    expect(warningCodes(res)).toEqual([]);
  });
});
