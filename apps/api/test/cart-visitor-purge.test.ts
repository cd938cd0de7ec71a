/* eslint-disable @typescript-eslint/no-explicit-any */
import { describe, expect, it } from 'vitest';
import { call, client, login } from './helpers/accounts.js';
import { P, add, cartOf } from './helpers/cart.js';
import { caller, status } from './helpers/delivery.js';
import { freshAccounts, useTestApp } from './helpers/setup.js';
import { TEST_NOW } from './helpers/app.js';
import { purgeExpired } from '../src/modules/jobs/index.js';
import { cartPurgeSteps, MERGED_VISITOR_CART_DAYS } from '../src/modules/cart/purge.js';

// The purge of visitor carts (decision 0056): carts of ended visitor sessions, and merged ones
// after a week, go with their lines; a visitor still browsing keeps everything.

const t = useTestApp({ env: { ANONYMOUS_CART: 'on' } });
const fresh = freshAccounts(t, '10.56.0.');
let ips = 0;
const nextIp = () => `10.56.1.${++ips}`;
const DAY = 86_400_000;
const at = (ms: number) => new Date(Date.parse(TEST_NOW) + ms);

/** A visitor who added a product: their cart id and session cookie. */
async function visitor() {
  const first = await call<any>(t, 'POST', 'cart/add', {
    body: { items: [{ productId: P.voucher, quantity: 2 }] },
    headers: client(nextIp()),
  });
  expect(status(first)).toBe(0);
  return { cartId: first.body.data.cartId as number, cookie: `spesa_session=${first.token as string}` };
}

const cartExists = async (cartId: number) =>
  (await t.db.kysely
    .selectFrom('cart')
    .select('cart_id')
    .where('cart_id', '=', cartId)
    .executeTakeFirst()) !== undefined;
const linesOf = async (cartId: number) =>
  (await t.db.kysely.selectFrom('cart_item').select('item_id').where('cart_id', '=', cartId).execute())
    .length;
const purge = (now: Date) => purgeExpired(t.db, now, cartPurgeSteps);

describe('purge of visitor carts', () => {
  it('keeps the cart of a visitor whose session is active, lines and all', async () => {
    const v = await visitor();
    await purge(at(60_000));
    expect(await linesOf(v.cartId)).toBe(1);
    const res = await caller(t, v.cookie)('GET', 'cart/view');
    expect(res.body.data.cartItems).toHaveLength(1);
  });

  it('deletes the cart and lines of a visitor session that ended (idle, revoked or purged)', async () => {
    const idle = await visitor();
    const revoked = await visitor();
    const gone = await visitor();
    const keep = await visitor();
    // One session revoked, one session row already purged; the others only grow idle.
    await t.db.kysely
      .updateTable('session')
      .set({ revoked_at: TEST_NOW })
      .where(
        'session_id',
        '=',
        (
          await t.db.kysely
            .selectFrom('cart')
            .select('visitor_session_id')
            .where('cart_id', '=', revoked.cartId)
            .executeTakeFirstOrThrow()
        ).visitor_session_id!,
      )
      .execute();
    const goneSession = (
      await t.db.kysely
        .selectFrom('cart')
        .select('visitor_session_id')
        .where('cart_id', '=', gone.cartId)
        .executeTakeFirstOrThrow()
    ).visitor_session_id!;
    await t.db.kysely.deleteFrom('session').where('session_id', '=', goneSession).execute();
    const counts = await purge(at(60_000));
    expect(counts.visitorCart).toBe(2);
    expect(await cartExists(revoked.cartId)).toBe(false);
    expect(await linesOf(revoked.cartId)).toBe(0);
    expect(await cartExists(gone.cartId)).toBe(false);
    expect(await cartExists(keep.cartId)).toBe(true);
    // A day later every visitor session of this file is idle: their carts go.
    await purge(at(DAY));
    expect(await cartExists(idle.cartId)).toBe(false);
    expect(await cartExists(keep.cartId)).toBe(false);
  });

  it("never touches an account's cart, and keeps a merged visitor cart for a week", async () => {
    const v = await visitor();
    const email = await fresh();
    const res = await login(
      t,
      { login: email, password: 'Pane-e-Burro-42' },
      { ...client(nextIp()), cookie: v.cookie },
    );
    expect(status(res)).toBe(0);
    const shopper = caller(t, `spesa_session=${res.token}`);
    await add(shopper, P.percent, 1);
    const accountCart = (await cartOf(shopper)).cartId as number;
    const soon = at((MERGED_VISITOR_CART_DAYS - 1) * DAY);
    await purge(soon);
    expect(await cartExists(v.cartId)).toBe(true);
    await purge(at((MERGED_VISITOR_CART_DAYS + 1) * DAY));
    expect(await cartExists(v.cartId)).toBe(false);
    expect(await cartExists(accountCart)).toBe(true);
    expect(await linesOf(accountCart)).toBe(2);
  });
});
