import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REMOTE_ADDRESS_HEADER, type TestApp } from './helpers/app.js';
import { mutableClock, registerConfirmed } from './helpers/accounts.js';
import { P } from './helpers/cart.js';
import { startFakeOAuth, type FakeOAuth } from './helpers/fake-oauth.js';
import { keep, oauthBrowser, type Browser } from './helpers/oauth-browser.js';

// The anonymous cart (decision 0031) comes along when the visitor logs in with Google or
// Facebook too: the provider's callback merges the visitor session's cart into the account's.

const clock = mutableClock();
let t: TestApp;
let fake: FakeOAuth;
beforeAll(async () => {
  fake = await startFakeOAuth(clock);
  t = await createTestApp({ clock, env: { ...fake.env, ANONYMOUS_CART: 'on' } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const { loginWith } = oauthBrowser(
  () => t,
  () => fake,
);

async function cartCall(browser: Browser, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await t.inject({
    method,
    url: `/ebsn/api/${url}`,
    cookies: browser,
    headers: { 'x-ebsn-client': 'site', [REMOTE_ADDRESS_HEADER]: '10.32.0.1' },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  keep(browser, res);
  return res.json();
}

describe('login with a provider', () => {
  it("merges the visitor's cart into the account's", async () => {
    const email = 'sso.carrello@example.com';
    await registerConfirmed(t, email, {}, '10.32.0.2');
    const browser: Browser = {};
    const added = await cartCall(browser, 'POST', 'cart/add', {
      items: [{ productId: P.voucher, quantity: 3 }],
    });
    expect(added.response.status).toBe(0);
    await loginWith('google', { sub: 'g-carrello', email, email_verified: true }, browser);
    const cart = await cartCall(browser, 'GET', 'cart/view');
    expect(cart.data.user.userId).toBeGreaterThan(0);
    const line = cart.data.cartItems.find(
      (i: { product: { productId: number } }) => i.product.productId === P.voucher,
    );
    expect(line?.quantity).toBe(3);
  });
});
