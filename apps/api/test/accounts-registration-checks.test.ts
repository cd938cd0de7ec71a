import { describe, expect, it } from 'vitest';
import {
  DEMO,
  call,
  client,
  errorCode,
  errorText,
  mailsTo,
  mutableClock,
  queryString,
  registration,
} from './helpers/accounts.js';
import { registrations, useTestApp } from './helpers/setup.js';

const clock = mutableClock();
const t = useTestApp({ clock });
const { register, email } = registrations(t);

// Each test its own client address: the checks are limited per address (decision 0040).
let ip = 0;
const checkCard = (card_code: string, fiscal_code: string, headers = client(`10.40.0.${++ip}`)) =>
  call<{ valid: true } | null>(t, 'GET', `registration/check_card?${queryString({ card_code, fiscal_code })}`, {
    headers,
  });
const checkEmail = (e_mail: string, headers = client(`10.41.0.${++ip}`)) =>
  call<{ valid: true } | null>(t, 'GET', `registration/check_email?${queryString({ e_mail })}`, { headers });

const cardOwner = (code: string) =>
  t.db.kysely.selectFrom('fidelity_card').select('user_id').where('card_code', '=', code).executeTakeFirstOrThrow();

describe('GET registration/check_card (the card step)', () => {
  it('accepts a free card with its holder’s fiscal code, in any case and spacing, and changes nothing', async () => {
    const res = await checkCard(' 2700000000021 ', 'vrdlcu75c15l219t');
    expect(res.body.response.status).toBe(0);
    expect(res.body.data).toEqual({ valid: true });
    expect((await cardOwner('2700000000021')).user_id).toBeNull();
  });

  it('accepts a business card with its VAT number', async () => {
    expect((await checkCard('2700000000045', '01234567897')).body.data).toEqual({ valid: true });
  });

  it.each([
    ['another holder’s code', '2700000000038', 'RSSMRA80A01H501U'],
    ['an unknown card', '2700000000052', 'NRIFNC90D52F839N'],
  ])('answers the spec message for %s, the same for both', async (_what, card, code) => {
    const res = await checkCard(card, code);
    expect(res.status).toBe(200);
    expect(errorCode(res)).toBe('CARD_MISMATCH');
    expect(errorText(res)).toBe('I codici inseriti non sono corretti. Verifica e riprova.');
    expect(res.body.data).toBeNull();
  });

  it('says a card already has an account only to whoever gave its holder’s code', async () => {
    expect(errorCode(await checkCard('2700000000014', 'RSSMRA80A01H501U'))).toBe('CARD_ALREADY_REGISTERED');
    expect(errorCode(await checkCard('2700000000014', 'NRIFNC90D52F839N'))).toBe('CARD_MISMATCH');
  });

  it('agrees with register_user once the card is taken', async () => {
    const withLoyalty = [1, 2, 3].map((id) => ({ registrationDisclaimerId: id, value: true }));
    const ok = await register(
      registration(email(), { cardCode: '2700000000038', fiscalCode: 'NRIFNC90D52F839N', disclaimers: withLoyalty }),
    );
    expect(ok.body.response.status).toBe(0);
    expect(errorCode(await checkCard('2700000000038', 'NRIFNC90D52F839N'))).toBe('CARD_ALREADY_REGISTERED');
  });

  it.each([
    ['a card code of 12 digits', '270000000002', 'VRDLCU75C15L219T', 'cardCode', 'Il codice carta deve avere 13 cifre'],
    ['a wrong check digit', '2700000000022', 'VRDLCU75C15L219T', 'cardCode', 'Il codice carta deve avere 13 cifre'],
    ['letters in the card code', '27000000000AB', 'VRDLCU75C15L219T', 'cardCode', 'Il codice carta deve avere 13 cifre'],
    // Sent empty, a required parameter is one not sent (decision 0099): refused by its own name.
    ['an empty card code', '', 'VRDLCU75C15L219T', 'card_code', null],
    ['a malformed fiscal code', '2700000000021', 'VRDLCU75C15', 'fiscalCode', 'P.Iva e C.F. devono avere 11 cifre'],
    ['an empty fiscal code', '2700000000021', '  ', 'fiscalCode', null],
  ])('refuses %s with a coded field error', async (_what, card, code, field, message) => {
    const res = await checkCard(card, code);
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('VALIDATION_ERROR');
    expect(res.body.response.errors[0]).toMatchObject({ field });
    if (message) expect(res.body.response.errors[0]).toMatchObject({ error: message });
  });

  it('answers 400 to missing or oversized parameters', async () => {
    const missing = await call(t, 'GET', 'registration/check_card?card_code=2700000000021', {
      headers: client('10.42.0.1'),
    });
    expect(missing.status).toBe(400);
    const huge = await checkCard('2'.repeat(500), 'VRDLCU75C15L219T');
    expect(huge.status).toBe(400);
  });
});

