import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.js';
import { useTestApp } from './helpers/setup.js';
import { devOutboxState, outboxMailer } from '../src/modules/mail/index.js';
import { loadConfig } from '../src/config.js';
import { fixedClock } from '../src/lib/clock.js';

const t = useTestApp();
beforeAll(async () => {
  const mailer = outboxMailer(fixedClock('2026-11-23T10:00:00Z'));
  await mailer.send(t.db, {
    to: 'prova@example.com',
    subject: 'Oggetto <b>grassetto</b>',
    text: 'Il tuo codice di accesso Spesa è 123456. Vale 10 minuti.',
    html: '<p>x</p>',
  });
});

describe('development outbox and API description', () => {
  it('shows the latest mails as an Italian page, escaped', async () => {
    const res = await t.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="it">');
    expect(res.body).toContain('Posta in uscita');
    expect(res.body).toContain('Il tuo codice di accesso Spesa è 123456. Vale 10 minuti.');
    expect(res.body).toContain('Oggetto &#60;b&#62;grassetto&#60;/b&#62;');
    expect(res.body).not.toContain('<b>grassetto</b>');
  });

  it('answers the same as JSON', async () => {
    const res = await t.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(res.json().mails[0]).toMatchObject({
      to: 'prova@example.com',
      text: expect.stringContaining('123456'),
    });
  });

  it('exists in production too when mails are not sent and the shop listens on this machine only', async () => {
    const local = await createTestApp({ env: { NODE_ENV: 'production', HOST: '127.0.0.1' } });
    try {
      expect((await local.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(200);
      expect((await local.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });

  it.each([
    ['listening on every address', { HOST: '0.0.0.0' }],
    ['listening on a public address', { HOST: '192.0.2.10' }],
    ['sending mails over SMTP', { SMTP_URL: 'smtp://mail.example:587' }],
  ])('does not exist when %s', async (_name, env) => {
    const shop = await createTestApp({
      env: { NODE_ENV: 'production', PAYMENT_TEST_SECRET: 'un-segreto-di-prova-lungo', ...env },
    });
    try {
      expect((await shop.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await shop.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
    } finally {
      await shop.close();
    }
  });

  it('says at start where the outbox is, or why it is off', () => {
    const state = (env: Record<string, string>) => devOutboxState(loadConfig(env));
    expect(state({})).toEqual({ on: true });
    expect(state({ HOST: 'localhost' })).toEqual({ on: true });
    expect(state({ HOST: '::1' })).toEqual({ on: true });
    expect(state({ HOST: '0.0.0.0' })).toMatchObject({ on: false, why: expect.stringContaining('0.0.0.0') });
    expect(state({ HOST: '::' })).toMatchObject({ on: false });
    expect(state({ SMTP_URL: 'smtp://mail.example:587' })).toMatchObject({ on: false, why: expect.stringContaining('SMTP_URL') });
  });

  it('the account calls are in the OpenAPI description', async () => {
    const paths = Object.keys((await t.inject({ method: 'GET', url: '/ebsn/api/docs/json' })).json().paths);
    for (const p of [
      'auth/login',
      'auth/test',
      'registration/register_user',
      'registration/user_anonymize',
      'user-person-fiscal/list',
      'registration-disclaimer/list',
    ]) {
      expect(paths).toContain(`/ebsn/api/${p}`);
    }
  });
});
