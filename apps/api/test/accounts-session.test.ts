import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  MINUTE,
  authTest,
  call,
  client,
  errorCode,
  errorText,
  login,
  loginToken,
  mutableClock,
  session,
} from './helpers/accounts.js';
import { useTestApp } from './helpers/setup.js';

const clock = mutableClock();
const t = useTestApp({ clock });

const EXPIRED = 'La sessione è scaduta, si prega di rieffettuare il login per continuare.';
const me = authTest(t);

describe('auth/test and the session cookie', () => {
  it('answers userId -1 to a visitor and sets no cookie', async () => {
    const res = await me();
    expect(res.status).toBe(200);
    expect(res.body.response.status).toBe(0);
    expect(res.body.data).toEqual({ user: { userId: -1 }, cartId: null });
    expect(res.cookies).toHaveLength(0);
  });

  it('logs in with an httpOnly SameSite=Lax cookie on path /, not Secure over plain HTTP', async () => {
    const res = await login(t, {
      login: DEMO.mario,
      password: DEMO.password,
      remember_me: 'false',
      show_sectors: 'false',
    });
    expect(res.body.response.status).toBe(0);
    expect(res.body.data.user).toMatchObject({
      userId: expect.any(Number),
      email: DEMO.mario,
      userType: { userTypeId: '1' },
      fidelityCard: '2700000000014',
    });
    expect(res.body.data.cartId).toBeNull();
    const cookie = res.cookies.find((c) => c.name === 'spesa_session')!;
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.maxAge).toBeUndefined();
    expect(res.headers['x-ebsn-session']).toBe(cookie.value);
    // The cookie alone identifies the user.
    const who = await t.inject({
      method: 'GET',
      url: '/ebsn/api/auth/test',
      cookies: { spesa_session: cookie.value },
    });
    expect(who.json().data.user.email).toBe(DEMO.mario);
  });

  it('stores only the SHA-256 of the token, with client address and user agent', async () => {
    const token = await loginToken(t, DEMO.mario, DEMO.password, '192.0.2.77');
    const rows = await t.db.kysely.selectFrom('session').selectAll().execute();
    expect(rows.some((r) => r.session_id === token)).toBe(false);
    const row = rows.find((r) => r.session_id === createHash('sha256').update(token).digest('hex'))!;
    expect(row).toMatchObject({ ip: '192.0.2.77', remember_me: 0, revoked_at: null });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('session lifecycle', () => {
  it('gives a new token at every login and ends the one the client came with', async () => {
    const first = await loginToken(t, DEMO.mario);
    const again = await login(t, { login: DEMO.mario, password: DEMO.password }, session(first));
    expect(again.token).toBeDefined();
    expect(again.token).not.toBe(first);
    expect((await me(first)).status).toBe(419);
    expect((await me(again.token)).body.data.user.userId).toBeGreaterThan(0);
  });

  it('answers 419 SESSION_EXPIRED to a cookie replayed after logout, and clears it', async () => {
    const token = await loginToken(t, DEMO.mario);
    const out = await call(t, 'POST', 'auth/logout', { headers: session(token) });
    expect(out.body.response.status).toBe(0);
    const replay = await t.inject({
      method: 'GET',
      url: '/ebsn/api/auth/test',
      cookies: { spesa_session: token },
    });
    expect(replay.statusCode).toBe(419);
    expect(replay.json().response.errorsMessage[0]).toEqual({ code: 'SESSION_EXPIRED', message: EXPIRED });
    expect(replay.cookies.find((c) => c.name === 'spesa_session')?.value).toBe('');
  });

  it('answers 419 to unknown and malformed tokens, also on other API calls', async () => {
    const unknown = await me('A'.repeat(43));
    expect(unknown.status).toBe(419);
    expect(errorText(unknown)).toBe(EXPIRED);
    expect((await me('not-a-token')).status).toBe(419);
    expect(
      (await call(t, 'GET', 'registration-disclaimer/list', { headers: session('B'.repeat(43)) })).status,
    ).toBe(419);
  });

  it('still lets a client with an ended session log in', async () => {
    const token = await loginToken(t, DEMO.mario);
    await call(t, 'POST', 'auth/logout', { headers: session(token) });
    const res = await login(t, { login: DEMO.mario, password: DEMO.password }, session(token));
    expect(res.body.response.status).toBe(0);
    expect(res.token).not.toBe(token);
  });

  it('answers the token back to cookie-less clients, never cacheable', async () => {
    const token = await loginToken(t, DEMO.mario);
    const res = await me(token);
    expect(res.headers['x-ebsn-session']).toBe(token);
    expect(res.headers['x-ebsn-account']).toBe(token);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const viaAccount = await call<{ user: { userId: number } }>(t, 'GET', 'auth/test', {
      headers: { 'x-ebsn-account': token },
    });
    expect(viaAccount.body.data.user.userId).toBeGreaterThan(0);
  });

  it('ends after 30 idle minutes; activity slides the limit', async () => {
    const token = await loginToken(t, DEMO.mario);
    clock.advance(29 * MINUTE);
    expect((await me(token)).status).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await me(token)).status).toBe(200);
    clock.advance(31 * MINUTE);
    const res = await me(token);
    expect(res.status).toBe(419);
    expect(errorCode(res)).toBe('SESSION_EXPIRED');
  });

  it('ends after 12 hours even when active', async () => {
    const token = await loginToken(t, DEMO.mario);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advance(20 * MINUTE);
      expect((await me(token)).status).toBe(200);
    }
    clock.advance(25 * MINUTE);
    expect((await me(token)).status).toBe(419);
  });

  it('with remember me: a 90-day cookie, 30 idle days allowed, ends at 90 days however active', async () => {
    const res = await login(t, { login: DEMO.mario, password: DEMO.password, remember_me: 'true' }, client());
    expect(res.cookies.find((c) => c.name === 'spesa_session')?.maxAge).toBe(90 * 24 * 3600);
    const day = 24 * 60 * MINUTE;
    for (const days of [29, 29, 29]) {
      clock.advance(days * day);
      expect((await me(res.token)).status).toBe(200);
    }
    clock.advance(4 * day); // 91 days after login
    expect((await me(res.token)).status).toBe(419);
    const idle = await login(t, { login: DEMO.mario, password: DEMO.password, remember_me: 'on' }, client());
    clock.advance(31 * day);
    expect((await me(idle.token)).status).toBe(419);
  });
});
