import { beforeEach, describe, expect, it } from 'vitest';
import { STATUS_MFA_REQUIRED } from '@spesa/domain';
import {
  DEMO,
  MINUTE,
  authTest,
  call,
  client,
  codeIn,
  errorCode,
  errorText,
  lastMail,
  login,
  mailsTo,
  mutableClock,
  session,
  infoText,
} from './helpers/accounts.js';
import { useTestApp } from './helpers/setup.js';

const clock = mutableClock();
const t = useTestApp({ clock });
// Each test starts outside the previous one's windows (code cap, resend countdown).
beforeEach(() => clock.advance(16 * MINUTE));

const creds = { login: DEMO.giulia, password: DEMO.password };
const me = authTest(t);

/** First step: credentials; answers the pre-login token and the e-mailed code. */
async function startAttempt(ip = '198.51.100.50') {
  const res = await login(t, creds, client(ip));
  expect(res.body.response.status).toBe(STATUS_MFA_REQUIRED);
  const code = codeIn((await lastMail(t, DEMO.giulia)).text);
  return { token: res.token!, code, res };
}

const submit = (token: string, pin: string, extra: Record<string, string> = {}) =>
  login(t, { ...creds, mfa_pin: pin, ...extra }, session(token));

describe('login with an e-mailed code', () => {
  it('answers status 4, e-mails a 6-digit code valid 10 minutes, and is not logged in yet', async () => {
    const { token, code, res } = await startAttempt();
    expect(infoText(res)).toMatch(/e-mail di registrazione.*spam/);
    expect(res.body.data).toEqual({ mfa: { required: true, resendAfterSeconds: 180 } });
    expect(code).toMatch(/^\d{6}$/);
    expect((await lastMail(t, DEMO.giulia)).text).toContain(
      `Il tuo codice di accesso Spesa è ${code}. Vale 10 minuti.`,
    );
    expect((await me(token)).body.data.user.userId).toBe(-1);
  });

  it('logs in with the code and a new token (the pre-login one gives nothing)', async () => {
    const { token, code } = await startAttempt();
    const done = await submit(token, code);
    expect(done.body.response.status).toBe(0);
    expect(done.body.data.user.email).toBe(DEMO.giulia);
    expect(done.token).not.toBe(token);
    expect((await me(done.token)).body.data.user.email).toBe(DEMO.giulia);
    expect((await me(token)).body.data.user.userId).toBe(-1);
  });

  it('refuses a code used twice', async () => {
    const { token, code } = await startAttempt();
    expect((await submit(token, code)).body.response.status).toBe(0);
    const again = await submit(token, code);
    expect(again.body.response.status).toBe(1);
    expect(errorCode(again)).toBe('MFA_CODE_INVALID');
  });

  it('refuses a code older than 10 minutes', async () => {
    const { token, code } = await startAttempt();
    clock.advance(10 * MINUTE + 1000);
    const res = await submit(token, code);
    expect(errorCode(res)).toBe('MFA_CODE_EXPIRED');
    expect(errorText(res)).toBe('Il codice è scaduto: richiedine uno nuovo.');
  });

  it('refuses the code of another login attempt', async () => {
    const a = await startAttempt('198.51.100.61');
    const b = await startAttempt('198.51.100.62');
    expect(a.token).not.toBe(b.token);
    expect(errorCode(await submit(b.token, a.code))).toBe('MFA_CODE_INVALID');
    expect(errorCode(await submit(a.token, a.code === b.code ? '000000' : b.code))).toMatch(
      /MFA_CODE_INVALID|MFA_LOCKED/,
    );
    expect((await submit(b.token, b.code)).body.response.status).toBe(0);
  });

  it('refuses a code without the attempt it belongs to', async () => {
    const { code } = await startAttempt();
    expect(errorCode(await login(t, { ...creds, mfa_pin: code }))).toBe('MFA_CODE_INVALID');
  });

  it('locks the code after 5 wrong tries: the 6th fails even when right; a new login sends a new code', async () => {
    const { token, code } = await startAttempt();
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 1; i <= 4; i++) {
      const res = await submit(token, wrong);
      expect(errorCode(res)).toBe('MFA_CODE_INVALID');
      expect(errorText(res)).toContain(`Tentativi rimasti: ${5 - i}`);
    }
    expect(errorCode(await submit(token, wrong))).toBe('MFA_LOCKED');
    expect(errorCode(await submit(token, code))).toBe('MFA_LOCKED');
    const fresh = await login(t, creds, session(token));
    expect(fresh.body.response.status).toBe(STATUS_MFA_REQUIRED);
    const newCode = codeIn((await lastMail(t, DEMO.giulia)).text);
    expect((await submit(token, newCode)).body.response.status).toBe(0);
  });

  it('checks the password again on the code step', async () => {
    const { token, code } = await startAttempt();
    const res = await login(
      t,
      { login: DEMO.giulia, password: 'Sbagliata-99', mfa_pin: code },
      session(token),
    );
    expect(errorText(res)).toBe('Credenziali Errate');
  });
});

