import { describe, expect, it } from 'vitest';
import {
  call,
  client,
  errorCode,
  errorText,
  lastMail,
  linkParam,
  login,
  mailsTo,
  mutableClock,
  registration,
  infoText,
} from './helpers/accounts.js';
import { registrations, useTestApp } from './helpers/setup.js';

const clock = mutableClock();
const t = useTestApp({ clock });

const { register, email } = registrations(t);
const confirm = (e_mail: string, code: string) =>
  call(
    t,
    'GET',
    `registration/registration_confirm?${new URLSearchParams({ e_mail, reg_control_code: code })}`,
  );

describe('registration-disclaimer/list', () => {
  it('lists the consent texts of store 5, module type 2, terms and privacy required', async () => {
    const res = await call<{
      registrationDisclaimers: Array<{ code: string; required: boolean; version: number }>;
    }>(t, 'GET', 'registration-disclaimer/list');
    const list = res.body.data.registrationDisclaimers;
    expect(list.map((d) => d.code)).toEqual([
      'TERMS_OF_SALE',
      'PRIVACY',
      'LOYALTY',
      'MARKETING',
      'PROFILING',
    ]);
    expect(list.filter((d) => d.required).map((d) => d.code)).toEqual(['TERMS_OF_SALE', 'PRIVACY']);
    expect((await call(t, 'GET', 'registration-disclaimer/list?store_id=99')).body.data).toEqual({
      registrationDisclaimers: [],
    });
  });
});

describe('POST registration/register_user', () => {
  it('registers a private customer unconfirmed, e-mails a 48-hour code, and records each consent', async () => {
    const mail = email();
    const res = await register(registration(mail));
    expect(res.body.response.status).toBe(0);
    expect(res.body.data).toMatchObject({ email: mail, confirmationRequired: true });
    expect(infoText(res)).toContain(mail);
    const sent = await lastMail(t, mail);
    expect(sent.subject).toBe('Conferma la tua registrazione a Spesa');
    expect(linkParam(sent.text, 'reg_control_code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const consents = await t.db.kysely
      .selectFrom('user_disclaimer')
      .selectAll()
      .where('user_id', '=', res.body.data.userId)
      .orderBy('registration_disclaimer_id')
      .execute();
    expect(consents.map((c) => [c.registration_disclaimer_id, c.accepted, c.source])).toEqual([
      [1, 1, 'registration'],
      [2, 1, 'registration'],
      [4, 0, 'registration'],
    ]);
    expect(consents[0].recorded_at).toBe(clock.now().toISOString());
  });

  it('refuses login before confirmation with a coded error; confirmation is single use', async () => {
    const mail = email();
    await register(registration(mail));
    const early = await login(t, { login: mail, password: 'Pane-e-Burro-42' }, client('10.2.0.1'));
    expect(errorCode(early)).toBe('ACCOUNT_NOT_CONFIRMED');
    expect(errorText(early)).toMatch(/conferma/);
    const code = linkParam((await lastMail(t, mail)).text, 'reg_control_code');
    expect(errorCode(await confirm('altro@example.com', code))).toBe('INVALID_TOKEN');
    expect((await confirm(mail.toUpperCase(), code)).body.response.status).toBe(0);
    expect(errorCode(await confirm(mail, code))).toBe('INVALID_TOKEN');
    expect(
      (await login(t, { login: mail, password: 'Pane-e-Burro-42' }, client('10.2.0.1'))).body.response.status,
    ).toBe(0);
  });

  it('confirmation codes expire after 48 hours; a resend replaces the code', async () => {
    const mail = email();
    await register(registration(mail));
    const old = linkParam((await lastMail(t, mail)).text, 'reg_control_code');
    clock.advance(48 * 3_600_000 + 1000);
    expect(errorCode(await confirm(mail, old))).toBe('INVALID_TOKEN');
    const resend = await call(t, 'GET', `registration/registration_resend_email?e_mail=${mail}`);
    expect(resend.body.response.status).toBe(0);
    const fresh = linkParam((await lastMail(t, mail)).text, 'reg_control_code');
    expect(fresh).not.toBe(old);
    expect((await confirm(mail, fresh)).body.response.status).toBe(0);
  });

  it('answers a resend the same for unknown, confirmed and unconfirmed addresses', async () => {
    const answers = await Promise.all(
      ['nessuno@example.com', 'mario.rossi@example.com'].map((m) =>
        call(t, 'GET', `registration/registration_resend_email?e_mail=${m}`),
      ),
    );
    expect(answers[0].body).toEqual(answers[1].body);
    expect(await mailsTo(t, 'nessuno@example.com')).toHaveLength(0);
  });

  it('says the e-mail is already registered, whatever its case', async () => {
    const res = await register(registration('Mario.Rossi@example.com'));
    expect(errorCode(res)).toBe('EMAIL_ALREADY_REGISTERED');
    expect(errorText(res)).toBe('Indirizzo e-mail già registrato');
  });

  it('refuses a PEC address as username', async () => {
    const res = await register(registration('mario@pec.it'));
    expect(res.status).toBe(400);
    expect(res.body.response.errors[0]).toMatchObject({
      field: 'email',
      error: 'Non è possibile usare un indirizzo PEC come nome utente',
    });
  });

  it.each([
    ['Corto1!', 'almeno 8 caratteri'],
    ['password123', 'troppo facile da indovinare'],
    ['Juventus1', 'troppo facile da indovinare'],
    ['        ', 'troppo facile da indovinare'],
    ['abcdefgh', 'troppo facile da indovinare'],
  ])('refuses the password %j', async (password, message) => {
    const res = await register(registration(email(), { password }));
    expect(res.status).toBe(400);
    expect(res.body.response.errors[0].field).toBe('password');
    expect(errorText(res)).toContain(message);
  });

  it('refuses a password equal to the e-mail', async () => {
    const mail = email();
    const res = await register(registration(mail, { password: mail }));
    expect(errorText(res)).toBe("La password non può essere uguale all'indirizzo e-mail");
  });

  it('requires terms of sale and privacy to be accepted', async () => {
    const noTerms = await register(
      registration(email(), { disclaimers: [{ registrationDisclaimerId: 2, value: true }] }),
    );
    expect(errorCode(noTerms)).toBe('REQUIRED_CONSENT');
    expect(noTerms.body.response.errors[0].field).toBe('disclaimers.1');
    expect(errorText(noTerms)).toBe('È obbligatorio accettare questo consenso per procedere');
    const refused = await register(
      registration(email(), {
        disclaimers: [
          { registrationDisclaimerId: 1, value: true },
          { registrationDisclaimerId: 2, value: false },
        ],
      }),
    );
    expect(refused.body.response.errors[0].field).toBe('disclaimers.2');
  });
});

describe('per-address limit', () => {
  it('answers 429 after 10 registrations from one address in 10 minutes', async () => {
    const headers = client('10.9.9.9');
    for (let i = 0; i < 10; i++)
      await call(t, 'POST', 'registration/register_user', {
        body: registration(email(), { password: 'x' }),
        headers,
      });
    const res = await call(t, 'POST', 'registration/register_user', { body: registration(email()), headers });
    expect(res.status).toBe(429);
    expect(errorCode(res)).toBe('RATE_LIMITED');
  });
});
