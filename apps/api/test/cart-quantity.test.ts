/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from './helpers/accounts.js';
import { P, add, cartOf, lineOf } from './helpers/cart.js';
import { caller, errorCode, loginCookie, status, type Caller } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';

// Every quantity rule of cart/add and cart/update at its boundaries (decision 0025: pieces for
// Pezzo and Confezione, kg for Sfuso). A refused change leaves the cart as it was.

const t = useTestApp();
let mario: Caller;
beforeAll(async () => {
  mario = caller(t, await loginCookie(t, DEMO.mario));
});
beforeEach(async () => {
  await mario('POST', 'cart/delete', {});
});

const refusal = (res: any) => ({ code: errorCode(res), nearest: res.body.data?.nearest });

describe('pieces (Pezzo)', () => {
  it('adds whole pieces and sums repeated adds on one line', async () => {
    expect(status(await add(mario, P.percent, 2))).toBe(0);
    const res = await add(mario, P.percent, 1);
    expect(status(res)).toBe(0);
    expect(res.body.data.cartItems).toHaveLength(1);
    expect(lineOf(res.body.data, P.percent)).toMatchObject({ quantity: 3, weight: null, isPackage: false });
  });

  it.each([
    [1.5, 'QTY_NOT_MULTIPLE', { lower: 1, higher: 2 }],
    [0.5, 'QTY_BELOW_MIN', { lower: null, higher: 1 }],
    [-1, 'QTY_INVALID', undefined],
    [0, 'QTY_INVALID', undefined],
    [2.0001, 'QTY_INVALID', undefined],
    [1_000_001, 'QTY_ABOVE_MAX', { lower: 999, higher: null }],
    [1000, 'QTY_ABOVE_MAX', { lower: 999, higher: null }],
  ])('refuses %f pieces (%s), never rounding', async (quantity, code, nearest) => {
    const res = await add(mario, P.percent, quantity);
    expect(status(res)).not.toBe(0);
    expect(refusal(res)).toEqual({ code, nearest });
    expect((await cartOf(mario)).cartItems).toEqual([]);
  });

  it('accepts 999 pieces, the line cap', async () => {
    // Stock of this product in warehouse 5 is checked first: use one with enough.
    const res = await add(mario, P.voucher, 75);
    expect(status(res)).toBe(0);
    expect(refusal(await add(mario, P.voucher, 1))).toMatchObject({
      code: 'QTY_NOT_AVAILABLE',
      nearest: { lower: 75 },
    });
  });

  it('refuses a product that does not exist, or that the store cannot sell', async () => {
    expect(errorCode(await add(mario, 999_999, 1))).toBe('PRODUCT_NOT_FOUND');
    expect(errorCode(await add(mario, P.unavailable, 1))).toBe('PRODUCT_NOT_AVAILABLE');
    expect((await cartOf(mario)).cartItems).toEqual([]);
  });

  it('answers 400 for a quantity that is not a number', async () => {
    const res = await mario('POST', 'cart/add', { items: [{ productId: P.percent, quantity: 'due' }] });
    expect(res.status).toBe(400);
  });
});

describe('minimum, maximum and product-class maximum', () => {
  it('minAcq 2: 1 is refused with the spec text, 2 is taken', async () => {
    const res = await add(mario, P.minAcq, 1);
    expect(refusal(res)).toEqual({ code: 'QTY_BELOW_MIN', nearest: { lower: null, higher: 2 } });
    expect(res.body.response.errorsMessage[0].message).toBe(
      'Non è possibile acquistare una quantità inferiore di questo articolo',
    );
    expect(status(await add(mario, P.minAcq, 2))).toBe(0);
  });

  it('lowering under minAcq by cart/update is refused; 0 removes the line', async () => {
    const itemId = lineOf((await add(mario, P.minAcq, 3)).body.data, P.minAcq).itemId;
    expect(errorCode(await mario('POST', 'cart/update', { items: [{ itemId, quantity: 1 }] }))).toBe(
      'QTY_BELOW_MIN',
    );
    expect(lineOf(await cartOf(mario), P.minAcq).quantity).toBe(3);
    expect(status(await mario('POST', 'cart/update', { items: [{ itemId, quantity: 2 }] }))).toBe(0);
    const gone = await mario('POST', 'cart/update', { items: [{ itemId, quantity: 0 }] });
    expect(gone.body.data.cartItems).toEqual([]);
  });

  it.each([
    ['maxAcq 6', P.maxAcq, 6],
    ['product-class maximum 6', P.classMax, 6],
    ['maxAcq 10 with MULTI_PACK 2', P.multiPack, 5],
  ])('%s: the maximum is taken, one more is refused with the daily text', async (_, productId, max) => {
    expect(status(await add(mario, productId, max))).toBe(0);
    const res = await add(mario, productId, 1);
    expect(refusal(res)).toEqual({ code: 'QTY_ABOVE_MAX', nearest: { lower: max, higher: null } });
    expect(res.body.response.errorsMessage[0].message).toBe(
      'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
    );
    expect(lineOf(await cartOf(mario), productId).quantity).toBe(max);
  });
});

