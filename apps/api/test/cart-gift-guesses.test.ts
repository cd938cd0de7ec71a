import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@spesa/domain';
import { DEMO_GIFT_CODES } from '../src/db/seed-cart/index.js';
import { GIFT_GUESSES } from '../src/modules/cart/cart-lines.routes.js';
import { call, client } from './helpers/accounts.js';
import { freshAccounts, useTestApp } from './helpers/setup.js';
import { loginCookie, errorCode } from './helpers/delivery.js';

/**
 * Gift codes cannot be guessed without limit (issue 40, security probe: 1,000 checks got no 429):
 * check and add_code share a budget per session and per address; the demo's single-use code worth
 * money is not a word.
 */
const t = useTestApp();
const fresh = freshAccounts(t, '10.14.0.');
let n = 0;
const session = async () => loginCookie(t, await fresh(), 'Pane-e-Burro-42', `10.14.1.${++n}`);

const guess = (cookie: string, ip: string, i: number, call_ = 'check') =>
  call(t, call_ === 'check' ? 'GET' : 'POST', `cart-giftcertificate/${call_}?code=PROVA${1000 + i}`, {
    headers: { ...client(ip), cookie },
  });

describe('gift code guesses', () => {
  it('a session gets 429 with the envelope once its guesses are spent, add_code included', async () => {
    const cookie = await session();
    for (let i = 0; i < GIFT_GUESSES.perSession - 1; i++)
      expect(errorCode(await guess(cookie, '198.51.100.21', i))).toBe('GIFT_CODE_INVALID');
    expect(errorCode(await guess(cookie, '198.51.100.21', 98, 'add_code'))).toBe('GIFT_CODE_INVALID');
    // A new address does not give the session new guesses.
    const refused = await guess(cookie, '198.51.100.22', 99);
    expect(refused.status).toBe(429);
    expect(refused.body.response.errorsMessage).toEqual([
      { code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED },
    ]);
    expect((await guess(cookie, '198.51.100.23', 100, 'add_code')).status).toBe(429);
  });

  it('an address gets 429 however many sessions it starts', async () => {
    const ip = '198.51.100.31';
    let sent = 0;
    while (sent < GIFT_GUESSES.perAddress) {
      const cookie = await session();
      for (let i = 0; i < 5 && sent < GIFT_GUESSES.perAddress; i++, sent++)
        expect((await guess(cookie, ip, sent)).status).toBe(200);
    }
    const last = await guess(await session(), ip, sent);
    expect(last.status).toBe(429);
    expect(errorCode(last)).toBe('RATE_LIMITED');
    // Another address is not held back.
    expect((await guess(await session(), '198.51.100.32', 0)).status).toBe(200);
  });

  it('the single-use demo code worth money is not a word; the old guessable one is gone', async () => {
    const singleUse = DEMO_GIFT_CODES.filter((c) => c.single_use === 1);
    expect(singleUse.length).toBeGreaterThan(0);
    for (const c of singleUse) {
      expect(c.code).not.toMatch(/^[A-Z]+\d{0,3}$/);
      expect(c.code.replace(/[^A-Z0-9]/g, '').length).toBeGreaterThanOrEqual(12);
    }
    const cookie = await session();
    const headers = { ...client('198.51.100.41'), cookie };
    const old = await call(t, 'GET', 'cart-giftcertificate/check?code=REGALO20', { headers });
    expect(errorCode(old)).toBe('GIFT_CODE_INVALID');
  });
});
