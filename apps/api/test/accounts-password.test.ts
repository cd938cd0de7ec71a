import { describe, expect, it } from 'vitest';
import {
  authTest,
  call,
  client,
  errorCode,
  errorText,
  lastMail,
  linkParam,
  login,
  loginToken,
  mailsTo,
  mutableClock,
  queryString as q,
  session,
  infoText,
} from './helpers/accounts.js';
import { freshAccounts, useTestApp } from './helpers/setup.js';

const clock = mutableClock();
const t = useTestApp({ clock });

const PASSWORD = 'Pane-e-Burro-42';
const fresh = freshAccounts(t, '10.3.0.');
const requestReset = (params: Record<string, string>, ip = '10.4.0.1') =>
  call(t, 'GET', `registration/password_reset_token_request?${q(params)}`, { headers: client(ip) });
const me = authTest(t);

describe('password reset', () => {
  it('answers the same whether or not the e-mail or fiscal code belong to an account', async () => {
    const mail = await fresh();
    const known = await requestReset({ e_mail: mail });
    const unknown = await requestReset({ e_mail: 'nessuno@example.com' });
    const wrongCode = await requestReset({ e_mail: mail, fiscal_code: 'VRDLCU75C15L219T' });
    const byLogin = await requestReset({ login: 'altro-nessuno@example.com' });
    for (const res of [unknown, wrongCode, byLogin]) {
      expect(res.status).toBe(known.status);
      expect(res.body).toEqual(known.body);
    }
    expect(infoText(known)).toMatch(/Se i dati inseriti corrispondono/);
    expect((await mailsTo(t, mail)).filter((m) => m.subject.includes('Reimposta'))).toHaveLength(1);
    expect(await mailsTo(t, 'nessuno@example.com')).toHaveLength(0);
  });

  it('checks and uses a link once, sets the password, ends every session', async () => {
    const mail = await fresh();
    const token = await loginToken(t, mail, PASSWORD, '10.4.1.1');
    await requestReset({ e_mail: mail, fiscal_code: 'rssmra80a01h501u' });
    const reset = linkParam((await lastMail(t, mail)).text, 'reset_token');
    expect(
      (
        await call(
          t,
          'GET',
          `registration/password_reset_token_check?${q({ e_mail: mail, reset_token: reset })}`,
        )
      ).body.data,
    ).toEqual({ valid: true });
    const weak = await call(
      t,
      'GET',
      `registration/password_reset?${q({ e_mail: mail, reset_token: reset, password: '12345678' })}`,
    );
    expect(weak.status).toBe(400);
    const done = await call(
      t,
      'GET',
      `registration/password_reset?${q({ e_mail: mail, reset_token: reset, password: 'Nuova-Password-7' })}`,
    );
    expect(done.body.response.status).toBe(0);
    expect((await me(token)).status).toBe(419);
    expect(errorText(await login(t, { login: mail, password: PASSWORD }, client('10.4.1.2')))).toBe(
      'Credenziali Errate',
    );
    expect(
      (await login(t, { login: mail, password: 'Nuova-Password-7' }, client('10.4.1.2'))).body.response
        .status,
    ).toBe(0);
    const reuse = await call(
      t,
      'GET',
      `registration/password_reset?${q({ e_mail: mail, reset_token: reset, password: 'Altra-Password-8' })}`,
    );
    expect(errorCode(reuse)).toBe('INVALID_TOKEN');
    expect(
      errorCode(
        await call(
          t,
          'GET',
          `registration/password_reset_token_check?${q({ e_mail: mail, reset_token: reset })}`,
        ),
      ),
    ).toBe('INVALID_TOKEN');
  });

  it('refuses a link after 1 hour, for another address, or once a newer one was sent', async () => {
    const mail = await fresh();
    await requestReset({ e_mail: mail });
    const first = linkParam((await lastMail(t, mail)).text, 'reset_token');
    expect(
      errorCode(
        await call(
          t,
          'GET',
          `registration/password_reset_token_check?${q({ e_mail: 'mario.rossi@example.com', reset_token: first })}`,
        ),
      ),
    ).toBe('INVALID_TOKEN');
    await requestReset({ e_mail: mail });
    const second = linkParam((await lastMail(t, mail)).text, 'reset_token');
    expect(
      errorCode(
        await call(
          t,
          'GET',
          `registration/password_reset_token_check?${q({ e_mail: mail, reset_token: first })}`,
        ),
      ),
    ).toBe('INVALID_TOKEN');
    clock.advance(3_600_000 + 1000);
    expect(
      errorCode(
        await call(
          t,
          'GET',
          `registration/password_reset_token_check?${q({ login: mail, reset_token: second })}`,
        ),
      ),
    ).toBe('INVALID_TOKEN');
  });

  it('sends at most 5 reset mails an hour to one account, silently', async () => {
    const mail = await fresh();
    for (let i = 0; i < 7; i++)
      expect((await requestReset({ e_mail: mail }, `10.4.2.${i}`)).body.response.status).toBe(0);
    expect((await mailsTo(t, mail)).filter((m) => m.subject.includes('Reimposta'))).toHaveLength(5);
  });
});

describe('GET registration/update_password', () => {
  it('checks the old password, keeps this session and ends the others', async () => {
    const mail = await fresh();
    const mine = await loginToken(t, mail, PASSWORD, '10.5.0.1');
    const other = await loginToken(t, mail, PASSWORD, '10.5.0.2');
    const wrong = await call(
      t,
      'GET',
      `registration/update_password?${q({ old_password: 'non-lei-123', new_password: 'Nuova-Password-7' })}`,
      { headers: session(mine) },
    );
    expect(errorCode(wrong)).toBe('WRONG_PASSWORD');
    const weak = await call(
      t,
      'GET',
      `registration/update_password?${q({ old_password: PASSWORD, new_password: mail })}`,
      { headers: session(mine) },
    );
    expect(weak.status).toBe(400);
    const ok = await call(
      t,
      'GET',
      `registration/update_password?${q({ old_password: PASSWORD, new_password: 'Nuova-Password-7' })}`,
      { headers: session(mine) },
    );
    expect(ok.body.response.status).toBe(0);
    expect((await me(mine)).body.data.user.email).toBe(mail);
    expect((await me(other)).status).toBe(419);
    expect((await lastMail(t, mail)).subject).toBe('La tua password Spesa è stata modificata');
  });

  it('needs a login', async () => {
    const res = await call(
      t,
      'GET',
      `registration/update_password?${q({ old_password: 'a', new_password: 'b' })}`,
    );
    expect(res.status).toBe(200);
    expect(errorCode(res)).toBe('NOT_LOGGED_IN');
  });
});
