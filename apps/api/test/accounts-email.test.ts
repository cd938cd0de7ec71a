import { describe, expect, it } from 'vitest';
import {
  DEMO,
  authTest,
  call,
  client,
  errorCode,
  errorText,
  lastMail,
  linkParam,
  login,
  loginToken,
  mutableClock,
  queryString as q,
  session,
} from './helpers/accounts.js';
import { freshAccounts, useTestApp } from './helpers/setup.js';

const clock = mutableClock();
const t = useTestApp({ clock });

const PASSWORD = 'Pane-e-Burro-42';
const fresh = freshAccounts(t, '10.3.0.');
const me = authTest(t);

describe('changing the e-mail', () => {
  it('mails the new address, confirms from its link, and ends every session', async () => {
    const mail = await fresh();
    const token = await loginToken(t, mail, PASSWORD, '10.6.0.1');
    const other = await loginToken(t, mail, PASSWORD, '10.6.0.2');
    const newMail = `nuovo-${mail}`;
    const req = await call(
      t,
      'GET',
      `registration/update_email_request?${q({ new_email: newMail.toUpperCase() })}`,
      { headers: session(token) },
    );
    expect(req.body.response.status).toBe(0);
    const link = linkParam((await lastMail(t, newMail)).text, 'token');
    expect((await lastMail(t, mail)).subject).toBe("Richiesta di modifica dell'indirizzo e-mail");
    const done = await call(t, 'GET', `registration/update_email?${q({ token: link })}`, {
      headers: session(token),
    });
    expect(done.body.response.status).toBe(0);
    expect(done.cookies.find((c) => c.name === 'spesa_session')?.value ?? '').toBe('');
    expect((await me(token)).status).toBe(419);
    expect((await me(other)).status).toBe(419);
    expect(
      (await login(t, { login: newMail, password: PASSWORD }, client('10.6.0.3'))).body.response.status,
    ).toBe(0);
    expect(errorText(await login(t, { login: mail, password: PASSWORD }, client('10.6.0.3')))).toBe(
      'Credenziali Errate',
    );
    expect(errorCode(await call(t, 'GET', `registration/update_email?${q({ token: link })}`))).toBe(
      'INVALID_TOKEN',
    );
  });

  it('refuses an address already registered, a PEC, or the same address', async () => {
    const mail = await fresh();
    const token = await loginToken(t, mail, PASSWORD, '10.6.1.1');
    const ask = (new_email: string) =>
      call(t, 'GET', `registration/update_email_request?${q({ new_email })}`, { headers: session(token) });
    expect(errorCode(await ask(DEMO.mario))).toBe('EMAIL_ALREADY_REGISTERED');
    expect((await ask('io@legalmail.it')).status).toBe(400);
    expect(errorCode(await ask(mail))).toBe('SAME_EMAIL');
  });
});

describe('POST registration/update_username', () => {
  it('keeps the username (the e-mail): the same one is accepted, another refused', async () => {
    const token = await loginToken(t, DEMO.mario, DEMO.password, '10.7.0.1');
    expect(
      (
        await call(t, 'POST', 'registration/update_username', {
          headers: session(token),
          body: { username: DEMO.mario },
        })
      ).body.response.status,
    ).toBe(0);
    const other = await call(t, 'POST', 'registration/update_username', {
      headers: session(token),
      body: { username: 'altro@example.com' },
    });
    expect(errorCode(other)).toBe('USERNAME_IMMUTABLE');
  });
});
