import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app.js';
import { DEMO, loginToken } from './helpers/accounts.js';
import { useTestApp } from './helpers/setup.js';

const t = useTestApp({ env: { PUBLIC_ORIGIN: 'https://www.spesa.example' } });
let token: string;
beforeAll(async () => {
  token = await loginToken(t, DEMO.mario);
});

const form = (headers: Record<string, string>) =>
  t.inject({
    method: 'POST',
    url: '/ebsn/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'shop.example', ...headers },
    payload: new URLSearchParams({ login: DEMO.mario, password: DEMO.password }).toString(),
  });

const refused = (res: Awaited<ReturnType<TestApp['inject']>>) => {
  expect(res.statusCode).toBe(403);
  expect(res.json().response.errorsMessage[0]).toEqual({
    code: 'CSRF_REFUSED',
    message: 'Richiesta non consentita.',
  });
};

describe('CSRF guard', () => {
  it('refuses a POST without X-Ebsn-Client or with an unknown client type', async () => {
    refused(await form({}));
    refused(await form({ 'x-ebsn-client': 'evil' }));
    expect((await form({ 'x-ebsn-client': 'app' })).statusCode).toBe(200);
  });

  it('refuses a foreign Origin; accepts the own origin and PUBLIC_ORIGIN', async () => {
    refused(await form({ 'x-ebsn-client': 'site', origin: 'https://attacker.example' }));
    refused(await form({ 'x-ebsn-client': 'site', origin: 'null' }));
    expect(
      (await form({ 'x-ebsn-client': 'site', origin: 'http://shop.example' })).json().response.status,
    ).toBe(0);
    expect(
      (await form({ 'x-ebsn-client': 'site', origin: 'https://www.spesa.example' })).json().response.status,
    ).toBe(0);
    refused(await form({ 'x-ebsn-client': 'site', origin: 'https://shop.example' }));
  });

  it('refuses requests the browser marks cross-site', async () => {
    refused(await form({ 'x-ebsn-client': 'site', 'sec-fetch-site': 'cross-site' }));
    expect((await form({ 'x-ebsn-client': 'site', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it.each([
    'registration/update_password?old_password=a&new_password=b',
    'registration/password_reset?e_mail=a@b.it&reset_token=x&password=y',
    'registration/password_reset_token_request?e_mail=mario.rossi@example.com',
    'registration/update_email_request?new_email=a@b.it',
    'registration/update_email?token=x',
    'registration/user_anonymize?mfa_token=x',
    'registration/anonymize_token_request',
    'registration/registration_confirm?e_mail=a@b.it&reg_control_code=x',
    'user-person-fiscal/delete-person-fiscal?person_fiscal_id=1',
  ])('guards the state-changing GET %s like a POST', async (url) => {
    refused(await t.inject({ method: 'GET', url: `/ebsn/api/${url}`, headers: { 'x-ebsn-session': token } }));
  });

  it('lets plain reads through without the client header', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/ebsn/api/auth/test',
      headers: { 'x-ebsn-session': token },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: '/ebsn/api/registration-disclaimer/list' })).statusCode,
    ).toBe(200);
  });

  it('is checked before the session: a cross-site request with a dead token gets 403, not 419', async () => {
    refused(
      await t.inject({
        method: 'POST',
        url: '/ebsn/api/auth/logout',
        headers: { 'x-ebsn-session': 'C'.repeat(43) },
      }),
    );
  });
});
