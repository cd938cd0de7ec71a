import { beforeAll, describe, expect, it } from 'vitest';
import { CART_STATUS } from '@spesa/domain';
import { inTransaction } from '../src/db/transaction.js';
import { closeLockedCart, lockCartAtVersion, reopenLockedCart } from '../src/modules/cart/index.js';
import { moveCartToStatus, type CartMove } from '../src/modules/cart/cart.repository.js';
import { TEST_NOW } from './helpers/app.js';
import { status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { as, newSlot, readyShoppers, type Shopper } from './helpers/checkout.js';
import { shopperWithOrder } from './helpers/orders.js';

/**
 * One door for a cart's status (decision 0103): `moveCartToStatus` is its only writer and moves a
 * cart only along CART_TRANSITIONS (open 1, locked 7, closed 9), in one conditional update. A move
 * the table forbids changes nothing, whichever code path asks; two moves racing, exactly one wins.
 */
const t = useTestApp();
const onPg = Boolean(process.env.TEST_DATABASE_URL);
let slot: { timeslotId: number; date: string };

beforeAll(async () => {
  slot = await newSlot(t.db, 500);
});

const cartRow = (cartId: number) =>
  t.db.kysely
    .selectFrom('cart')
    .select(['cart_status_id', 'version'])
    .where('cart_id', '=', cartId)
    .executeTakeFirstOrThrow();
const moveCart = (cartId: number, to: number, over: Partial<CartMove> = {}) =>
  inTransaction(t.db, (tx) => moveCartToStatus(tx, cartId, to, { at: TEST_NOW, ...over }));
const shopper = async (): Promise<Shopper> => (await readyShoppers(t.db, 1, slot))[0]!;

describe(`a cart's one status door on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('moves along the table: open -> locked -> open (version grown) -> closed', async () => {
    const s = await shopper();
    const before = await cartRow(s.cartId);
    expect(await moveCart(s.cartId, CART_STATUS.locked)).toMatchObject({
      cart_status_id: CART_STATUS.locked,
      version: before.version,
    });
    expect(await moveCart(s.cartId, CART_STATUS.open, { growVersion: true })).toMatchObject({
      cart_status_id: CART_STATUS.open,
      version: before.version + 1,
    });
    expect(await moveCart(s.cartId, CART_STATUS.closed, { atVersion: before.version })).toBeUndefined();
    expect(await moveCart(s.cartId, CART_STATUS.closed, { atVersion: before.version + 1 })).toMatchObject({
      cart_status_id: CART_STATUS.closed,
    });
  });

  it('refuses a move the table forbids, and a caller asking for one outside it is a bug', async () => {
    const { s } = await shopperWithOrder(t, slot);
    // The ordered cart is closed: only an order's modification may open it again, never a lock.
    expect((await cartRow(s.cartId)).cart_status_id).toBe(CART_STATUS.closed);
    expect(await moveCart(s.cartId, CART_STATUS.locked)).toBeUndefined();
    expect(await moveCart(s.cartId, CART_STATUS.closed)).toBeUndefined();
    await expect(moveCart(s.cartId, CART_STATUS.locked, { onlyFrom: [CART_STATUS.closed] })).rejects.toThrow(
      'not in CART_TRANSITIONS',
    );
    // The checkout's own paths: a lock for payment, a give-back, a close find nothing to move.
    await inTransaction(t.db, async (tx) => {
      expect(await lockCartAtVersion(tx, s.cartId, s.userId, TEST_NOW)).toBeUndefined();
      expect(await reopenLockedCart(tx, s.cartId, TEST_NOW)).toBe(false);
      expect(await closeLockedCart(tx, s.cartId, TEST_NOW)).toBe(false);
    });
    // cart/close on the ordered cart: it stays closed.
    const closed = await as(t, s).post(`cart/close?cart_id=${s.cartId}`);
    expect(status(closed)).toBe(0);
    expect(closed.body.data.cartStatusId).toBe(CART_STATUS.closed);
    expect((await cartRow(s.cartId)).cart_status_id).toBe(CART_STATUS.closed);
  });

  it("an open cart is not given back or closed as if locked; a visitor-only move skips an account's cart", async () => {
    const s = await shopper();
    const before = await cartRow(s.cartId);
    await inTransaction(t.db, async (tx) => {
      expect(await reopenLockedCart(tx, s.cartId, TEST_NOW)).toBe(false);
      expect(await closeLockedCart(tx, s.cartId, TEST_NOW)).toBe(false);
    });
    expect(await moveCart(s.cartId, CART_STATUS.closed, { owner: null })).toBeUndefined();
    expect(await moveCart(s.cartId, CART_STATUS.locked, { owner: s.userId + 100_000 })).toBeUndefined();
    expect(await cartRow(s.cartId)).toEqual(before);
  });

  it(`a locked cart given back racing its close: exactly one wins (${onPg ? 20 : 5} rounds)`, async () => {
    for (let round = 0; round < (onPg ? 20 : 5); round++) {
      const s = await shopper();
      expect(status(await as(t, s).post('checkout/prepare'))).toBe(0);
      expect((await cartRow(s.cartId)).cart_status_id).toBe(CART_STATUS.locked);
      const [reopened, closed] = await Promise.all([
        inTransaction(t.db, (tx) => reopenLockedCart(tx, s.cartId, TEST_NOW)),
        inTransaction(t.db, (tx) => closeLockedCart(tx, s.cartId, TEST_NOW)),
      ]);
      expect([reopened, closed].filter(Boolean), `round ${round}`).toHaveLength(1);
      expect((await cartRow(s.cartId)).cart_status_id).toBe(reopened ? CART_STATUS.open : CART_STATUS.closed);
    }
  }, 120_000);
});
