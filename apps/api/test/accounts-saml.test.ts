import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_DONE_PATH } from '@spesa/domain';
import { createTestApp, type TestApp } from './helpers/app.js';
import { DEMO, loginToken, mutableClock } from './helpers/accounts.js';
import {
  FOREIGN_KEY,
  IDP_CERT_PATH,
  IDP_ENTRY_POINT,
  authnRequestOf,
  samlResponse,
  type ResponseOptions,
} from './helpers/fake-idp.js';
import { idpCertificate } from '../src/modules/accounts/external-login/saml.js';

// node-saml checks the assertion's dates against the real time: the app's clock is set to it.
const clock = mutableClock(new Date().toISOString());
const LOGOUT_URL = 'https://idp.example/logout';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { SAML_ENTRY_POINT: IDP_ENTRY_POINT, SAML_IDP_CERT: IDP_CERT_PATH, SAML_LOGOUT_URL: LOGOUT_URL },
  });
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['inject']>>;
type Browser = Record<string, string>;
const SP = 'http://localhost:80/ebsn/api';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

function keep(browser: Browser, res: Res): void {
  for (const c of res.cookies as Array<{ name: string; value: string }>) {
    if (c.value === '') delete browser[c.name];
    else browser[c.name] = c.value;
  }
}

const BINDING_COOKIE = 'spesa_saml_browser';
/** The browser of the latest do-login: the ACS answers are posted from it unless a test says otherwise. */
let lastBrowser: Browser = {};

/** GET saml/do-login as the browser navigates there; answers our AuthnRequest. */
async function doLogin(browser: Browser = {}, query = '') {
  const res = await t.inject({ method: 'GET', url: `/ebsn/api/saml/do-login${query}`, cookies: browser });
  expect(res.statusCode).toBe(302);
  keep(browser, res);
  lastBrowser = browser;
  return { res, request: authnRequestOf(String(res.headers.location)) };
}

/**
 * The identity provider's page posts the answer cross-site: no client header, its own Origin, and
 * of the browser's cookies only the SameSite=None binding cookie of the login it started.
 */
const CROSS_SITE = { origin: 'https://idp.example', 'sec-fetch-site': 'cross-site' };
async function postAcs(
  samlResponseB64: string,
  relayState = '',
  headers: Record<string, string> = CROSS_SITE,
  browser: Browser = lastBrowser,
) {
  const binding = browser[BINDING_COOKIE];
  return t.inject({
    method: 'POST',
    url: '/ebsn/api/saml/acs',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    cookies: binding ? { [BINDING_COOKIE]: binding } : {},
    payload: new URLSearchParams({ SAMLResponse: samlResponseB64, RelayState: relayState }).toString(),
  });
}

function answerTo(requestId: string, o: Partial<ResponseOptions> = {}): string {
  return samlResponse({
    inResponseTo: requestId,
    audience: `${SP}/saml/metadata`,
    recipient: `${SP}/saml/acs`,
    nameId: DEMO.mario,
    ...o,
  });
}

async function me(browser: Browser) {
  const res = await t.inject({ method: 'GET', url: '/ebsn/api/auth/test', cookies: browser });
  return res.json().data.user as { userId: number; email?: string };
}

const refusedWith = (res: Res, code: string, relay = SSO_DONE_PATH) => {
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(`${relay}?sso=error&sso_error=${code}`);
  expect((res.cookies as Array<{ name: string; value: string }>).some((c) => c.value !== '')).toBe(false);
};

