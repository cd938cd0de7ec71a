import { describe, expect, it } from 'vitest';
import { STATUS_MFA_REQUIRED } from '@spesa/domain';
import {
  DEMO,
  MINUTE,
  call,
  client,
  codeIn,
  errorCode,
  errorText,
  infoText,
  lastMail,
  login,
  mailsTo,
  mutableClock,
  session,
} from './helpers/accounts.js';
import { useTestApp } from './helpers/setup.js';

const clock = mutableClock();
const t = useTestApp({ clock });

describe('POST auth/login', () => {
  it('takes the username trimmed and case-insensitive', async () => {
    const res = await login(
      t,
      { login: '  Mario.Rossi@Example.COM ', password: DEMO.password },
      client('198.51.100.20'),
    );
    expect(res.body.response.status).toBe(0);
    expect(res.body.data.user.email).toBe(DEMO.mario);
  });

  it('accepts the camelCase names of the add-to-cart flow', async () => {
    const res = await login(
      t,
      { email: DEMO.mario, password: DEMO.password, rememberMe: 'true' },
      client('198.51.100.20'),
    );
    expect(res.body.response.status).toBe(0);
    expect(res.cookies[0].maxAge).toBeGreaterThan(0);
  });

  it('answers the business customer as user type 2', async () => {
    const res = await login(t, { login: DEMO.ristorante, password: DEMO.password }, client('198.51.100.20'));
    expect(res.body.data.user).toMatchObject({
      userType: { userTypeId: '2' },
      fidelityCard: null,
      profile: { level: 2 },
    });
  });

  it('asks for the e-mail and the password with the form texts', async () => {
    const noLogin = await login(t, { login: ' ', password: 'x' });
    expect(noLogin.status).toBe(400);
    expect(errorText(noLogin)).toBe("Digitare l'e-mail");
    const noPassword = await login(t, { login: DEMO.mario, password: '' });
    expect(errorText(noPassword)).toBe('Digitare la password');
  });

  it('says Credenziali Errate alike for a wrong password and an unknown account', async () => {
    const wrong = await login(t, { login: DEMO.mario, password: 'sbagliata-123' }, client('198.51.100.21'));
    const unknown = await login(
      t,
      { login: 'nessuno@example.com', password: 'sbagliata-123' },
      client('198.51.100.21'),
    );
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(200);
      expect(res.body.response.status).toBe(1);
      expect(errorText(res)).toBe('Credenziali Errate');
      expect(res.cookies).toHaveLength(0);
    }
    expect(wrong.body).toEqual(unknown.body);
  });

  it('spends the same password work on unknown accounts (no timing oracle)', async () => {
    const time = async (loginName: string) => {
      const start = performance.now();
      for (let i = 0; i < 3; i++)
        await login(t, { login: loginName, password: `x-${i}-wrong` }, client(`198.51.100.3${i}`));
      return performance.now() - start;
    };
    clock.advance(16 * MINUTE);
    const known = await time(DEMO.giulia);
    const unknown = await time('sconosciuto@example.com');
    // Both run one scrypt per attempt; an early return for unknown users would be many times faster.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });
});

describe('login rate limits', () => {
  it('after 5 failures on one account, asks everyone for the e-mailed code too: the owner gets in, a guesser learns nothing', async () => {
    clock.advance(16 * MINUTE);
    for (let i = 0; i < 5; i++) {
      const res = await login(
        t,
        { login: DEMO.ristorante, password: `sbagliata-${i}` },
        client(`192.0.2.${i + 1}`),
      );
      expect(errorText(res)).toBe('Credenziali Errate');
    }
    const mailsBefore = (await mailsTo(t, DEMO.ristorante)).length;
    // A further wrong guess and the right password get the same answer...
    const guess = await login(t, { login: DEMO.ristorante, password: 'ancora-sbagliata' }, client('192.0.2.98'));
    const owner = await login(t, { login: DEMO.ristorante, password: DEMO.password }, client('192.0.2.99'));
    expect(owner.status).toBe(200);
    expect(owner.body.response.status).toBe(STATUS_MFA_REQUIRED);
    expect(guess.body).toEqual(owner.body);
    expect(infoText(owner)).toContain('serve anche un codice');
    // ...but only the right password mails a code, and with it the owner is in.
    expect((await mailsTo(t, DEMO.ristorante)).length).toBe(mailsBefore + 1);
    const code = codeIn((await lastMail(t, DEMO.ristorante)).text);
    const wrongCode = await login(
      t,
      { login: DEMO.ristorante, password: 'ancora-sbagliata', mfa_pin: code },
      session(guess.token),
    );
    expect(errorCode(wrongCode)).toBe('MFA_CODE_INVALID');
    const done = await login(
      t,
      { login: DEMO.ristorante, password: DEMO.password, mfa_pin: code },
      session(owner.token),
    );
    expect(done.body.response.status).toBe(0);
    expect(done.body.data.user.email).toBe(DEMO.ristorante);
    // The success cleared the failures: the next login needs no code.
    expect(
      (await login(t, { login: DEMO.ristorante, password: DEMO.password }, client('192.0.2.99'))).body.response
        .status,
    ).toBe(0);
  });

  it('answers an unknown account over the limit exactly like a known one (no code is sent)', async () => {
    clock.advance(16 * MINUTE);
    for (let i = 0; i < 5; i++)
      await login(
        t,
        { login: 'fantasma@example.com', password: `x-${i}-wrong` },
        client(`192.0.2.${i + 10}`),
      );
    const guarded = await login(t, { login: 'fantasma@example.com', password: 'x' }, client('192.0.2.50'));
    expect(guarded.body.response.status).toBe(STATUS_MFA_REQUIRED);
    expect(infoText(guarded)).toContain('serve anche un codice');
    expect(await mailsTo(t, 'fantasma@example.com')).toHaveLength(0);
  });

  it('answers 429 after 20 failures from one address, whatever the accounts', async () => {
    clock.advance(16 * MINUTE);
    const ip = '203.0.113.200';
    for (let i = 0; i < 20; i++) {
      const res = await login(t, { login: `utente${i}@example.com`, password: 'Sbagliata-1' }, client(ip));
      expect(res.status).toBe(200);
    }
    const blocked = await login(t, { login: DEMO.mario, password: DEMO.password }, client(ip));
    expect(blocked.status).toBe(429);
    expect(
      (await login(t, { login: DEMO.mario, password: DEMO.password }, client('203.0.113.201'))).body.response
        .status,
    ).toBe(0);
  });

  it('a successful login clears the account failures', async () => {
    clock.advance(16 * MINUTE);
    for (let i = 0; i < 4; i++)
      await login(t, { login: DEMO.mario, password: `no-${i}-pass` }, client(`192.0.2.${60 + i}`));
    expect(
      (await login(t, { login: DEMO.mario, password: DEMO.password }, client('192.0.2.70'))).body.response
        .status,
    ).toBe(0);
    for (let i = 0; i < 4; i++)
      await login(t, { login: DEMO.mario, password: `no-${i}-pass` }, client(`192.0.2.${80 + i}`));
    expect(
      (await login(t, { login: DEMO.mario, password: DEMO.password }, client('192.0.2.90'))).body.response
        .status,
    ).toBe(0);
  });
});

describe('auth/logout', () => {
  it('answers the visitor and works without a session', async () => {
    const res = await call(t, 'POST', 'auth/logout');
    expect(res.body).toMatchObject({ response: { status: 0 }, data: { user: { userId: -1 }, cartId: null } });
  });
});
