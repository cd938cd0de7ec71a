import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_DONE_PATH } from '@spesa/domain';
import { createTestApp, type TestApp } from './helpers/app.js';
import {
  DEMO,
  MINUTE,
  call,
  client,
  errorCode,
  lastMail,
  linkParam,
  login,
  loginToken,
  mailsTo,
  mutableClock,
  registerConfirmed,
  registration,
  session,
} from './helpers/accounts.js';
import { FAKE_CLIENTS, startFakeOAuth, type FakeOAuth } from './helpers/fake-oauth.js';
import { keep, oauthBrowser, type Browser } from './helpers/oauth-browser.js';

const clock = mutableClock();
let t: TestApp;
let fake: FakeOAuth;
beforeAll(async () => {
  fake = await startFakeOAuth(clock);
  t = await createTestApp({ clock, env: fake.env });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const API = 'http://localhost:80/ebsn/api';
const { visit, start, atProvider, loginWith, me } = oauthBrowser(
  () => t,
  () => fake,
);

const identitiesOf = (userId: number) =>
  t.db.kysely.selectFrom('user_identity').selectAll().where('user_id', '=', userId).execute();
const userRow = (email: string) =>
  t.db.kysely.selectFrom('user_account').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const ssoRows = () => t.db.kysely.selectFrom('sso_request').selectAll().execute();
const stateKey = (state: string) => createHash('sha256').update(state).digest('hex');
/** The session id a token stands for (the table keeps only its hash). */
const sessionIdOf = (token: string | undefined) =>
  createHash('sha256')
    .update(token ?? '')
    .digest('hex');

const errorOf = (location: string) => new URL(location, 'http://x').searchParams.get('sso_error');

describe('start: redirect to the provider', () => {
  it('sends Google the client id, our redirect URI, the scopes, a state and a PKCE S256 challenge', async () => {
    const browser: Browser = {};
    const { res, location } = await start('google', browser, '/carrello');
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    // A login popup keeps its link to the shop window through our redirects.
    expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(`${location.origin}${location.pathname}`).toBe(`${fake.url}/google/authorize`);
    const q = location.searchParams;
    expect(q.get('client_id')).toBe(FAKE_CLIENTS.google.id);
    expect(q.get('redirect_uri')).toBe(`${API}/social-redir/google-mobile`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = q.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(32);
    // The state is bound to this browser (cookie) and stored hashed, with the PKCE verifier.
    expect(browser.spesa_sso_state).toBe(state);
    const row = (await ssoRows()).find((r) => r.request_id === stateKey(state))!;
    expect(row).toMatchObject({ provider: 'google', relay_state_url: '/carrello', used_at: null });
    const challenge = createHash('sha256').update(row.code_verifier!).digest('base64url');
    expect(challenge).toBe(q.get('code_challenge'));
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * MINUTE);
    expect(await ssoRows()).not.toContainEqual(expect.objectContaining({ request_id: state }));
  });

  it('sends Facebook its scopes and a PKCE challenge too', async () => {
    const { location } = await start('facebook');
    expect(`${location.origin}${location.pathname}`).toBe(`${fake.url}/facebook/authorize`);
    expect(location.searchParams.get('scope')).toBe('email public_profile');
    expect(location.searchParams.get('redirect_uri')).toBe(`${API}/social-redir/facebook-mobile`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it.each([
    '//evil.example/x',
    'https://evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('never redirects to another site: relay %j becomes the done page', async (relay) => {
    const { location } = await start('google', {}, relay);
    const row = (await ssoRows()).find(
      (r) => r.request_id === stateKey(location.searchParams.get('state')!),
    )!;
    expect(row.relay_state_url).toBe(SSO_DONE_PATH);
  });

  it('refuses an unknown provider', async () => {
    expect((await visit({}, '/ebsn/api/social-redir/twitter/start')).statusCode).toBe(400);
  });
});

describe('callback: who logged in at the provider', () => {
  it('links a verified e-mail of an existing account and logs it in with a new session', async () => {
    const browser: Browser = {};
    const before = await loginToken(t, DEMO.mario, DEMO.password, '203.0.113.80');
    browser.spesa_session = before;
    const { res, location } = await loginWith(
      'google',
      { sub: 'g-mario', email: 'Mario.Rossi@example.com', email_verified: true },
      browser,
      '/carrello?step=2#top',
    );
    expect(res.statusCode).toBe(302);
    expect(location).toBe('/carrello?step=2&sso=ok#top');
    expect(browser.spesa_session).toBeDefined();
    expect(browser.spesa_session).not.toBe(before);
    expect(browser.spesa_sso_state).toBeUndefined();
    expect((await me(browser)).email).toBe(DEMO.mario);
    // The session the browser came with ended (no session fixation).
    expect((await call(t, 'GET', 'auth/test', { headers: session(before) })).status).toBe(419);
    const mario = await userRow(DEMO.mario);
    const [identity] = await identitiesOf(mario.user_id);
    expect(identity).toMatchObject({ provider: 'google', subject: 'g-mario', email: DEMO.mario });
    expect(identity.last_login_at).toBe(clock.now().toISOString());
    // The owner is told that a new way into the account exists.
    expect((await lastMail(t, DEMO.mario)).subject).toBe('Accesso con Google collegato al tuo account Spesa');
  });

  it('logs a linked user in by the provider id, whatever e-mail the provider now has', async () => {
    clock.advance(MINUTE);
    const { location, browser } = await loginWith('google', {
      sub: 'g-mario',
      email: 'mario@altro.example',
      email_verified: false,
    });
    expect(location).toBe(`${SSO_DONE_PATH}?sso=ok`);
    expect((await me(browser)).email).toBe(DEMO.mario);
    const [identity] = await identitiesOf((await userRow(DEMO.mario)).user_id);
    expect(identity.last_login_at).toBe(clock.now().toISOString());
    // Not linked anew: no second notice.
    const notices = (await mailsTo(t, DEMO.mario)).filter((m) => m.subject.startsWith('Accesso con'));
    expect(notices).toHaveLength(1);
  });

  it('skips the e-mailed login code: the provider authenticated the person', async () => {
    const mailsBefore = (await mailsTo(t, DEMO.giulia)).length;
    const { location, browser } = await loginWith('facebook', {
      sub: 'fb-giulia',
      email: DEMO.giulia,
      given_name: 'Giulia',
    });
    expect(location).toBe(`${SSO_DONE_PATH}?sso=ok`);
    expect((await me(browser)).email).toBe(DEMO.giulia);
    // No login code: the only new mail is the notice that Facebook is now linked.
    const newMails = (await mailsTo(t, DEMO.giulia)).slice(0, -mailsBefore || undefined);
    expect(newMails.map((m) => m.subject)).toEqual(['Accesso con Facebook collegato al tuo account Spesa']);
    // The Graph call proved the app secret.
    expect(fake.calls.find((c) => c.path === '/graph/me')?.params.get('appsecret_proof')).toMatch(
      /^[0-9a-f]{64}$/,
    );
  });

  it('refuses an e-mail the provider has not verified (and links nothing)', async () => {
    const { location, browser } = await loginWith('google', {
      sub: 'g-unverified',
      email: DEMO.ristorante,
      email_verified: false,
    });
    expect(errorOf(location)).toBe('SSO_EMAIL_MISSING');
    expect(location).toBe(`${SSO_DONE_PATH}?sso=error&sso_error=SSO_EMAIL_MISSING`);
    expect(browser.spesa_session).toBeUndefined();
    expect(await identitiesOf((await userRow(DEMO.ristorante)).user_id)).toEqual([]);
  });

  it('refuses a profile without e-mail', async () => {
    const { location } = await loginWith('facebook', { sub: 'fb-nomail' });
    expect(errorOf(location)).toBe('SSO_EMAIL_MISSING');
  });

  it('confirms an unconfirmed account and takes its password away (pre-hijacking)', async () => {
    const email = 'preso@example.com';
    await call(t, 'POST', 'registration/register_user', {
      body: registration(email),
      headers: client('198.51.100.9'),
    });
    const { location, browser } = await loginWith('google', { sub: 'g-preso', email, email_verified: true });
    expect(location).toBe(`${SSO_DONE_PATH}?sso=ok`);
    expect((await me(browser)).email).toBe(email);
    const row = await userRow(email);
    expect(row.confirmed_at).not.toBeNull();
    expect(row.password_hash).toBe('!');
    expect(
      errorCode(await login(t, { login: email, password: 'Pane-e-Burro-42' }, client('198.51.100.9'))),
    ).toBe('INVALID_CREDENTIALS');
  });
});

describe('callback: refused answers', () => {
  it('accepts a state once: the second use answers SSO_EXPIRED', async () => {
    const browser: Browser = {};
    const { location } = await start('google', browser);
    const back = await atProvider(location, { sub: 'g-mario', email: DEMO.mario, email_verified: true });
    const state = browser.spesa_sso_state;
    expect((await visit(browser, back)).headers.location).toBe(`${SSO_DONE_PATH}?sso=ok`);
    const replay: Browser = { spesa_sso_state: state };
    const again = await visit(replay, back);
    expect(again.headers.location).toBe(`${SSO_DONE_PATH}?sso=error&sso_error=SSO_EXPIRED`);
    expect(replay.spesa_session).toBeUndefined();
  });

  it('refuses a state older than 10 minutes', async () => {
    const browser: Browser = {};
    const { location } = await start('google', browser, '/account');
    const back = await atProvider(location, { sub: 'g-mario', email: DEMO.mario, email_verified: true });
    clock.advance(10 * MINUTE + 1000);
    const res = await visit(browser, back);
    expect(res.headers.location).toBe(`${SSO_DONE_PATH}?sso=error&sso_error=SSO_EXPIRED`);
    expect(browser.spesa_session).toBeUndefined();
  });

  it('accepts the answer only in the browser that started the login (no login CSRF)', async () => {
    const attacker: Browser = {};
    const { location } = await start('google', attacker);
    const back = await atProvider(location, { sub: 'g-mario', email: DEMO.mario, email_verified: true });
    const victim: Browser = {};
    expect((await visit(victim, back)).headers.location).toBe(
      `${SSO_DONE_PATH}?sso=error&sso_error=SSO_EXPIRED`,
    );
    expect(victim.spesa_session).toBeUndefined();
    // ... and that attempt did not use the request up.
    expect((await visit(attacker, back)).headers.location).toBe(`${SSO_DONE_PATH}?sso=ok`);
  });

  it('reports a refusal at the provider as SSO_CANCELLED, at the relay', async () => {
    const browser: Browser = {};
    const { location } = await start('facebook', browser, '/checkout');
    const state = location.searchParams.get('state')!;
    const res = await visit(
      browser,
      `/ebsn/api/social-redir/facebook-mobile?error=access_denied&state=${state}`,
    );
    expect(res.headers.location).toBe('/checkout?sso=error&sso_error=SSO_CANCELLED');
  });

  it('reports a failing token endpoint as SSO_FAILED, with no session', async () => {
    const browser: Browser = {};
    const { location } = await start('google', browser, '/checkout');
    const back = await atProvider(location, { sub: 'g-mario', email: DEMO.mario, email_verified: true });
    fake.failToken = true;
    try {
      const res = await visit(browser, back);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/checkout?sso=error&sso_error=SSO_FAILED');
      expect(browser.spesa_session).toBeUndefined();
    } finally {
      fake.failToken = false;
    }
  });

  it('reports a provider it cannot reach as SSO_FAILED', async () => {
    const down = await createTestApp({
      clock,
      env: { ...fake.env, GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token' },
    });
    try {
      const browser: Browser = {};
      const started = await down.inject({ method: 'GET', url: '/ebsn/api/social-redir/google/start' });
      keep(browser, started);
      const back = await atProvider(new URL(String(started.headers.location)), {
        sub: 'x',
        email: 'x@example.com',
      });
      const res = await down.inject({ method: 'GET', url: back, cookies: browser });
      expect(res.headers.location).toBe(`${SSO_DONE_PATH}?sso=error&sso_error=SSO_FAILED`);
    } finally {
      await down.close();
    }
  });

  it('answers SSO_NOT_CONFIGURED for a provider without credentials', async () => {
    const bare = await createTestApp({ clock });
    try {
      const res = await bare.inject({
        method: 'GET',
        url: '/ebsn/api/social-redir/facebook/start?relay_state_url=/a',
      });
      expect(res.headers.location).toBe('/a?sso=error&sso_error=SSO_NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
  });
});

describe('no shop account yet: registration with the provider profile', () => {
  const email = 'nuova.cliente@example.com';
  const profile = {
    sub: 'g-nuova',
    email,
    email_verified: true,
    given_name: 'Nuova',
    family_name: 'Cliente',
  };

  it('keeps the profile for the registration form, and the account is confirmed and logged in at once', async () => {
    const { location, browser } = await loginWith('google', profile, {}, '/registration-user');
    expect(location).toBe('/registration-user?sso=register');
    // A visitor got a pre-login session to hold the profile: not logged in.
    expect(browser.spesa_session).toBeDefined();
    expect((await me(browser)).userId).toBe(-1);

    for (const path of ['registration/social_user_detail', 'social_user_detail']) {
      const detail = await t.inject({ method: 'GET', url: `/ebsn/api/${path}`, cookies: browser });
      expect(detail.json().data).toEqual({
        provider: 'google',
        email,
        firstName: 'Nuova',
        lastName: 'Cliente',
      });
    }
    expect((await t.inject({ method: 'GET', url: '/ebsn/api/social_user_detail' })).json().data).toBeNull();

    const before = browser.spesa_session;
    const res = await t.inject({
      method: 'POST',
      url: '/ebsn/api/registration/register_user',
      headers: { ...client('198.51.100.20'), 'content-type': 'application/json' },
      cookies: browser,
      payload: JSON.stringify(
        registration('Nuova.Cliente@example.com', { firstName: 'Nuova', lastName: 'Cliente' }),
      ),
    });
    keep(browser, res);
    expect(res.json().response.status).toBe(0);
    expect(res.json().data).toMatchObject({ email, confirmationRequired: false });
    expect(browser.spesa_session).not.toBe(before);
    expect((await me(browser)).email).toBe(email);
    expect(await mailsTo(t, email)).toEqual([]);
    const user = await userRow(email);
    expect(user.confirmed_at).not.toBeNull();
    expect(await identitiesOf(user.user_id)).toMatchObject([{ provider: 'google', subject: 'g-nuova' }]);
    // The waiting profile is used up and its personal data forgotten.
    const pending = (await ssoRows()).filter((r) => r.session_id === sessionIdOf(before));
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ provider: 'google', profile_json: null });
    expect(pending[0].used_at).not.toBeNull();
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/ebsn/api/social_user_detail',
          cookies: { spesa_session: before },
        })
      ).json().data,
    ).toBeNull();

    // Next time the provider id logs straight in.
    clock.advance(MINUTE);
    expect((await loginWith('google', profile)).location).toBe(`${SSO_DONE_PATH}?sso=ok`);
  });

  it('registering another e-mail than the profile one still needs the confirmation e-mail', async () => {
    const { browser } = await loginWith('facebook', { sub: 'fb-altro', email: 'profilo@example.com' });
    const res = await t.inject({
      method: 'POST',
      url: '/ebsn/api/registration/register_user',
      headers: { ...client('198.51.100.21'), 'content-type': 'application/json' },
      cookies: browser,
      payload: JSON.stringify(registration('diverso@example.com')),
    });
    expect(res.json().data).toMatchObject({ email: 'diverso@example.com', confirmationRequired: true });
    expect((await lastMail(t, 'diverso@example.com')).text).toContain('reg_control_code');
    expect((await userRow('diverso@example.com')).confirmed_at).toBeNull();
    expect(await identitiesOf((await userRow('diverso@example.com')).user_id)).toEqual([]);
  });

  it('forgets a waiting profile after 30 minutes', async () => {
    const { browser } = await loginWith('google', {
      sub: 'g-tardi',
      email: 'tardi@example.com',
      email_verified: true,
    });
    clock.advance(29 * MINUTE);
    const get = () => t.inject({ method: 'GET', url: '/ebsn/api/social_user_detail', cookies: browser });
    expect((await get()).json().data).toMatchObject({ email: 'tardi@example.com' });
    clock.advance(2 * MINUTE);
    // The pre-login session itself may have ended by now: either way nothing is prefilled.
    const late = await get();
    expect(late.statusCode === 419 ? null : late.json().data).toBeNull();
  });
});

describe('GDPR erasure', () => {
  it('deletes the account’s provider links and its login requests and waiting profiles', async () => {
    const email = 'erika.gdpr@example.com';
    // A profile waits for registration in a visitor's browser ...
    await loginWith('google', { sub: 'g-erika', email, email_verified: true });
    // ... the person registers with the password form elsewhere, then logs in with Google.
    const userId = await registerConfirmed(t, email, {}, '198.51.100.30');
    clock.advance(MINUTE);
    const { browser } = await loginWith('google', { sub: 'g-erika', email, email_verified: true });
    await loginWith('facebook', { sub: 'fb-erika', email }, browser);
    // A login started in the logged-in session and abandoned.
    await start('google', browser);
    const sessionId = sessionIdOf(browser.spesa_session);
    expect(await identitiesOf(userId)).toHaveLength(2);
    expect((await ssoRows()).some((r) => r.session_id === sessionId)).toBe(true);
    expect((await ssoRows()).some((r) => r.profile_json?.includes(email))).toBe(true);

    const token = browser.spesa_session;
    expect(
      (await call(t, 'GET', 'registration/anonymize_token_request', { headers: session(token) })).body
        .response.status,
    ).toBe(0);
    const code = linkParam((await lastMail(t, email)).text, 'token');
    const done = await call(t, 'GET', `registration/user_anonymize?mfa_token=${code}`, {
      headers: session(token),
    });
    expect(done.body.response.status).toBe(0);

    expect(await identitiesOf(userId)).toEqual([]);
    const rows = await ssoRows();
    expect(rows.some((r) => r.session_id === sessionId)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(email);
    // Someone else's waiting profile stays.
    expect(rows.some((r) => r.profile_json !== null)).toBe(true);
  });
});
