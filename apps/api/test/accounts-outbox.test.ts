import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.js';
import { useTestApp } from './helpers/setup.js';
import { outboxMailer } from '../src/modules/mail/index.js';
import { fixedClock } from '../src/lib/clock.js';

const t = useTestApp();
beforeAll(async () => {
  const mailer = outboxMailer(t.db, fixedClock('2026-11-23T10:00:00Z'));
  await mailer.send({
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

  it('does not exist in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await prod.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await prod.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
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
