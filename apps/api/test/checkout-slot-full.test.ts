import { describe, expect, it } from 'vitest';
import { CART_STATUS } from '@spesa/domain';
import { errorCode, status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { as, buy, newSlot, readyShoppers, type Shopper } from './helpers/checkout.js';

/**
 * A buy refused because the slot filled up since checkout/prepare (issue 40, security probe)
 * gives the cart back with the refusal: the shopper picks another slot and changes the cart at
 * once, without a cart/close first.
 */
const t = useTestApp();

const cartStatus = async (s: Shopper) =>
  (
    await t.db.kysely
      .selectFrom('cart')
      .select('cart_status_id')
      .where('cart_id', '=', s.cartId)
      .executeTakeFirstOrThrow()
  ).cart_status_id;

describe('TIMESLOT_FULL at checkout/buy', () => {
  it('unlocks the cart as the refusal is answered', async () => {
    const slot = await newSlot(t.db, 1);
    const [first, late] = (await readyShoppers(t.db, 2, slot)) as [Shopper, Shopper];
    expect(status(await as(t, late).post('checkout/prepare'))).toBe(0);
    expect(await cartStatus(late)).toBe(CART_STATUS.locked);
    expect(status(await buy(t, first, { payment_type_id: 2 }))).toBe(0);

    const refused = await buy(t, late, { payment_type_id: 2 });
    expect(errorCode(refused)).toBe('TIMESLOT_FULL');
    expect(await cartStatus(late)).toBe(CART_STATUS.open);
    const added = await as(t, late).post('cart/add', { items: [{ productId: 21, quantity: 1 }] });
    expect(status(added)).toBe(0);
  });
});
