import { describe, expect, it } from 'vitest';
import {
  call,
  client,
  errorCode,
  errorText,
  lastMail,
  linkParam,
  login,
  loginToken,
  registerConfirmed,
  session,
} from './helpers/accounts.js';
import { AnonymizeService } from '../src/modules/accounts/anonymize.service.js';
import { inTransaction } from '../src/db/transaction.js';
import { outboxMailer } from '../src/modules/mail/index.js';
import { fixedClock } from '../src/lib/clock.js';
import { useTestApp } from './helpers/setup.js';

const t = useTestApp();

const EMAIL = 'francesca.neri@example.com';
const PASSWORD = 'Pane-e-Burro-42';
// Every piece of personal data the account is given below.
const PERSONAL = [
  EMAIL,
  'Francesca',
  'Neri',
  'NRIFNC90D52F839N',
  '3201234567',
  'Via Toledo',
  'Napoli',
  '80134',
  '12/04/1990',
  'Neri Consulting',
  '09876543217',
  'neri@pec.it',
];
const SHOP_TABLES = [
  'user_account',
  'user_person_info',
  'user_person_fiscal',
  'user_disclaimer',
  'session',
  'login_challenge',
  'login_attempt',
  'account_token',
  'mail_outbox',
] as const;

async function fullAccount(): Promise<{ userId: number; tokens: string[] }> {
  const userId = await registerConfirmed(t, EMAIL, {
    firstName: 'Francesca',
    lastName: 'Neri',
    fiscalCode: 'NRIFNC90D52F839N',
    cardCode: '2700000000038',
    billingAddress: {
      address1: 'Via Toledo',
      addressNumber: '10',
      city: 'Napoli',
      province: 'NA',
      postalcode: '80134',
    },
    disclaimers: [1, 2, 3, 4].map((id) => ({ registrationDisclaimerId: id, value: true })),
  });
  const tokens = [
    await loginToken(t, EMAIL, PASSWORD, '10.8.0.1'),
    await loginToken(t, EMAIL, PASSWORD, '10.8.0.2'),
  ];
  const as = { headers: session(tokens[0]) };
  await call(t, 'POST', 'registration/update_person_info', {
    ...as,
    body: { personInfoTypeId: 1, value: '12/04/1990' },
  });
  await call(t, 'POST', 'user-person-fiscal/insert-billing-address', {
    ...as,
    body: {
      companyName: 'Neri Consulting',
      vatCode: '09876543217',
      pec: 'neri@pec.it',
      address1: 'Via Toledo',
      addressNumber: '10',
      city: 'Napoli',
      province: 'NA',
      postalcode: '80134',
    },
  });
  return { userId, tokens };
}

/**
 * Every row of the shop's account tables, as text, to look for personal data left behind.
 * fidelity_card is left out on purpose: it mirrors the loyalty system, which issued the card to
 * a tax code and keeps it under its own consent (decision 0007); erasure only unlinks the card.
 */
async function everything(): Promise<string> {
  const dumps = await Promise.all(
    SHOP_TABLES.map((table) => t.db.kysely.selectFrom(table).selectAll().execute()),
  );
  return JSON.stringify(dumps);
}