describe('GET registration/check_email (the credentials step)', () => {
  it('accepts an address nobody has', async () => {
    const res = await checkEmail(email());
    expect(res.body.response.status).toBe(0);
    expect(res.body.data).toEqual({ valid: true });
  });

  it('says an address is taken whatever its case and spaces, as register_user does', async () => {
    const res = await checkEmail(`  ${DEMO.mario.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(errorCode(res)).toBe('EMAIL_ALREADY_REGISTERED');
    expect(errorText(res)).toBe('Indirizzo e-mail già registrato');
  });

  it('sees an account registered a moment ago', async () => {
    const mail = email();
    expect(errorCode(await checkEmail(mail))).toBeUndefined();
    expect((await register(registration(mail))).body.response.status).toBe(0);
    expect(errorCode(await checkEmail(mail))).toBe('EMAIL_ALREADY_REGISTERED');
  });

  it.each([
    ['not an e-mail', 'mario.rossi'],
    ['a PEC address', 'mario@pec.it'],
    ['an empty address', '   '],
  ])('refuses %s with a coded field error', async (_what, mail) => {
    const res = await checkEmail(mail);
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('VALIDATION_ERROR');
    expect(res.body.response.errors[0]).toMatchObject({ field: 'email' });
  });

  it('answers 400 to a missing address', async () => {
    expect((await call(t, 'GET', 'registration/check_email', { headers: client('10.42.0.2') })).status).toBe(400);
  });
});

describe('account enumeration through the checks', () => {
  it('answers 429 after 10 e-mail checks from one address in 10 minutes, whatever the answers', async () => {
    const headers = client('10.43.0.1');
    for (let i = 0; i < 10; i++) {
      const res = await checkEmail(i % 2 ? DEMO.mario : `nuovo${i}@example.com`, headers);
      expect(res.status).toBe(200);
    }
    const res = await checkEmail(email(), headers);
    expect(res.status).toBe(429);
    expect(errorCode(res)).toBe('RATE_LIMITED');
  });

  it('answers 429 after 10 card checks from one address', async () => {
    const headers = client('10.43.0.2');
    for (let i = 0; i < 10; i++) await checkCard('2700000000021', 'VRDLCU75C15L219T', headers);
    expect((await checkCard('2700000000021', 'VRDLCU75C15L219T', headers)).status).toBe(429);
  });

  it('answers a free and a taken address with the same envelope shape', async () => {
    const free = await checkEmail(email());
    const taken = await checkEmail(DEMO.mario);
    expect(Object.keys(free.body).sort()).toEqual(Object.keys(taken.body).sort());
    expect(Object.keys(free.body.response).sort()).toEqual(Object.keys(taken.body.response).sort());
    expect(free.status).toBe(taken.status);
  });
});

describe('register_user in one transaction (decision 0018)', () => {
  const withLoyalty = [1, 2, 3].map((id) => ({ registrationDisclaimerId: id, value: true }));
  const accountsWith = (mail: string) =>
    t.db.kysely.selectFrom('user_account').select('user_id').where('email', '=', mail).execute();

  it('leaves no account and no mail when the card turns out taken after the account row was written', async () => {
    const business = (mail: string) =>
      registration(mail, {
        userTypeId: 2,
        fiscalCode: null,
        vatCode: '01234567897',
        companyName: 'Bar Centrale S.n.c.',
        pec: 'bar@pec.it',
        sdiCode: 'ABC1234',
        cardCode: '2700000000045',
        disclaimers: withLoyalty,
      });
    expect((await register(business(email()))).body.response.status).toBe(0);
    const mail = email();
    const second = await register(business(mail));
    expect(errorCode(second)).toBe('CARD_ALREADY_REGISTERED');
    expect(await accountsWith(mail)).toEqual([]);
    expect(await mailsTo(t, mail)).toEqual([]);
  });

  it('lets exactly one of ten sign-ups racing for one address through; the others hear it is taken', async () => {
    const mail = email();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(t, 'POST', 'registration/register_user', {
          body: registration(mail),
          headers: client(`10.44.0.${i + 1}`),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.response.status === 0)).toHaveLength(1);
    expect(answers.filter((a) => errorCode(a) === 'EMAIL_ALREADY_REGISTERED')).toHaveLength(9);
    expect(await accountsWith(mail)).toHaveLength(1);
    expect(await mailsTo(t, mail)).toHaveLength(1);
  });
});
