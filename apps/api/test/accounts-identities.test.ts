import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_DONE_PATH, type UserIdentities } from '@spesa/domain';
import { createTestApp, type TestApp } from './helpers/app.js';
import {
  DEMO,
  MINUTE,
  call,
  client,
  errorCode,
  errorText,
  loginToken,
  mailsTo,
  mutableClock,
  registerConfirmed,
  registration,
  session,
} from './helpers/accounts.js';
import { startFakeOAuth, type FakeOAuth } from './helpers/fake-oauth.js';
import { oauthBrowser, type Browser } from './helpers/oauth-browser.js';

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

const { loginWith, me } = oauthBrowser(
  () => t,
  () => fake,
);

const LAST_ACCESS =
  'Per scollegare questo accesso imposta prima una password: usa «Password dimenticata?» nella pagina di accesso.';
const LINKED = 'Accesso con Google collegato al tuo account Spesa';
const UNLINKED = 'Accesso con Google scollegato dal tuo account Spesa';

const list = (token?: string) =>
  call<UserIdentities>(t, 'GET', 'registration/user-identities', { headers: session(token) });
const unlink = (token: string | undefined, provider: unknown) =>
  call<UserIdentities>(t, 'POST', 'registration/delete-identity', {
    headers: session(token),
    body: { provider },
  });

const userIdOf = async (email: string) =>
  (
    await t.db.kysely
      .selectFrom('user_account')
      .select('user_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).user_id;
const rowsOf = async (email: string) =>
  t.db.kysely
    .selectFrom('user_identity')
    .select(['provider', 'subject'])
    .where('user_id', '=', await userIdOf(email))
    .orderBy('identity_id')
    .execute();
const subjects = async (email: string) => (await mailsTo(t, email)).map((m) => m.subject);

/** An account registered and confirmed with a password, then logged in with Google (linked). */
async function linkedWithGoogle(email: string, sub: string, ip: string): Promise<Browser> {
  await registerConfirmed(t, email, {}, ip);
  const { location, browser } = await loginWith('google', { sub, email, email_verified: true });
  expect(location).toBe(`${SSO_DONE_PATH}?sso=ok`);
  return browser;
}

describe('GET registration/user-identities', () => {
  it('lists nothing for a new account, which has a password', async () => {
    await registerConfirmed(t, 'nuovo.id@example.com', { password: DEMO.password }, '198.51.100.40');
    const token = await loginToken(t, 'nuovo.id@example.com', DEMO.password, '198.51.100.40');
    const res = await list(token);
    expect(res.status).toBe(200);
    expect(res.body.response.status).toBe(0);
    expect(res.body.data).toEqual({ identities: [], hasPassword: true });
  });

  it('lists the Google login linked at the first Google login, with its last use', async () => {
    const email = 'lista.id@example.com';
    const linkedAt = clock.now().toISOString();
    const browser = await linkedWithGoogle(email, 'g-lista', '198.51.100.41');
    expect((await list(browser.spesa_session)).body.data).toEqual({
      identities: [{ provider: 'google', email, createdAt: linkedAt, lastLoginAt: linkedAt }],
      hasPassword: true,
    });

    clock.advance(MINUTE);
    const again = await loginWith('google', { sub: 'g-lista', email, email_verified: true });
    const [identity] = (await list(again.browser.spesa_session)).body.data.identities;
    expect(identity).toMatchObject({ createdAt: linkedAt, lastLoginAt: clock.now().toISOString() });
  });

  it('refuses a visitor with the usual not-logged-in answer', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.response.status).toBe(1);
    expect(errorCode(res)).toBe('NOT_LOGGED_IN');
  });
});

