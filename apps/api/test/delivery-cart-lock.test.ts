import { beforeAll, describe, expect, it } from 'vitest';
import { CART_STATUS, ERROR_MESSAGES } from '@spesa/domain';
import { CartService } from '../src/modules/cart/index.js';
import { fixedClock } from '../src/lib/clock.js';
import { DEMO } from './helpers/accounts.js';
import {
  caller,
  errorCode,
  loginCookie,
  saveHome,
  selectHome,
  status,
  type Caller,
} from './helpers/delivery.js';
import { TEST_NOW } from './helpers/app.js';
import { useTestApp } from './helpers/setup.js';

/**
 * A delivery change on the cart is one conditional update on the cart's open status: a checkout
 * locking the cart for payment at the same moment never sees its address changed afterwards.
 * On PostgreSQL (TEST_DATABASE_URL) the two really run at once on the pool.
 */
const t = useTestApp();
const carts = new CartService(fixedClock(TEST_NOW));
const ROUNDS = process.env.TEST_DATABASE_URL ? 50 : 10;

let mario: Caller;
let first: number;
let second: number;
let cartId: number;

const cartRow = () =>
  t.db.kysely
    .selectFrom('cart')
    .select(['cart_status_id', 'address_id', 'timeslot_id'])
    .where('cart_id', '=', cartId)
    .executeTakeFirstOrThrow();

/** Back to an open cart delivering to `first`: the state each round starts from. */
const reopenOnFirst = () =>
  t.db.kysely
    .updateTable('cart')
    .set({ cart_status_id: CART_STATUS.open, address_id: first })
    .where('cart_id', '=', cartId)
    .execute();

beforeAll(async () => {
  mario = caller(t, await loginCookie(t, DEMO.mario));
  first = await saveHome(mario, { addressName: 'Casa' });
  second = await saveHome(mario, { addressName: 'Ufficio', address1: 'Via Manzoni' });
  const selected = await selectHome(mario, first);
  expect(status(selected)).toBe(0);
  cartId = selected.body.data.cartId;
});

describe(`cart lock against a delivery change on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it(`an address selection racing the lock never changes the locked cart (${ROUNDS} rounds)`, async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      await reopenOnFirst();
      const [answer, locked] = await Promise.all([
        selectHome(mario, second),
        carts.lockForPayment(t.db, cartId),
      ]);
      expect(locked, 'the lock itself always wins over an open cart').toBeDefined();
      const after = await cartRow();
      expect(after.cart_status_id).toBe(CART_STATUS.locked);
      // The locked cart is exactly as it was when it was locked.
      expect(after.address_id).toBe(locked?.addressId);
      if (status(answer) === 0) {
        // The selection committed before the lock: the lock saw (and kept) the new address.
        expect(after.address_id).toBe(second);
        outcomes.add('selected first');
      } else {
        expect(errorCode(answer)).toBe('CART_LOCKED');
        expect(after.address_id).toBe(first);
        outcomes.add('locked first');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('a locked cart answers CART_LOCKED with its Italian message and keeps address and timeslot', async () => {
    await reopenOnFirst();
    expect(await carts.lockForPayment(t.db, cartId)).toBeDefined();
    const before = await cartRow();
    const answer = await selectHome(mario, second);
    expect(errorCode(answer)).toBe('CART_LOCKED');
    expect(answer.body.response.errorsMessage[0]?.message).toBe(ERROR_MESSAGES.CART_LOCKED);
    expect(await cartRow()).toEqual(before);
    // Locking twice does nothing: only an open cart is locked.
    expect(await carts.lockForPayment(t.db, cartId)).toBeUndefined();
  });
});
