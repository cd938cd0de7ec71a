/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { P, add, cartOf, setOffer, shoppers } from './helpers/cart.js';
import { status, type Caller } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';

// The lines a change left, kept in memory under the cart's lines version (decision 0076): every
// answer of a change must show the lines a fresh read of the database shows (cart/view reads them),
// whatever wrote them before: the cart calls, another tab, or SQL run by something else.

const t = useTestApp();
const shopper = shoppers(t, '10.76.1.');
let anna: Caller;
beforeAll(async () => {
  anna = await shopper();
});

/** What a shopper sees of the lines: which, how many, their notes, pack flags and prices. */
const shape = (cart: any) =>
  cart.cartItems.map((l: any) => [
    l.itemId,
    l.product?.productId ?? l.productId,
    l.quantity,
    l.isPackage,
    l.infos?.note ?? null,
    l.unitPrice,
    l.grossTotal,
    l.discount,
    l.sellable,
  ]);

/** The cart's lines as the database holds them, read past the app. */
const stored = async (cartId: number) =>
  (
    await t.db.kysely
      .selectFrom('cart_item')
      .select(['item_id', 'note'])
      .where('cart_id', '=', cartId)
      .orderBy('item_id')
      .execute()
  ).map((r) => [r.item_id, r.note]);

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

const PIECES = [P.voucher, P.percent, P.freePack, P.maxAcq];

describe('the lines kept between changes', () => {
  it('every change answers the lines the database holds, through 120 mixed writes', async () => {
    const next = random(76);
    let checked = 0;
    for (let step = 0; step < 120; step++) {
      const view = await cartOf(anna);
      const lines = view.cartItems as any[];
      const pick = next(7);
      let res;
      if (pick === 0 || lines.length === 0) {
        res = await add(anna, PIECES[next(PIECES.length)]!, 1 + next(3));
      } else if (pick === 6) {
        // The storefront's lean answer: unchanged lines are made once and reused (decision 0076).
        res = await anna('POST', 'cart/add?answer=lean&show_sectors=true', {
          items: [{ productId: PIECES[next(PIECES.length)]!, quantity: 1 }],
        });
      } else {
        const line = lines[next(lines.length)];
        if (pick === 1) {
          // Crossing the pack of 6 either way makes a new line (the package rule).
          res = await anna('POST', 'cart/update', { items: [{ itemId: line.itemId, quantity: next(8) }] });
        } else if (pick === 2) {
          res = await anna('POST', 'cart/update-infos', {
            items: [{ itemId: line.itemId, infos: { note: `nota ${step}` } }],
          });
        } else if (pick === 3) {
          // Another process (a staff tool, a second server) changes a line behind this one's back.
          await t.db.kysely
            .updateTable('cart_item')
            .set({ quantity_milli: 1000 * (1 + next(4)) })
            .where('item_id', '=', line.itemId)
            .execute();
          res = await add(anna, PIECES[next(PIECES.length)]!, 1);
        } else if (pick === 4) {
          await t.db.kysely.deleteFrom('cart_item').where('item_id', '=', line.itemId).execute();
          res = await add(anna, PIECES[next(PIECES.length)]!, 1);
        } else {
          res = await anna('POST', 'cart/delete', { items: [{ itemId: line.itemId }] });
        }
      }
      // A refusal (a maximum, a quantity rule) changes nothing; its answer is not the cart.
      if (status(res) !== 0) continue;
      const viewed = await cartOf(anna);
      expect(shape(res.body.data), `step ${step}`).toEqual(shape(viewed));
      // cart/view takes kept lines too: the rows themselves are the judge.
      expect(viewed.cartItems.map((l: any) => [l.itemId, l.infos.note]), `step ${step}`).toEqual(
        await stored(viewed.cartId),
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(80);
  });

  it('a lean answer shows a new price of an unchanged line, set directly in the database', async () => {
    await anna('POST', 'cart/delete', {});
    await add(anna, P.voucher, 1);
    const lean = (productId: number) =>
      anna('POST', 'cart/add?answer=lean', { items: [{ productId, quantity: 1 }] });
    const before = (await lean(P.percent)).body.data;
    const voucher = (cart: any) => cart.cartItems.find((l: any) => l.productId === P.voucher);
    expect(voucher(before).unitPrice).not.toBe(9.99);
    await setOffer(t, P.voucher, { price_cents: 999 });
    const after = (await lean(P.percent)).body.data;
    expect(voucher(after)).toMatchObject({ unitPrice: 9.99, grossTotal: 9.99 });
    expect(shape(after)).toEqual(shape(await cartOf(anna)));
  });

  it('a change refused after its write leaves nothing kept: the next change reads the lines again', async () => {
    await anna('POST', 'cart/delete', {});
    await add(anna, P.voucher, 1);
    // maxAcq 6: the second item is refused, so the whole add rolls back, the voucher's +1 with it.
    const refused = await anna('POST', 'cart/add', {
      items: [
        { productId: P.voucher, quantity: 1 },
        { productId: P.maxAcq, quantity: 7 },
      ],
    });
    expect(status(refused)).not.toBe(0);
    const after = await add(anna, P.percent, 1);
    expect(shape(after.body.data)).toEqual(shape(await cartOf(anna)));
    expect(after.body.data.cartItems.find((l: any) => l.product.productId === P.voucher).quantity).toBe(1);
  });
});