describe('resending the code', () => {
  it('refuses a resend before 180 s with the seconds left', async () => {
    const { token } = await startAttempt();
    clock.advance(60_000);
    const res = await login(t, { ...creds, resend_mfa_pin: 'true' }, session(token));
    expect(res.body.response.status).toBe(1);
    expect(errorCode(res)).toBe('MFA_RESEND_TOO_SOON');
    expect(errorText(res)).toBe('Potrai richiedere un nuovo codice tra 120 secondi.');
    expect(res.body.data).toEqual({ mfa: { required: true, resendAfterSeconds: 120 } });
  });

  it('after 180 s sends a new code that replaces the old one', async () => {
    const { token, code } = await startAttempt();
    const before = (await mailsTo(t, DEMO.giulia)).length;
    clock.advance(181_000);
    const res = await login(t, { ...creds, resend_mfa_pin: 'true' }, session(token));
    expect(res.body.response.status).toBe(STATUS_MFA_REQUIRED);
    expect((await mailsTo(t, DEMO.giulia)).length).toBe(before + 1);
    const newCode = codeIn((await lastMail(t, DEMO.giulia)).text);
    if (newCode !== code) expect(errorCode(await submit(token, code))).toBe('MFA_CODE_INVALID');
    expect((await submit(token, newCode)).body.response.status).toBe(0);
  });

  it('does not mail a second code when the credentials are sent again', async () => {
    const { token } = await startAttempt();
    const before = (await mailsTo(t, DEMO.giulia)).length;
    clock.advance(30_000);
    const again = await login(t, creds, session(token));
    expect(again.body.response.status).toBe(STATUS_MFA_REQUIRED);
    expect(again.body.data.mfa.resendAfterSeconds).toBe(150);
    expect((await mailsTo(t, DEMO.giulia)).length).toBe(before);
  });

  it('caps new codes at 5 per account in 15 minutes (429)', async () => {
    for (let i = 0; i < 5; i++) await startAttempt(`198.51.100.${70 + i}`);
    const res = await login(t, creds, client('198.51.100.80'));
    expect(res.status).toBe(429);
    expect(errorCode(res)).toBe('RATE_LIMITED');
  });
});

describe('turning the code step on and off', () => {
  it('update_mfa switches it for the account, mfa_enabled reports it, a notice is e-mailed', async () => {
    const ip = '198.51.100.90';
    const token = (await login(t, { login: DEMO.mario, password: DEMO.password }, client(ip))).token!;
    expect((await call(t, 'GET', 'registration/mfa_enabled', { headers: session(token) })).body.data).toEqual(
      { enabled: false },
    );
    expect(
      (await call(t, 'POST', 'registration/update_mfa', { headers: session(token), body: { enabled: true } }))
        .body.data,
    ).toEqual({ enabled: true });
    expect((await lastMail(t, DEMO.mario)).subject).toBe('Verifica in due passaggi');
    expect(
      (await login(t, { login: DEMO.mario, password: DEMO.password }, client(ip))).body.response.status,
    ).toBe(STATUS_MFA_REQUIRED);
    await call(t, 'POST', 'registration/update_mfa', { headers: session(token), body: { enabled: 'false' } });
    expect(
      (await login(t, { login: DEMO.mario, password: DEMO.password }, client(ip))).body.response.status,
    ).toBe(0);
  });
});