describe('packs (Confezione)', () => {
  it('QTY_LOCKED pack of 6: only multiples of 6, and the line is a pack line', async () => {
    expect(refusal(await add(mario, P.lockedPack, 1))).toEqual({
      code: 'QTY_BELOW_MIN',
      nearest: { lower: null, higher: 6 },
    });
    const six = await add(mario, P.lockedPack, 6);
    expect(lineOf(six.body.data, P.lockedPack)).toMatchObject({ quantity: 6, isPackage: true });
    expect(refusal(await add(mario, P.lockedPack, 7))).toEqual({
      code: 'QTY_NOT_MULTIPLE',
      nearest: { lower: 12, higher: 18 },
    });
    expect(lineOf(await cartOf(mario), P.lockedPack).quantity).toBe(6);
  });

  it('unlocked pack of 6: single pieces, and reaching 6 makes a new pack line', async () => {
    const five = lineOf((await add(mario, P.freePack, 5)).body.data, P.freePack);
    expect(five).toMatchObject({ quantity: 5, isPackage: false });
    const cart = (await add(mario, P.freePack, 1)).body.data;
    expect(cart.cartItems).toHaveLength(1);
    const six = lineOf(cart, P.freePack);
    expect(six).toMatchObject({ quantity: 6, isPackage: true });
    expect(six.itemId).not.toBe(five.itemId);
  });
});

describe('pack lines by cart/update', () => {
  it('reaching 6 replaces the line by a new pack line, keeping its note; under 6 it is a piece line again', async () => {
    const itemId = lineOf((await add(mario, P.freePack, 5)).body.data, P.freePack).itemId;
    await mario('POST', 'cart/update-infos', { items: [{ itemId, infos: { note: 'ben maturi' } }] });
    const six = await mario('POST', 'cart/update', { items: [{ itemId, quantity: 6 }] });
    expect(six.body.data.cartItems.filter((i: any) => i.product.productId === P.freePack)).toHaveLength(1);
    const pack = lineOf(six.body.data, P.freePack);
    expect(pack).toMatchObject({ quantity: 6, isPackage: true, infos: { note: 'ben maturi' } });
    expect(pack.itemId).not.toBe(itemId);
    // The old itemId is gone: updating it changes nothing.
    const stale = await mario('POST', 'cart/update', { items: [{ itemId, quantity: 3 }] });
    expect(errorCode(stale)).toBe('ITEM_NOT_FOUND');
    expect(lineOf(await cartOf(mario), P.freePack)).toMatchObject({ itemId: pack.itemId, quantity: 6 });
    const four = await mario('POST', 'cart/update', { items: [{ itemId: pack.itemId, quantity: 4 }] });
    const back = lineOf(four.body.data, P.freePack);
    expect(back).toMatchObject({ quantity: 4, isPackage: false, infos: { note: 'ben maturi' } });
    expect(back.itemId).not.toBe(pack.itemId);
  });

  it('a pack line stays a pack line between multiples', async () => {
    const itemId = lineOf((await add(mario, P.freePack, 6)).body.data, P.freePack).itemId;
    const seven = await mario('POST', 'cart/update', { items: [{ itemId, quantity: 7 }] });
    expect(lineOf(seven.body.data, P.freePack)).toMatchObject({ itemId, quantity: 7, isPackage: true });
  });
});

