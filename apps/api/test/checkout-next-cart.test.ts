import { beforeAll, describe, expect, it } from 'vitest';
import { status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { as, buy, newSlot, readyShoppers } from './helpers/checkout.js';

// The cart that follows an order (issue 40): the shopper's next cart keeps where the shopping
// goes (service, address or store) so the header still says it; the slot was the order's.
const t = useTestApp();
let slot: { timeslotId: number; date: string };

beforeAll(async () => {
  slot = await newSlot(t.db, 100);
});

describe('the cart after an order', () => {
  it('keeps the service, the address and the store, without a timeslot', async () => {
    const [s] = await readyShoppers(t.db, 1, slot);
    const before = (await as(t, s!).get('cart/view')).body.data;
    expect(before.shippingAddress).not.toBeNull();
    expect(status(await buy(t, s!, { payment_type_id: 2 }))).toBe(0);
    const after = (await as(t, s!).get('cart/view')).body.data;
    expect(after.cartId).not.toBe(before.cartId);
    expect(after.cartItems).toEqual([]);
    expect(after.selectedService?.deliveryServiceId).toBe(before.selectedService?.deliveryServiceId);
    expect(after.shippingAddress?.addressId).toBe(before.shippingAddress.addressId);
    expect(after.store.storeId).toBe(before.store.storeId);
    expect(after.warehouse.warehouseId).toBe(before.warehouse.warehouseId);
    expect(after.timeslot).toBeNull();
  });
});
