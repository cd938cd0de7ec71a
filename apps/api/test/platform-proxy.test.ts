import { describe, expect, it } from 'vitest';
import { DEMO, call, lastMail, login, queryString as q } from './helpers/accounts.js';
import { useTestApp } from './helpers/setup.js';
import type { TestApp } from './helpers/app.js';

// Two shops: the default one, which trusts no proxy, and one behind a single proxy.
const direct = useTestApp();
const proxied = useTestApp({ env: { TRUST_PROXY: '1' } });

/** 12 reset requests from one connection, each claiming another address in X-Forwarded-For. */
async function resetsFromMadeUpAddresses(t: TestApp, peer: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= 12; i++) {
    const res = await t.inject({
      method: 'GET',
      url: `/ebsn/api/registration/password_reset_token_request?${q({ e_mail: 'nessuno@example.com' })}`,
      headers: { 'x-ebsn-client': 'site', 'x-forwarded-for': `198.51.100.${i}` },
      remoteAddress: peer,
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('proxy trust (TRUST_PROXY)', () => {
  it('off by default: made-up X-Forwarded-For addresses share the per-address limit', async () => {
    const statuses = await resetsFromMadeUpAddresses(direct, '192.0.2.10');
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('with a trusted proxy, the forwarded address is the client', async () => {
    const statuses = await resetsFromMadeUpAddresses(proxied, '192.0.2.10');
    expect(statuses).toEqual(Array(12).fill(200));
  });

  it('off by default: X-Forwarded-Host and -Proto never make the shop origin', async () => {
    await call(direct, 'GET', `registration/password_reset_token_request?${q({ e_mail: DEMO.mario })}`, {
      headers: { host: 'shop.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect((await lastMail(direct, DEMO.mario)).text).toContain('http://shop.example/reset-password?');
    const spoofedOrigin = await login(
      direct,
      { login: DEMO.mario, password: DEMO.password },
      { host: 'shop.example', 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' },
    );
    expect(spoofedOrigin.status).toBe(403);
    expect(spoofedOrigin.cookies.map((c) => c.name)).not.toContain('__Host-spesa_session');
  });

  it('behind a trusted proxy, X-Forwarded-Proto https gives the __Host- Secure cookie', async () => {
    const res = await login(
      proxied,
      { login: DEMO.mario, password: DEMO.password },
      { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.spesa.example', origin: 'https://www.spesa.example' },
    );
    const cookie = res.cookies.find((c) => c.name === '__Host-spesa_session')!;
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, secure: true, sameSite: 'Lax' });
    const direct_ = await login(direct, { login: DEMO.mario, password: DEMO.password }, { 'x-forwarded-proto': 'https' });
    expect(direct_.cookies.map((c) => c.name)).toContain('spesa_session');
  });
});