describe('GDPR erasure', () => {
  it('confirms with an e-mailed code, erases the personal data, keeps pseudonymous records, ends every session', async () => {
    const { userId, tokens } = await fullAccount();
    const before = await everything();
    for (const p of PERSONAL) expect(before).toContain(p);

    const as = { headers: session(tokens[0]) };
    expect((await call(t, 'GET', 'registration/anonymize_token_request', as)).body.response.status).toBe(0);
    const code = linkParam((await lastMail(t, EMAIL)).text, 'token');
    expect((await lastMail(t, EMAIL)).text).toContain(`Il tuo codice di conferma è: ${code}`);
    expect(
      (await call(t, 'GET', `registration/anonymize_token_check?login=${EMAIL}&token=${code}`, as)).body.data,
    ).toEqual({ valid: true });
    expect(
      errorCode(
        await call(
          t,
          'GET',
          `registration/anonymize_token_check?login=mario.rossi@example.com&token=${code}`,
          as,
        ),
      ),
    ).toBe('INVALID_TOKEN');
    expect((await call(t, 'GET', 'registration/user_anonymize', as)).status).toBe(400);
    expect(
      errorCode(await call(t, 'GET', `registration/user_anonymize?mfa_token=${'x'.repeat(43)}`, as)),
    ).toBe('INVALID_TOKEN');

    const done = await call(t, 'GET', `registration/user_anonymize?mfa_token=${code}`, as);
    expect(done.body.response.status).toBe(0);
    for (const token of tokens)
      expect((await call(t, 'GET', 'auth/test', { headers: session(token) })).status).toBe(419);

    const after = await everything();
    for (const p of PERSONAL) expect(after, `"${p}" is still stored`).not.toContain(p);
    const row = await t.db.kysely
      .selectFrom('user_account')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: `anonimo-${userId}@invalid`,
      first_name: 'Anonimo',
      fiscal_code: null,
      phone: null,
      billing_city: null,
      password_hash: '!',
    });
    expect(row.anonymized_at).not.toBeNull();
    // Consents stay as the legal record, unlinked; the card stays in the loyalty system, unlinked.
    const consents = await t.db.kysely
      .selectFrom('user_disclaimer')
      .selectAll()
      .where('user_id', 'is', null)
      .execute();
    expect(consents.length).toBeGreaterThanOrEqual(4);
    const card = await t.db.kysely
      .selectFrom('fidelity_card')
      .selectAll()
      .where('card_code', '=', '2700000000038')
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({ user_id: null, holder_tax_code: 'NRIFNC90D52F839N' });
  });

  it('leaves no way back in, and frees the e-mail and the card', async () => {
    expect(errorText(await login(t, { login: EMAIL, password: PASSWORD }, client('10.8.1.1')))).toBe(
      'Credenziali Errate',
    );
    const again = await registerConfirmed(
      t,
      EMAIL,
      {
        fiscalCode: 'NRIFNC90D52F839N',
        cardCode: '2700000000038',
        disclaimers: [1, 2, 3].map((id) => ({ registrationDisclaimerId: id, value: true })),
      },
      '10.8.1.2',
    );
    expect(again).toBeGreaterThan(0);
  });

  it('needs a login to ask for the code', async () => {
    expect(errorCode(await call(t, 'GET', 'registration/anonymize_token_request'))).toBe('NOT_LOGGED_IN');
  });

  it('runs the steps other areas add (orders) in the same transaction, and none of them if one fails', async () => {
    const userId = await registerConfirmed(t, 'passi@example.com', {}, '10.8.2.1');
    const clock = fixedClock('2026-11-23T10:00:00Z');
    const ran: string[] = [];
    const failing = new AnonymizeService(clock, outboxMailer(clock), [
      { name: 'orders', run: async (_trx, s) => void ran.push(`orders:${s.userId}:${s.email}`) },
      { name: 'broken', run: async () => Promise.reject(new Error('boom')) },
    ]);
    await inTransaction(t.db, (tx) => failing.requestToken(tx, userId, 'http://localhost'));
    const code1 = linkParam((await lastMail(t, 'passi@example.com')).text, 'token');
    await expect(inTransaction(t.db, (tx) => failing.anonymize(tx, userId, code1))).rejects.toThrow('boom');
    expect(
      (
        await t.db.kysely
          .selectFrom('user_account')
          .select('email')
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).email,
    ).toBe('passi@example.com');

    const working = new AnonymizeService(clock, outboxMailer(clock), [
      { name: 'orders', run: async (_trx, s) => void ran.push(`orders:${s.userId}:${s.email}`) },
    ]);
    await inTransaction(t.db, (tx) => working.requestToken(tx, userId, 'http://localhost'));
    const code2 = linkParam((await lastMail(t, 'passi@example.com')).text, 'token');
    await inTransaction(t.db, (tx) => working.anonymize(tx, userId, code2));
    expect(ran).toEqual([`orders:${userId}:passi@example.com`, `orders:${userId}:passi@example.com`]);
  });
});
