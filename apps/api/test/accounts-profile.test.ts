/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, errorCode, errorText, session, sessionCalls } from './helpers/accounts.js';
import { loginMarioAndAnna, useTestApp } from './helpers/setup.js';

const t = useTestApp();
let mario: string;
let anna: string;
beforeAll(async () => {
  ({ mario, anna } = await loginMarioAndAnna(t));
});
const as = sessionCalls(t);

describe('registration/user_detail', () => {
  it('needs a login: a non-zero status and the NOT_LOGGED_IN code', async () => {
    const res = await call(t, 'GET', 'registration/user_detail');
    expect(res.status).toBe(200);
    expect(res.body.response.status).toBe(1);
    expect(errorCode(res)).toBe('NOT_LOGGED_IN');
  });

  it('answers the customer with the loyalty card and its CAMI points', async () => {
    const res = await as(mario).get('registration/user_detail');
    expect(res.body.data).toMatchObject({
      login: DEMO.mario,
      userTypeId: '1',
      firstName: 'Mario',
      fiscalCode: 'RSSMRA80A01H501U',
      fidelityCard: { cardCode: '2700000000014', points: 1250, active: true },
      billingAddress: { city: 'Milano', province: 'MI', postalcode: '20121' },
      mfaEnabled: false,
    });
  });
});

describe('profile updates', () => {
  it('update_user_detail changes the names; the fiscal code of a card holder is locked', async () => {
    const ok = await as(mario).post('registration/update_user_detail', {
      firstName: ' Mario ',
      lastName: 'Rossi Bianchi',
      fiscalCode: 'RSSMRA80A01H501U',
    });
    expect(ok.body.data).toMatchObject({ firstName: 'Mario', lastName: 'Rossi Bianchi' });
    const locked = await as(mario).post('registration/update_user_detail', {
      firstName: 'Mario',
      lastName: 'Rossi',
      fiscalCode: 'VRDLCU75C15L219T',
    });
    expect(errorCode(locked)).toBe('FISCAL_CODE_LOCKED');
    const bad = await as(anna).post('registration/update_user_detail', {
      firstName: 'Anna',
      lastName: 'Colombo',
      fiscalCode: 'RSSMRA80A01H501Z',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.response.errors[0].field).toBe('fiscalCode');
    const changed = await as(anna).post('registration/update_user_detail', {
      firstName: 'Anna',
      lastName: 'Colombo',
      fiscalCode: 'nrifnc90d52f839n',
    });
    expect(changed.body.data.fiscalCode).toBe('NRIFNC90D52F839N');
  });

  it('update_person_info stores typed values and checks them', async () => {
    const ok = await as(anna).post('registration/update_person_info', {
      personInfoTypeId: 1,
      value: '12/04/1990',
    });
    expect(ok.body.data.personInfos).toEqual([{ personInfoTypeId: 1, value: '12/04/1990' }]);
    const again = await as(anna).post('registration/update_person_info', {
      personInfoTypeId: 1,
      value: '13/04/1990',
    });
    expect(again.body.data.personInfos).toEqual([{ personInfoTypeId: 1, value: '13/04/1990' }]);
    expect(
      errorText(
        await as(anna).post('registration/update_person_info', { personInfoTypeId: 1, value: '31/02/1990' }),
      ),
    ).toBe('Formato della data gg/mm/aaaa');
    expect(
      (await as(anna).post('registration/update_person_info', { personInfoTypeId: 99, value: 'x' })).status,
    ).toBe(400);
  });

  it('update_billing_address and update_contact check CAP, province and phone', async () => {
    const address = {
      address1: 'Via Roma',
      addressNumber: '1',
      city: 'Lecco',
      province: 'lc',
      postalcode: '23900',
    };
    const ok = await as(anna).post('registration/update_billing_address', address);
    expect(ok.body.data.billingAddress).toEqual({ ...address, province: 'LC' });
    const cap = await as(anna).post('registration/update_billing_address', { ...address, postalcode: '239' });
    expect(cap.body.response.errors[0]).toMatchObject({
      field: 'postalcode',
      error: 'Il CAP deve essere di 4 o 5 cifre',
    });
    const contact = await as(anna).post('registration/update_contact', {
      phone: '02 1234567',
      mobilePhone: '+39 333 1234567',
    });
    expect(contact.body.data).toMatchObject({ phone: '02 1234567', mobilePhone: '+39 333 1234567' });
    expect(errorText(await as(anna).post('registration/update_contact', { phone: '12' }))).toBe(
      'Digitare un numero di telefono valido',
    );
  });

  it('customer-lifetime/user_info answers only about oneself', async () => {
    const me = (await as(mario).get('auth/test')).body.data.user.userId;
    const res = await call<any>(t, 'POST', `customer-lifetime/user_info?userId=${me}`, {
      headers: session(mario),
    });
    expect(res.body.data).toMatchObject({
      userId: me,
      fidelityCard: '2700000000014',
      points: 1250,
      ordersCount: 0,
    });
    const other = await call(t, 'POST', `customer-lifetime/user_info?userId=${me + 1}`, {
      headers: session(mario),
    });
    expect(other.status).toBe(403);
  });
});