describe('SAML: the request', () => {
  it('redirects to the identity provider with an AuthnRequest (HTTP-Redirect) for our ACS', async () => {
    const { res, request } = await doLogin({}, '?relay_state_url=/carrello');
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(IDP_ENTRY_POINT);
    expect(request.acsUrl).toBe(`${SP}/saml/acs`);
    expect(request.issuer).toBe(`${SP}/saml/metadata`);
    expect(request.passive).toBe(false);
    expect(request.relayState).toBe('/carrello');
    expect(request.xml).toContain(EMAIL_FORMAT);
    // The request id is kept (hashed) for the answer.
    const row = await t.db.kysely
      .selectFrom('sso_request')
      .selectAll()
      .where('request_id', '=', createHash('sha256').update(request.id).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: 'saml', relay_state_url: '/carrello', used_at: null });
  });

  it('checkUser=true asks for a passive check only (IsPassive)', async () => {
    expect((await doLogin({}, '?checkUser=true')).request.passive).toBe(true);
  });

  it('never relays to another site', async () => {
    const { request } = await doLogin({}, `?relay_state_url=${encodeURIComponent('//evil.example')}`);
    expect(request.relayState).toBe(SSO_DONE_PATH);
  });

  it('publishes the service provider metadata', async () => {
    const res = await t.inject({ method: 'GET', url: '/ebsn/api/saml/metadata' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(`entityID="${SP}/saml/metadata"`);
    expect(res.body).toContain(`Location="${SP}/saml/acs"`);
  });
});

describe('SAML: the answer at the ACS', () => {
  it('logs the user in from a signed answer posted cross-site, setting the session cookie on the 303', async () => {
    const { request } = await doLogin({}, '?relay_state_url=/carrello');
    const res = await postAcs(
      answerTo(request.id, { attributes: { givenName: 'Mario', sn: 'Rossi' } }),
      '/carrello',
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/carrello?sso=ok');
    const browser: Browser = {};
    keep(browser, res);
    expect(browser.spesa_session).toBeDefined();
    expect((await me(browser)).email).toBe(DEMO.mario);
    const identities = await t.db.kysely
      .selectFrom('user_identity')
      .selectAll()
      .where('provider', '=', 'saml')
      .execute();
    expect(identities).toMatchObject([{ subject: DEMO.mario, email: DEMO.mario }]);
  });

  it('binds the login to the browser that started it: an answer posted from another browser is refused', async () => {
    const attacker: Browser = {};
    const { request } = await doLogin(attacker, '?relay_state_url=/carrello');
    const cookie = (await doLogin({})).res.cookies.find((c) => c.name === BINDING_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None', path: '/ebsn/api/saml/' });
    const victim: Browser = {};
    await doLogin(victim);
    const answer = answerTo(request.id);
    refusedWith(await postAcs(answer, '/carrello', CROSS_SITE, victim), 'SSO_FAILED', '/carrello');
    refusedWith(await postAcs(answer, '', CROSS_SITE, {}), 'SSO_EXPIRED');
    const second = await doLogin({});
    refusedWith(await postAcs(answerTo(second.request.id), '', CROSS_SITE, {}), 'SSO_FAILED');
  });

  it('accepts an answer whose whole response is signed too', async () => {
    const { request } = await doLogin();
    const res = await postAcs(answerTo(request.id, { signResponse: true }));
    expect(res.headers.location).toBe(`${SSO_DONE_PATH}?sso=ok`);
  });

  it('ends the session the browser had when the login started (its cookie does not come cross-site)', async () => {
    const before = await loginToken(t, DEMO.ristorante, DEMO.password, '203.0.113.90');
    const { request } = await doLogin({ spesa_session: before });
    const res = await postAcs(answerTo(request.id));
    expect(res.headers.location).toBe(`${SSO_DONE_PATH}?sso=ok`);
    expect(
      (await t.inject({ method: 'GET', url: '/ebsn/api/auth/test', cookies: { spesa_session: before } }))
        .statusCode,
    ).toBe(419);
  });

  it('refuses a replayed answer', async () => {
    const { request } = await doLogin();
    const answer = answerTo(request.id);
    expect((await postAcs(answer)).headers.location).toBe(`${SSO_DONE_PATH}?sso=ok`);
    refusedWith(await postAcs(answer), 'SSO_EXPIRED');
  });

  it('lets only one of two copies of an answer arriving together through', async () => {
    const { request } = await doLogin();
    const answer = answerTo(request.id);
    const both = await Promise.all([postAcs(answer), postAcs(answer)]);
    const locations = both.map((r) => r.headers.location).sort();
    expect(locations).toEqual([
      `${SSO_DONE_PATH}?sso=error&sso_error=SSO_EXPIRED`,
      `${SSO_DONE_PATH}?sso=ok`,
    ]);
  });

  it('refuses an answer to a request we never made', async () => {
    refusedWith(await postAcs(answerTo('_never-asked'), '/carrello'), 'SSO_EXPIRED', '/carrello');
  });

  it('refuses an answer to an expired request', async () => {
    const { request } = await doLogin();
    clock.advance(10 * 60_000 + 1000);
    try {
      refusedWith(await postAcs(answerTo(request.id)), 'SSO_EXPIRED');
    } finally {
      clock.advance(-(10 * 60_000 + 1000));
    }
  });

  it('refuses an answer signed with another key', async () => {
    const { request } = await doLogin({}, '?relay_state_url=/carrello');
    // The identity provider echoes the RelayState: the way back even when the answer is refused.
    expect(request.relayState).toBe('/carrello');
    refusedWith(
      await postAcs(answerTo(request.id, { key: FOREIGN_KEY }), request.relayState!),
      'SSO_FAILED',
      '/carrello',
    );
  });

  it('refuses an unsigned answer', async () => {
    const { request } = await doLogin();
    refusedWith(await postAcs(answerTo(request.id, { signAssertion: false })), 'SSO_FAILED');
  });

  it('refuses an expired assertion and one for another audience', async () => {
    const first = await doLogin();
    refusedWith(await postAcs(answerTo(first.request.id, { validForMs: -2 * 60_000 })), 'SSO_FAILED');
    const second = await doLogin();
    refusedWith(
      await postAcs(answerTo(second.request.id, { audience: 'https://other.example' })),
      'SSO_FAILED',
    );
  });

  it('refuses garbage', async () => {
    refusedWith(await postAcs(Buffer.from('<not-saml/>').toString('base64')), 'SSO_FAILED');
  });

  it('reports "no session at the identity provider" of a passive check as SSO_CANCELLED', async () => {
    const { request } = await doLogin({}, '?checkUser=true&relay_state_url=/');
    const res = await postAcs(answerTo(request.id, { noPassive: true, signResponse: true }));
    expect(res.headers.location).toBe('/?sso=error&sso_error=SSO_CANCELLED');
  });

  it('keeps an unknown person’s profile for registration in the browser’s session', async () => {
    const { request } = await doLogin();
    const res = await postAcs(
      answerTo(request.id, {
        nameId: 'u-4711',
        nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
        attributes: { email: 'nuovo.dipendente@catena.example', firstName: 'Nuovo', lastName: 'Dipendente' },
      }),
    );
    expect(res.headers.location).toBe(`${SSO_DONE_PATH}?sso=register`);
    const browser: Browser = {};
    keep(browser, res);
    expect((await me(browser)).userId).toBe(-1);
    const detail = await t.inject({
      method: 'GET',
      url: '/ebsn/api/registration/social_user_detail',
      cookies: browser,
    });
    expect(detail.json().data).toEqual({
      provider: 'saml',
      email: 'nuovo.dipendente@catena.example',
      firstName: 'Nuovo',
      lastName: 'Dipendente',
    });
  });

  it('exempts only the ACS from the CSRF guard: other POSTs still need the client header and our Origin', async () => {
    const logout = (headers: Record<string, string>) =>
      t.inject({ method: 'POST', url: '/ebsn/api/auth/logout', headers });
    expect((await logout({})).statusCode).toBe(403);
    expect((await logout({ 'x-ebsn-client': 'site', origin: 'https://idp.example' })).statusCode).toBe(403);
    expect((await logout({ 'x-ebsn-client': 'site', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    // The ACS takes the posted form with or without an Origin (and answers with a redirect).
    const { request } = await doLogin();
    expect((await postAcs(answerTo(request.id), '', {})).headers.location).toBe(`${SSO_DONE_PATH}?sso=ok`);
  });
});

describe('SAML: logout', () => {
  /** A navigation from one of the shop's own pages. */
  const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

  it('ends the local session and goes on to the identity provider’s logout', async () => {
    const token = await loginToken(t, DEMO.mario, DEMO.password, '203.0.113.91');
    const res = await t.inject({
      method: 'GET',
      url: '/ebsn/api/saml/do-logout?relay_state_url=/',
      cookies: { spesa_session: token },
      headers: SAME_ORIGIN,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(LOGOUT_URL);
    expect(
      (await t.inject({ method: 'GET', url: '/ebsn/api/auth/test', cookies: { spesa_session: token } }))
        .statusCode,
    ).toBe(419);
  });

  it('does not log out when another site links here, or when the request cannot say where it came from', async () => {
    const token = await loginToken(t, DEMO.mario, DEMO.password, '203.0.113.92');
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, {}]) {
      const res = await t.inject({
        method: 'GET',
        url: '/ebsn/api/saml/do-logout',
        cookies: { spesa_session: token },
        headers,
      });
      expect(res.statusCode).toBe(302);
    }
    expect((await me({ spesa_session: token })).email).toBe(DEMO.mario);
  });

  it('percent-encodes a relay path with characters outside Latin-1 instead of failing', async () => {
    const bare = await createTestApp({ clock });
    try {
      const out = await bare.inject({
        method: 'GET',
        url: '/ebsn/api/saml/do-logout?relay_state_url=/%E3%80%80',
        headers: SAME_ORIGIN,
      });
      expect(out.statusCode).toBe(302);
      expect(out.headers.location).toBe('/%E3%80%80');
    } finally {
      await bare.close();
    }
  });

  it('without a logout URL goes back to the relay; without SAML at all, every call says so', async () => {
    const bare = await createTestApp({ clock });
    try {
      const out = await bare.inject({
        method: 'GET',
        url: '/ebsn/api/saml/do-logout?relay_state_url=/grazie',
      });
      expect(out.headers.location).toBe('/grazie');
      const login = await bare.inject({ method: 'GET', url: '/ebsn/api/saml/do-login?relay_state_url=/a' });
      expect(login.headers.location).toBe('/a?sso=error&sso_error=SSO_NOT_CONFIGURED');
      expect((await bare.inject({ method: 'GET', url: '/ebsn/api/saml/metadata' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('SAML: configuration', () => {
  it('takes the identity provider certificate as PEM text or as a file path', () => {
    const pem = fs.readFileSync(IDP_CERT_PATH, 'utf8');
    expect(idpCertificate(pem)).toBe(pem);
    expect(idpCertificate(IDP_CERT_PATH)).toBe(pem);
    expect(() => idpCertificate('/no/such/file.pem')).toThrow('SAML_IDP_CERT');
  });
});
