/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { P, add, cartOf, shoppers } from './helpers/cart.js';
import { errorCode, infoCodes, status, type Caller } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';

// Gift codes on the cart (cart-giftcertificate/check, add_code, remove_code) and the demo codes:
// BENVENUTO10 (10 %), SPESA5 (5 € from 30 €), REGALO-7QK4-M9XD (20 €, single use).

const t = useTestApp();
const shopper = shoppers(t, '10.13.2.');
let anna: Caller;
beforeAll(async () => {
  anna = await shopper();
});

const errorText = (a: any) => a.body.response.errorsMessage[0]?.message;

describe('check', () => {
  it('answers a valid code with its discount on the goods', async () => {
    await add(anna, P.maxAcq, 2);
    const goods = (await cartOf(anna)).goodsTotal;
    const res = await anna('GET', 'cart-giftcertificate/check?code=benvenuto10');
    expect(res.body.data).toEqual({
      code: 'BENVENUTO10',
      valid: true,
      name: 'Benvenuto: 10% sulla spesa',
      discount: Math.round(goods * 10) / 100,
    });
  });

  it('answers the spec text for an unknown code', async () => {
    const res = await anna('GET', 'cart-giftcertificate/check?code=NONESISTE');
    expect(status(res)).not.toBe(0);
    expect(errorCode(res)).toBe('GIFT_CODE_INVALID');
    expect(errorText(res)).toBe(
      'Il codice sconto "NONESISTE" non è valido. Verifica di averlo scritto correttamente.',
    );
  });
});

describe('add_code and remove_code', () => {
  it('applies a percentage code to the totals and takes it off again', async () => {
    const before = await cartOf(anna);
    const res = await anna('POST', 'cart-giftcertificate/add_code?code=BENVENUTO10');
    expect(infoCodes(res)).toEqual(['GIFT_CODE_ADDED']);
    const cart = res.body.data;
    const discount = Math.round(before.goodsTotal * 10) / 100;
    expect(cart.giftDiscount).toBe(discount);
    expect(cart.orderAdjustmentSummary.orderAdjustments).toEqual([
      expect.objectContaining({
        giftCertificate: expect.objectContaining({ code: 'BENVENUTO10' }),
        discount,
      }),
    ]);
    expect(cart.grossTotal).toBe(Math.round((before.grossTotal - discount) * 100) / 100);
    const vat = cart.vatBuckets.reduce((a: number, b: any) => a + b.gross, 0);
    expect(Math.round(vat * 100) / 100).toBe(cart.grossTotal);
    const removed = await anna('POST', 'cart-giftcertificate/remove_code?code=BENVENUTO10');
    expect(removed.body.data.giftDiscount).toBe(0);
    expect(errorCode(await anna('POST', 'cart-giftcertificate/remove_code?code=BENVENUTO10'))).toBe(
      'GIFT_CODE_INVALID',
    );
  });

  it('answers the cart properties beside its codes, each code once and in the order applied', async () => {
    const carla = await shopper();
    await add(carla, P.percent, 1);
    await carla('POST', 'cart/update-cart-info', { property: 'order_note', value: 'Citofono "Rossi"' });
    await carla('POST', 'cart/update-cart-info', { property: 'need_invoice', value: 'true' });
    await carla('POST', 'cart-giftcertificate/add_code?code=BENVENUTO10');
    await carla('POST', 'cart-giftcertificate/add_code?code=REGALO-7QK4-M9XD');
    for (const cart of [await cartOf(carla), (await add(carla, P.percent, 1)).body.data]) {
      expect(cart.cartInfos).toEqual({ need_invoice: 'true', order_note: 'Citofono "Rossi"' });
      expect(Object.keys(cart.cartInfos)).toEqual(['need_invoice', 'order_note']);
      expect(cart.orderAdjustmentSummary.orderAdjustments.map((a: any) => a.giftCertificate.code)).toEqual([
        'BENVENUTO10',
        'REGALO-7QK4-M9XD',
      ]);
    }
    await carla('POST', 'cart-giftcertificate/remove_code?code=REGALO-7QK4-M9XD');
    expect((await cartOf(carla)).orderAdjustmentSummary.orderAdjustments).toHaveLength(1);
  });

  it('refuses a code under its minimum spend, and a code that does not exist', async () => {
    const bruno = await shopper();
    await add(bruno, P.percent, 1);
    const res = await bruno('POST', 'cart-giftcertificate/add_code?code=SPESA5');
    expect(errorCode(res)).toBe('GIFT_CODE_MIN_GOODS');
    expect(errorCode(await bruno('POST', 'cart-giftcertificate/add_code?code=SCONTO99'))).toBe(
      'GIFT_CODE_INVALID',
    );
    expect((await cartOf(bruno)).orderAdjustmentSummary.orderAdjustments).toEqual([]);
  });

  it('gives a single-use code to exactly one of two concurrent shoppers, and frees it on removal', async () => {
    const [carla, dario] = [await shopper(), await shopper()];
    await add(carla, P.percent, 1);
    await add(dario, P.percent, 1);
    const answers = await Promise.all([
      carla('POST', 'cart-giftcertificate/add_code?code=REGALO-7QK4-M9XD'),
      dario('POST', 'cart-giftcertificate/add_code?code=REGALO-7QK4-M9XD'),
    ]);
    expect(answers.map(status).sort()).toEqual([0, 1]);
    const loser = answers.find((a) => status(a) !== 0)!;
    expect(errorCode(loser)).toBe('GIFT_CODE_USED');
    const winner = status(answers[0]!) === 0 ? carla : dario;
    const other = winner === carla ? dario : carla;
    // The gift never exceeds the goods.
    const cart = await cartOf(winner);
    expect(cart.giftDiscount).toBe(cart.goodsTotal);
    expect(errorCode(await other('GET', 'cart-giftcertificate/check?code=REGALO-7QK4-M9XD'))).toBe('GIFT_CODE_USED');
    expect(status(await winner('POST', 'cart-giftcertificate/remove_code?code=REGALO-7QK4-M9XD'))).toBe(0);
    expect(status(await other('POST', 'cart-giftcertificate/add_code?code=REGALO-7QK4-M9XD'))).toBe(0);
    const rows = await t.db.kysely.selectFrom('gift_redemption').selectAll().execute();
    expect(rows).toHaveLength(1);
  });
});
