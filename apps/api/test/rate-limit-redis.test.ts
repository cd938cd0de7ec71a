import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { call, client } from './helpers/accounts.js';

// Two instances of the shop sharing one Redis (docs/architecture.md "Scale-out"): the per-IP limit of the
// calls that send mail holds across them. Runs where TEST_REDIS_URL names a Redis (CI does).
const REDIS = process.env.TEST_REDIS_URL;

describe.skipIf(!REDIS)('per-IP limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: { REDIS_URL: REDIS! } });
    b = await createTestApp({ env: { REDIS_URL: REDIS! } });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  // A fresh address per run: Redis keeps counts between runs for the 10-minute window.
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const resend = (t: TestApp) =>
    call(t, 'GET', 'registration/registration_resend_email?e_mail=nessuno@example.com', {
      headers: client(ip),
    });

  it('answers 429 on the 11th request of an address, wherever the requests landed', async () => {
    for (let i = 0; i < 5; i++) expect((await resend(a)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await resend(b)).status).toBe(200);
    const refused = await resend(a);
    expect(refused.status).toBe(429);
    expect(refused.body.response.errorsMessage[0].message).toBe(
      'Troppi tentativi, riprova tra qualche minuto.',
    );
  });

  it('counts other addresses apart', async () => {
    const other = await call(b, 'GET', 'registration/registration_resend_email?e_mail=nessuno@example.com', {
      headers: client(`10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`),
    });
    expect(other.status).toBe(200);
  });
});
