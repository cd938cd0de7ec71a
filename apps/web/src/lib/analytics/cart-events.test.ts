import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '@spesa/domain';
import { makeProduct } from '../../components/ui/testing/productFixture';
import { cartChangeEvents, trackCartChange } from './cart-events';
import { setAnalyticsConsent } from './data-layer';

// Only what the events read of a line and a cart; the rest of the contract does not matter here.
const milk = makeProduct({ productId: 7, name: 'Latte intero 1 l' });
const cheese = makeProduct({ productId: 9, name: 'Formaggio a peso' });
const line = (product = milk, quantity = 1, extra: Partial<CartItem> = {}) =>
  ({ itemId: product.productId, product, quantity, params: {}, unitPrice: 1.59, ...extra }) as CartItem;
const cart = (...lines: CartItem[]) => ({ cartItems: lines }) as Cart;

describe('cartChangeEvents', () => {
  it('a higher quantity registers an addition of the difference, in euros', () => {
    expect(cartChangeEvents(cart(line(milk, 1)), cart(line(milk, 3)))).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 3.18,
          items: [{ item_id: '7', item_name: 'Latte intero 1 l', price: 1.59, quantity: 2 }],
        },
      },
    ]);
  });

  it('a lower quantity registers a removal, a line gone removes all it held', () => {
    const events = cartChangeEvents(
      cart(line(milk, 3), line(cheese, 0.3, { unitPrice: 12.9 })),
      cart(line(milk, 2)),
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toBe('remove_from_cart');
    expect(events[0]!.ecommerce.items).toEqual([
      { item_id: '7', item_name: 'Latte intero 1 l', price: 1.59, quantity: 1 },
      { item_id: '9', item_name: 'Formaggio a peso', price: 12.9, quantity: 0.3 },
    ]);
    expect(events[0]!.ecommerce.value).toBe(5.46); // 1.59 + 0.3 kg at 12.90 (3.87)
  });

  it('kg add up without float noise (0.1 + 0.2 kg is 0.3 kg)', () => {
    const events = cartChangeEvents(cart(line(cheese, 0.1)), cart(line(cheese, 0.3)));
    expect(events[0]!.ecommerce.items[0]!.quantity).toBe(0.2);
  });

  it('the first add to an empty (or not yet made) cart is an addition', () => {
    expect(cartChangeEvents(null, cart(line(milk, 2)))[0]!.event).toBe('add_to_cart');
  });

  it('nothing when no quantity moved (a note, a store change re-pricing the lines)', () => {
    expect(cartChangeEvents(cart(line(milk, 2)), cart(line(milk, 2, { unitPrice: 1.49 })))).toEqual([]);
  });

  it('a piece line replaced by a pack line of the same product counts only the difference', () => {
    const events = cartChangeEvents(
      cart(line(milk, 5, { itemId: 1 })),
      cart(line(milk, 6, { itemId: 2, isPackage: true })),
    );
    expect(events.map((e) => [e.event, e.ecommerce.items[0]!.quantity])).toEqual([['add_to_cart', 1]]);
  });

  it('the same product with other options is another item', () => {
    const sliced = line(milk, 1, { params: { taglio: 'fette' } });
    const events = cartChangeEvents(cart(line(milk, 1)), cart(line(milk, 1), sliced));
    expect(events.map((e) => e.event)).toEqual(['add_to_cart']);
  });
});

describe('trackCartChange', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });
  afterEach(() => setAnalyticsConsent(false));

  it('pushes the events to window.dataLayer when the shopper allowed analytics', () => {
    setAnalyticsConsent(true);
    trackCartChange(cart(line(milk, 2)), cart(line(milk, 1)));
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      expect.objectContaining({ event: 'remove_from_cart' }),
    ]);
  });

  it('pushes nothing without consent to analytics', () => {
    trackCartChange(cart(line(milk, 2)), cart(line(milk, 1)));
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes nothing when the cart before the change was not known', () => {
    setAnalyticsConsent(true);
    trackCartChange(undefined, cart(line(milk, 1)));
    expect(window.dataLayer).toBeUndefined();
  });
});