describe('weighed goods (Sfuso)', () => {
  it('first weight 0.5 kg, then steps of 0.25 kg', async () => {
    expect(refusal(await add(mario, P.sfuso, 0.3))).toEqual({
      code: 'QTY_BELOW_MIN',
      nearest: { lower: null, higher: 0.5 },
    });
    expect(status(await add(mario, P.sfuso, 0.5))).toBe(0);
    const more = await add(mario, P.sfuso, 0.25);
    expect(lineOf(more.body.data, P.sfuso)).toMatchObject({ quantity: 0.75, weight: 0.75 });
    expect(refusal(await add(mario, P.sfuso, 0.1))).toEqual({
      code: 'QTY_NOT_MULTIPLE',
      nearest: { lower: 0.75, higher: 1 },
    });
    // 0.75 kg at 1.89 €/kg = 1.4175 -> 1.42
    expect(lineOf(await cartOf(mario), P.sfuso)).toMatchObject({ unitPrice: 1.89, grossTotal: 1.42 });
  });
});

describe('options and selectable promotions', () => {
  it('needs every option, among its own choices', async () => {
    const first = await t.db.kysely
      .selectFrom('product')
      .select(['weight_selling_milli', 'step_selling_milli'])
      .where('product_id', '=', P.options)
      .executeTakeFirstOrThrow();
    const q = (first.weight_selling_milli ?? first.step_selling_milli ?? 1000) / 1000;
    const missing = await add(mario, P.options, q);
    expect(errorCode(missing)).toBe('OPTIONS_REQUIRED');
    expect(missing.body.response.errorsMessage[0].message).toBe('È necessario selezionare tutte le opzioni');
    expect(errorCode(await add(mario, P.options, q, { params: { cut: 'a-pezzi-grossi' } }))).toBe(
      'OPTIONS_REQUIRED',
    );
    expect(errorCode(await add(mario, P.options, q, { params: { cut: 'intero', colore: 'rosso' } }))).toBe(
      'OPTIONS_REQUIRED',
    );
    const ok = await add(mario, P.options, q, { params: { cut: 'intero' } });
    expect(lineOf(ok.body.data, P.options).params).toEqual({ cut: 'intero' });
    // Other options make another line.
    const two = await add(mario, P.options, q, { params: { cut: 'cubetti' } });
    expect(two.body.data.cartItems).toHaveLength(2);
    // Each line answers its own options, on every answer (the parsed options are shared).
    const optionsOf = (cart: any) => cart.cartItems.map((l: any) => l.params);
    expect(optionsOf(two.body.data)).toEqual([{ cut: 'intero' }, { cut: 'cubetti' }]);
    expect(optionsOf(await cartOf(mario))).toEqual([{ cut: 'intero' }, { cut: 'cubetti' }]);
  });

  it.each([
    [3, 2.78, 3], // Sì: the voucher price
    [-1, 3.09, null], // No
  ])('use_wpid %i prices the line at %f', async (useWpid, unitPrice, applied) => {
    const res = await add(mario, P.voucher, 1, { use_wpid: useWpid });
    expect(lineOf(res.body.data, P.voucher)).toMatchObject({ useWpid, unitPrice, appliedPromoId: applied });
  });

  it('refuses another promotion id', async () => {
    expect(errorCode(await add(mario, P.voucher, 1, { use_wpid: 99 }))).toBe('PROMO_NOT_VALID');
  });

  it('prices a percentage promotion from the standard price', async () => {
    const line = lineOf((await add(mario, P.percent, 2)).body.data, P.percent);
    expect(line).toMatchObject({
      unitPrice: 1.81,
      grossTotal: 3.62,
      standardTotal: 5.18,
      discount: 1.56,
      appliedPromoId: expect.any(Number),
    });
  });

  it('gives one piece in three with a 3x2 promotion', async () => {
    await t.db.kysely
      .insertInto('warehouse_promo')
      .values({
        warehouse_promo_id: 9001,
        product_id: P.maxAcq,
        warehouse_id: 5,
        warehouse_promo_type_id: 5,
        header: '3x2',
        body: 'Prendi 3 paghi 2',
        footer: null,
        css_class: 'promo-3x2',
        selectable: 0,
        selectable_promo_text: null,
        discount_cents: null,
        discount_perc: null,
        validity_date: '2026-11-01',
        expire_date: '2026-12-31',
      })
      .execute();
    try {
      const two = lineOf((await add(mario, P.maxAcq, 2)).body.data, P.maxAcq);
      expect(two.discount).toBe(0);
      const three = lineOf((await add(mario, P.maxAcq, 1)).body.data, P.maxAcq);
      expect(three.grossTotal).toBeCloseTo(two.unitPrice * 2, 2);
      expect(three.appliedPromoId).toBe(9001);
    } finally {
      await t.db.kysely.deleteFrom('warehouse_promo').where('warehouse_promo_id', '=', 9001).execute();
    }
  });
});
