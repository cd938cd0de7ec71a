/* eslint-disable @typescript-eslint/no-explicit-any */
import { describe, expect, it } from 'vitest';
import { P, cartOf, lineOf, shoppers } from './helpers/cart.js';
import { errorCode, status, type Caller } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';

// Issue 40: a product with options (a meat cut, bread slicing) goes on a list with the options
// chosen, the list shows them, and cart/add-all-from-wishlist puts the line in the cart with them.

const t = useTestApp();
const shopper = shoppers(t, '10.57.1.');

const newList = async (as: Caller, name: string): Promise<number> =>
  (await as('POST', 'wishlist/insert', { name })).body.data.listId;

const view = async (as: Caller, listId: number) =>
  (await as('GET', `wishlist/view?list_id=${listId}`)).body.data;

describe('a list line with options', () => {
  it('is refused without its options, stored with them, shown with them and goes to the cart with them', async () => {
    const anna = await shopper();
    const listId = await newList(anna, 'Macelleria');

    // The product's options, as the list dialog reads them (Sfuso, 'Taglio').
    const product = (await anna('GET', `products?product_id=${P.options}`)).body.data.products[0];
    expect(product.selectOptions.map((o: any) => o.parameterName)).toEqual(['cut']);

    const blind = await anna('POST', 'wishlist/add_prod', {
      wishlistId: listId,
      items: [{ productId: P.options, quantity: 0.5 }],
    });
    expect(errorCode(blind)).toBe('OPTIONS_REQUIRED');
    const unknownKey = await anna('POST', 'wishlist/add_prod', {
      wishlistId: listId,
      items: [{ productId: P.options, quantity: 0.5, params: { cut: 'a-pezzi-grossi' } }],
    });
    expect(errorCode(unknownKey)).toBe('OPTIONS_REQUIRED');

    const added = await anna('POST', 'wishlist/add_prod', {
      wishlistId: listId,
      items: [{ productId: P.options, quantity: 0.5, params: { cut: 'fette-sottili' } }],
    });
    expect(status(added)).toBe(0);
    // The same product with another cut is a line of its own; the same cut again adds to its line.
    expect(
      status(
        await anna('POST', 'wishlist/add_prod', {
          wishlistId: listId,
          items: [
            { productId: P.options, quantity: 0.5, params: { cut: 'cubetti' } },
            { productId: P.options, quantity: 0.5, params: { cut: 'fette-sottili' } },
          ],
        }),
      ),
    ).toBe(0);

    const list = await view(anna, listId);
    const lines = [...list.wishlistItems, ...list.wishlistInactiveItems].filter(
      (i: any) => i.product.productId === P.options,
    );
    expect(lines.map((i: any) => [i.params, i.quantity]).sort()).toEqual(
      [
        [{ cut: 'cubetti' }, 0.5],
        [{ cut: 'fette-sottili' }, 1],
      ].sort(),
    );

    const res = await anna('POST', `cart/add-all-from-wishlist?list_id=${listId}&show_sectors=false`);
    expect(status(res)).toBe(0);
    expect(res.body.data.wishlistResults.map((r: any) => r.outcome)).toEqual(['added', 'added']);
    const cart = await cartOf(anna);
    const cartLines = cart.cartItems.filter((i: any) => i.product.productId === P.options);
    expect(cartLines.map((i: any) => [i.params, i.quantity]).sort()).toEqual(
      [
        [{ cut: 'cubetti' }, 0.5],
        [{ cut: 'fette-sottili' }, 1],
      ].sort(),
    );
  });

  it('answers a line without options with empty params', async () => {
    const bruno = await shopper();
    const listId = await newList(bruno, 'Colazione');
    expect(
      status(
        await bruno('POST', 'wishlist/add_prod', {
          wishlistId: listId,
          items: [{ productId: P.voucher, quantity: 1 }],
        }),
      ),
    ).toBe(0);
    const [line] = (await view(bruno, listId)).wishlistItems;
    expect(line.params).toEqual({});
    await bruno('POST', `cart/add-all-from-wishlist?list_id=${listId}&show_sectors=false`);
    expect(lineOf(await cartOf(bruno), P.voucher).params).toEqual({});
  });
});