describe('POST registration/delete-identity', () => {
  it('unlinks Google and mails the owner; the next Google login links again by verified e-mail', async () => {
    const email = 'scollega.id@example.com';
    const browser = await linkedWithGoogle(email, 'g-scollega', '198.51.100.42');
    const token = browser.spesa_session;
    clock.advance(MINUTE);

    const res = await unlink(token, 'google');
    expect(res.status).toBe(200);
    expect(res.body.response.status).toBe(0);
    expect(res.body.data).toEqual({ identities: [], hasPassword: true });
    expect(await rowsOf(email)).toEqual([]);
    expect(await subjects(email)).toEqual([UNLINKED, LINKED, expect.any(String)]);
    // The session it was asked from goes on: only changing the password ends sessions.
    expect((await me(browser)).email).toBe(email);

    // The link is gone: that Google user, now with another e-mail, no longer enters the account.
    const moved = await loginWith('google', {
      sub: 'g-scollega',
      email: 'scollega.altra@example.com',
      email_verified: true,
    });
    expect(moved.location).toBe(`${SSO_DONE_PATH}?sso=register`);
    expect((await me(moved.browser)).userId).toBe(-1);

    // With the account's verified e-mail it is linked again, as at the first time, and the owner
    // hears of it again.
    clock.advance(MINUTE);
    const back = await loginWith('google', { sub: 'g-scollega', email, email_verified: true });
    expect(back.location).toBe(`${SSO_DONE_PATH}?sso=ok`);
    expect((await me(back.browser)).email).toBe(email);
    expect(await rowsOf(email)).toEqual([{ provider: 'google', subject: 'g-scollega' }]);
    expect((await list(back.browser.spesa_session)).body.data.identities).toEqual([
      expect.objectContaining({ provider: 'google', createdAt: clock.now().toISOString() }),
    ]);
    expect((await subjects(email)).slice(0, 3)).toEqual([LINKED, UNLINKED, LINKED]);
  });

  it('removes every link of that provider, and only the account’s own', async () => {
    const email = 'due.google@example.com';
    const browser = await linkedWithGoogle(email, 'g-due-1', '198.51.100.43');
    // A second Google user with the same verified address links to the same account.
    await loginWith('google', { sub: 'g-due-2', email, email_verified: true });
    await loginWith('facebook', { sub: 'fb-due', email });
    const mario = await loginWith('google', { sub: 'g-mario', email: DEMO.mario, email_verified: true });
    expect((await rowsOf(email)).map((r) => r.subject)).toEqual(['g-due-1', 'g-due-2', 'fb-due']);

    const res = await unlink(browser.spesa_session, 'google');
    expect(res.body.data.identities).toEqual([expect.objectContaining({ provider: 'facebook', email })]);
    expect(await rowsOf(email)).toEqual([{ provider: 'facebook', subject: 'fb-due' }]);
    // Mario's Google link is untouched and still logs him in.
    expect(await rowsOf(DEMO.mario)).toEqual([{ provider: 'google', subject: 'g-mario' }]);
    expect((await list(mario.browser.spesa_session)).body.data.identities).toHaveLength(1);
    const again = await loginWith('google', { sub: 'g-mario', email: 'mario@altro.example' });
    expect((await me(again.browser)).email).toBe(DEMO.mario);
  });

  it('refuses to remove the last way into an account without a usable password', async () => {
    // Registered and never confirmed, then linked: the pre-hijacking rule took its password.
    const email = 'senza.password@example.com';
    await call(t, 'POST', 'registration/register_user', {
      body: registration(email),
      headers: client('198.51.100.44'),
    });
    const { browser } = await loginWith('google', { sub: 'g-senza', email, email_verified: true });
    const token = browser.spesa_session;
    expect((await list(token)).body.data).toMatchObject({ hasPassword: false, identities: [{}] });
    const mailsBefore = await subjects(email);

    const refused = await unlink(token, 'google');
    expect(refused.status).toBe(200);
    expect(refused.body.response.status).toBe(1);
    expect(errorCode(refused)).toBe('IDENTITY_LAST_ACCESS');
    expect(errorText(refused)).toBe(LAST_ACCESS);
    expect(await rowsOf(email)).toEqual([{ provider: 'google', subject: 'g-senza' }]);
    expect(await subjects(email)).toEqual(mailsBefore);

    // With Facebook linked too, Google can go; then Facebook is the last way in.
    await loginWith('facebook', { sub: 'fb-senza', email }, browser);
    const token2 = browser.spesa_session;
    expect((await unlink(token2, 'google')).body.response.status).toBe(0);
    const last = await unlink(token2, 'facebook');
    expect(errorCode(last)).toBe('IDENTITY_LAST_ACCESS');
    expect(await rowsOf(email)).toEqual([{ provider: 'facebook', subject: 'fb-senza' }]);
  });

  it('refuses a provider that is not linked, leaving the others', async () => {
    const email = 'non.collegato@example.com';
    const browser = await linkedWithGoogle(email, 'g-non-collegato', '198.51.100.45');
    for (const provider of ['facebook', 'saml']) {
      const res = await unlink(browser.spesa_session, provider);
      expect(res.status).toBe(200);
      expect(res.body.response.status).toBe(1);
      expect(errorCode(res)).toBe('IDENTITY_NOT_FOUND');
      expect(errorText(res)).toBe('Questo accesso non è collegato al tuo account.');
    }
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it('answers 400 to an unknown provider, changing nothing', async () => {
    const email = 'sconosciuto.id@example.com';
    const browser = await linkedWithGoogle(email, 'g-sconosciuto', '198.51.100.46');
    for (const provider of ['twitter', 'Google', '', undefined]) {
      const res = await unlink(browser.spesa_session, provider);
      expect(res.status).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_ERROR');
    }
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it('refuses a visitor, and a call without the storefront’s CSRF header', async () => {
    const visitor = await unlink(undefined, 'google');
    expect(visitor.status).toBe(200);
    expect(errorCode(visitor)).toBe('NOT_LOGGED_IN');

    const token = await loginToken(t, DEMO.mario);
    const before = await rowsOf(DEMO.mario);
    const forged = await t.inject({
      method: 'POST',
      url: '/ebsn/api/registration/delete-identity',
      headers: { 'x-ebsn-session': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ provider: 'google' }),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().response.errorsMessage[0].code).toBe('CSRF_REFUSED');
    expect(await rowsOf(DEMO.mario)).toEqual(before);
  });
});
