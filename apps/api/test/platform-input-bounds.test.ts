import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, queryString as q, registration } from './helpers/accounts.js';
import { homeAddress, loginCookie } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';

/**
 * Input the databases cannot hold (a NUL byte in a text, an integer over 2,147,483,647) answers
 * 400 naming the field, on SQLite and PostgreSQL alike, before it reaches any SQL.
 */
const t = useTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = await loginCookie(t, DEMO.mario);
});

const NUL = 'a\u0000b';
const billing = { address1: 'Via Roma', addressNumber: '1', city: 'Milano', province: 'MI', postalcode: '20121' };

type Case = [name: string, method: 'GET' | 'POST', url: string, body: unknown, field: string, loggedIn?: boolean];
const CASES: Case[] = [
  ['product id too large', 'GET', 'products?product_id=2147483648', undefined, 'product_id'],
  ['NUL in a slug', 'GET', 'products?slug=%00', undefined, 'slug'],
  ['parent category too large', 'GET', 'products?parent_category_id=99999999999', undefined, 'parent_category_id'],
  ['NUL in the login', 'POST', 'auth/login', { login: NUL, password: 'x' }, 'login'],
  ['NUL in a registration', 'POST', 'registration/register_user', registration('nul@example.com', { firstName: NUL }), 'firstName'],
  ['too large a consent id', 'POST', 'registration/register_user', registration('big@example.com', { disclaimers: [{ registrationDisclaimerId: 2147483648, value: true }] }), 'disclaimers.0.registrationDisclaimerId'],
  ['NUL in the user detail', 'POST', 'registration/update_user_detail', { firstName: NUL, lastName: 'Rossi' }, 'firstName', true],
  ['NUL in the billing address', 'POST', 'registration/update_billing_address', { ...billing, city: NUL }, 'city', true],
  ['NUL in a home address', 'POST', 'user-address/update', homeAddress({ address1: NUL }), 'address1', true],
  ['NUL in the notes of an address', 'POST', 'user-address/update', homeAddress({ notes: 'riga\u0000' }), 'notes', true],
  ['too large an address id', 'POST', 'user-address/update', homeAddress({ addressId: 2147483648 }), 'addressId', true],
  ['NUL in a request for delivery', 'POST', 'eurospin-address-form/save-new-address', homeAddress({ city: NUL, email: 'a@example.com' }), 'city'],
  ['NUL in a fiscal person', 'POST', 'user-person-fiscal/insert-billing-address', { ...billing, firstName: 'A', lastName: 'B', fiscalCode: 'RSSMRA80A01H501U', address1: NUL }, 'address1', true],
  ['too large a service id', 'GET', 'store-proximity/list?services=2147483648', undefined, 'services'],
  ['NUL in a reset request', 'GET', `registration/password_reset_token_request?${q({ e_mail: NUL })}`, undefined, 'e_mail'],
  ['NUL in a resend request', 'GET', `registration/registration_resend_email?${q({ e_mail: NUL })}`, undefined, 'e_mail'],
  ['a line feed in a one-line field', 'POST', 'registration/update_user_detail', { firstName: 'Anna\nMaria', lastName: 'Rossi' }, 'firstName', true],
];

describe('input bounded to what the databases hold', () => {
  it.each(CASES)('%s answers 400 naming the field', async (_name, method, url, body, field, loggedIn) => {
    const res = await call(t, method, url, { body, headers: loggedIn ? { cookie } : {} });
    expect(res.status).toBe(400);
    expect(res.body.response.errorsMessage[0]?.code).toBe('VALIDATION_ERROR');
    expect(res.body.response.errors[0]?.field).toBe(field);
  });

  it('still takes multi-line notes and the largest id', async () => {
    const saved = await call(t, 'POST', 'user-address/update', {
      body: homeAddress({ notes: 'Secondo piano\nscala B\tinterno 4' }),
      headers: { cookie },
    });
    expect(saved.body.response.status).toBe(0);
    expect((await call(t, 'GET', 'products?product_id=2147483647')).status).toBe(200);
  });
});
