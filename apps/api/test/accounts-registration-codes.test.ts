import { describe, expect, it } from 'vitest';
import { errorCode, errorText, mutableClock, registration } from './helpers/accounts.js';
import { registrations, useTestApp } from './helpers/setup.js';

const clock = mutableClock();
const t = useTestApp({ clock });

const { register, email } = registrations(t);
const TAX_MESSAGE = 'P.Iva e C.F. devono avere 11 cifre';

const business = (mail: string, overrides: Record<string, unknown> = {}) =>
  registration(mail, {
    userTypeId: 2,
    fiscalCode: null,
    vatCode: '09876543217',
    companyName: 'Bar Centrale S.n.c.',
    pec: 'barcentrale@pec.it',
    sdiCode: 'ABC1234',
    ...overrides,
  });

describe('fiscal code and VAT checksums', () => {
  it.each(['RSSMRA80A01H501U', 'VRDLCU75C15L219T', 'NRIFNC90D52F839N', 'rssmra80a01h501u'])(
    'accepts the valid fiscal code %s',
    async (fiscalCode) => {
      expect((await register(registration(email(), { fiscalCode }))).body.response.status).toBe(0);
    },
  );

  it.each(['RSSMRA80A01H501X', 'RSSMRA80A01H50', 'RSSMRA80A32H501U', '12345678903'])(
    'refuses the fiscal code %s of a private customer',
    async (fiscalCode) => {
      const res = await register(registration(email(), { fiscalCode }));
      expect(res.status).toBe(400);
      expect(res.body.response.errors[0]).toMatchObject({ field: 'fiscalCode', error: TAX_MESSAGE });
    },
  );

  it.each(['09876543217', 'IT12345678903', '01234567897'])(
    'registers a business with the valid VAT %s, PEC and SDI code',
    async (vatCode) => {
      const mail = email();
      const res = await register(business(mail, { vatCode }));
      expect(res.body.response.status).toBe(0);
      const row = await t.db.kysely
        .selectFrom('user_account')
        .selectAll()
        .where('email', '=', mail)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        user_type_id: 2,
        vat_code: String(vatCode).replace('IT', ''),
        company_name: 'Bar Centrale S.n.c.',
        pec: 'barcentrale@pec.it',
        sdi_code: 'ABC1234',
      });
    },
  );

  it.each(['12345678901', '1234567890', '00000000000', 'ABCDEFGHIJK'])(
    'refuses the VAT number %s',
    async (vatCode) => {
      const res = await register(business(email(), { vatCode }));
      expect(res.status).toBe(400);
      expect(res.body.response.errors[0]).toMatchObject({ field: 'vatCode', error: TAX_MESSAGE });
    },
  );

  it('requires company name, PEC and a 7-character SDI code from a business', async () => {
    expect((await register(business(email(), { companyName: '' }))).body.response.errors[0].field).toBe(
      'companyName',
    );
    expect((await register(business(email(), { pec: null }))).body.response.errors[0].field).toBe('pec');
    const sdi = await register(business(email(), { sdiCode: 'AB12' }));
    expect(sdi.body.response.errors[0]).toMatchObject({
      field: 'sdiCode',
      error: 'Il codice destinatario deve avere 7 caratteri alfanumerici',
    });
  });
});

describe('registration with a loyalty card', () => {
  const withLoyalty = [1, 2, 3].map((id) => ({ registrationDisclaimerId: id, value: true }));

  it('links a free card when the fiscal code is the holder’s', async () => {
    const mail = email();
    const res = await register(
      registration(mail, {
        cardCode: '2700000000021',
        fiscalCode: 'VRDLCU75C15L219T',
        disclaimers: withLoyalty,
      }),
    );
    expect(res.body.response.status).toBe(0);
    const card = await t.db.kysely
      .selectFrom('fidelity_card')
      .selectAll()
      .where('card_code', '=', '2700000000021')
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({ user_id: res.body.data.userId, points: 300 });
    const again = await register(
      registration(email(), {
        cardCode: '2700000000021',
        fiscalCode: 'VRDLCU75C15L219T',
        disclaimers: withLoyalty,
      }),
    );
    expect(errorCode(again)).toBe('CARD_ALREADY_REGISTERED');
  });

  it('links a business card by VAT number', async () => {
    const res = await register(
      business(email(), { vatCode: '01234567897', cardCode: '2700000000045', disclaimers: withLoyalty }),
    );
    expect(res.body.response.status).toBe(0);
  });

  it.each([
    ['a card of someone else', '2700000000038', 'RSSMRA80A01H501U'],
    ['an unknown card', '2700000000052', 'NRIFNC90D52F839N'],
  ])('refuses %s with the spec message', async (_what, cardCode, fiscalCode) => {
    const res = await register(registration(email(), { cardCode, fiscalCode, disclaimers: withLoyalty }));
    expect(res.status).toBe(200);
    expect(errorCode(res)).toBe('CARD_MISMATCH');
    expect(errorText(res)).toBe('I codici inseriti non sono corretti. Verifica e riprova.');
  });

  it('refuses a card code with a wrong EAN-13 check digit', async () => {
    const res = await register(
      registration(email(), {
        cardCode: '2700000000039',
        fiscalCode: 'NRIFNC90D52F839N',
        disclaimers: withLoyalty,
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.response.errors[0]).toMatchObject({
      field: 'cardCode',
      error: 'Il codice carta deve avere 13 cifre',
    });
  });

  it('requires the loyalty consent with a card', async () => {
    const res = await register(
      registration(email(), { cardCode: '2700000000038', fiscalCode: 'NRIFNC90D52F839N' }),
    );
    expect(errorCode(res)).toBe('REQUIRED_CONSENT');
    expect(res.body.response.errors[0].field).toBe('disclaimers.3');
    expect(
      (
        await t.db.kysely
          .selectFrom('fidelity_card')
          .select('user_id')
          .where('card_code', '=', '2700000000038')
          .executeTakeFirstOrThrow()
      ).user_id,
    ).toBeNull();
  });
});
