/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, sessionCalls } from './helpers/accounts.js';
import { loginMarioAndAnna, useTestApp } from './helpers/setup.js';

const t = useTestApp();
let mario: string;
let anna: string;
beforeAll(async () => {
  ({ mario, anna } = await loginMarioAndAnna(t));
});
const as = sessionCalls(t);

describe('fiscal persons', () => {
  it('inserts persons and companies, lists them, deletes only one’s own', async () => {
    const person = {
      firstName: 'Anna',
      lastName: 'Colombo',
      fiscalCode: 'NRIFNC90D52F839N',
      address1: 'Via Roma',
      addressNumber: '1',
      city: 'Lecco',
      province: 'LC',
      postalcode: '23900',
    };
    const company = {
      companyName: 'Colombo S.r.l.',
      vatCode: '09876543217',
      sdiCode: 'abc1234',
      address1: 'Via Po',
      addressNumber: '3',
      city: 'Milano',
      province: 'MI',
      postalcode: '20100',
    };
    expect(
      (await as(anna).post('user-person-fiscal/insert-billing-address', person)).body.data.personFiscals,
    ).toHaveLength(1);
    const list = (await as(anna).post('user-person-fiscal/insert-billing-address', company)).body.data
      .personFiscals;
    expect(list[1]).toMatchObject({
      companyName: 'Colombo S.r.l.',
      vatCode: '09876543217',
      sdiCode: 'ABC1234',
    });
    expect((await as(anna).get('user-person-fiscal/list')).body.data.personFiscals).toHaveLength(2);
    const badVat = await as(anna).post('user-person-fiscal/insert-billing-address', {
      ...company,
      vatCode: '09876543210',
    });
    expect(badVat.body.response.errors[0]).toMatchObject({
      field: 'vatCode',
      error: 'P.Iva e C.F. devono avere 11 cifre',
    });
    const theirs = await as(mario).get(
      `user-person-fiscal/delete-person-fiscal?person_fiscal_id=${list[0].personFiscalId}`,
    );
    expect(errorCode(theirs)).toBe('NOT_FOUND');
    const mine = await as(anna).get(
      `user-person-fiscal/delete-person-fiscal?person_fiscal_id=${list[0].personFiscalId}`,
    );
    expect(mine.body.data.personFiscals.map((p: any) => p.companyName)).toEqual(['Colombo S.r.l.']);
  });
});

describe('user disclaimers', () => {
  it('lists the user’s choices and records changes append-only', async () => {
    const list = (await as(mario).get('user-registration-disclaimer/list-by-type')).body.data
      .registrationDisclaimers;
    expect(list.map((d: any) => [d.code, d.value])).toEqual([
      ['TERMS_OF_SALE', true],
      ['PRIVACY', true],
      ['LOYALTY', true],
      ['MARKETING', true],
      ['PROFILING', false],
    ]);
    const updated = await as(mario).post('registration-disclaimer/update-disclaimer', {
      disclaimers: [{ registrationDisclaimerId: 4, value: false }],
    });
    expect(updated.body.data.registrationDisclaimers[3]).toMatchObject({ code: 'MARKETING', value: false });
    const history = await t.db.kysely
      .selectFrom('user_disclaimer')
      .select(['accepted', 'source'])
      .where('registration_disclaimer_id', '=', 4)
      .where('source', '=', 'profile')
      .execute();
    expect(history).toEqual([{ accepted: 0, source: 'profile' }]);
    const withdraw = await as(mario).post('registration-disclaimer/update-disclaimer', {
      disclaimers: [{ registrationDisclaimerId: 1, value: false }],
    });
    expect(errorCode(withdraw)).toBe('REQUIRED_CONSENT');
    // The loyalty consent is required of a card holder.
    expect(
      errorCode(
        await as(mario).post('registration-disclaimer/update-disclaimer', {
          disclaimers: [{ registrationDisclaimerId: 3, value: false }],
        }),
      ),
    ).toBe('REQUIRED_CONSENT');
  });

  it('check-disclaimer asks again when a required text gets a new version', async () => {
    expect(
      (await as(mario).get('registration-disclaimer/check-disclaimer?registration_module_type_id=2')).body
        .data,
    ).toEqual({ valid: true, missingDisclaimers: [] });
    const old = await t.db.kysely
      .selectFrom('registration_disclaimer')
      .selectAll()
      .where('registration_disclaimer_id', '=', 1)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable('registration_disclaimer')
      .set({ active: 0 })
      .where('registration_disclaimer_id', '=', 1)
      .execute();
    await t.db.kysely
      .insertInto('registration_disclaimer')
      .values({ ...old, registration_disclaimer_id: 6, version: 2 })
      .execute();
    const check = (await as(mario).get('registration-disclaimer/check-disclaimer')).body.data;
    expect(check.valid).toBe(false);
    expect(check.missingDisclaimers).toMatchObject([{ registrationDisclaimerId: 6, version: 2 }]);
    await as(mario).post('registration-disclaimer/update-disclaimer', {
      disclaimers: [{ registrationDisclaimerId: 6, value: true }],
    });
    expect((await as(mario).get('registration-disclaimer/check-disclaimer')).body.data.valid).toBe(true);
    expect(
      errorCode(
        await as(mario).post('registration-disclaimer/update-disclaimer', {
          disclaimers: [{ registrationDisclaimerId: 1, value: true }],
        }),
      ),
    ).toBe('DISCLAIMER_NOT_FOUND');
  });
});
