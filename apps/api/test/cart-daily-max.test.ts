/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './helpers/accounts.js';
import { P, add, cartOf, lineOf } from './helpers/cart.js';
import { caller, errorCode, loginCookie, status, type Caller } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';

// The daily maximum per product counts what the shopper ordered today through the cart's
// OrderedTodayPort (decision 0027). Orders do not exist yet, so this app is given a port that
// says the shopper already ordered 4 pieces of the product with maxAcq 6 today; once orders
// exist, the orders area's own tests prove its port counts today's orders.

const asked: Array<{ productId: number; date: string }> = [];
const t = useTestApp({
  orderedToday: {
    orderedTodayMilli: async (_db, _userId, productId, date) => {
      asked.push({ productId, date });
      return productId === P.maxAcq ? 4000 : 0;
    },
  },
});
let mario: Caller;
beforeAll(async () => {
  mario = caller(t, await loginCookie(t, DEMO.mario));
  await mario('POST', 'cart/delete', {});
});

const refusal = (res: any) => ({ code: errorCode(res), nearest: res.body.data?.nearest });

describe('daily maximum after today\'s orders', () => {
  it('leaves only what today\'s orders did not use: 2 of 6, with the daily-maximum message', async () => {
    const three = await add(mario, P.maxAcq, 3);
    expect(refusal(three)).toEqual({ code: 'QTY_ABOVE_MAX', nearest: { lower: 2, higher: null } });
    expect(three.body.response.errors[0]?.error).toBe(
      'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
    );
    expect(status(await add(mario, P.maxAcq, 2))).toBe(0);
    expect(refusal(await add(mario, P.maxAcq, 1)).code).toBe('QTY_ABOVE_MAX');
    expect(lineOf(await cartOf(mario), P.maxAcq).quantity).toBe(2);
    // The shop's date is the day counted.
    expect(asked.some((a) => a.productId === P.maxAcq && a.date === '2026-11-23')).toBe(true);
  });

  it('cart/update is held to the same remaining amount', async () => {
    const itemId = lineOf(await cartOf(mario), P.maxAcq).itemId;
    expect(refusal(await mario('POST', 'cart/update', { items: [{ itemId, quantity: 3 }] })).code).toBe(
      'QTY_ABOVE_MAX',
    );
    expect(status(await mario('POST', 'cart/update', { items: [{ itemId, quantity: 1 }] }))).toBe(0);
  });

  it('other products keep their own maximum', async () => {
    expect(status(await add(mario, P.percent, 20))).toBe(0);
  });
});
