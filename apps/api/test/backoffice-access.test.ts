/* eslint-disable @typescript-eslint/no-explicit-any */
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  call,
  codeIn,
  errorCode,
  errorText,
  lastMail,
  loginToken,
  session,
} from './helpers/accounts.js';
import { useTestApp } from './helpers/setup.js';
import { STAFF_DEMO, as, ssoLogin, userIdOf } from './helpers/backoffice.js';
import { prefixRange, searchTerms } from '../src/modules/accounts/customer-search.rules.js';

const t = useTestApp();

describe('backoffice login (decision 0122)', () => {
  it('staff log in with the password, then the e-mailed code alone, and get the SSO user', async () => {
    const first = await call<any>(t, 'POST', 'backoffice-access/sso-login', {
      form: { backoffice_user: STAFF_DEMO.assistenza, password: DEMO.password },
    });
    expect(first.body.response.status).toBe(4);
    expect(first.body.data.mfa.required).toBe(true);
    const code = codeIn((await lastMail(t, STAFF_DEMO.assistenza)).text);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await call(t, 'POST', 'backoffice-access/sso-login', {
      form: { backoffice_user: STAFF_DEMO.assistenza, otp: code === '000000' ? '111111' : '000000' },
      headers: session(first.token),
    });
    expect(errorCode(wrong)).toBe('MFA_CODE_INVALID');

    const done = await call<any>(t, 'POST', 'backoffice-access/sso-login', {
      form: { backoffice_user: STAFF_DEMO.assistenza, otp: code },
      headers: session(first.token),
    });
    expect(done.body.response.status).toBe(0);
    expect(done.body.data).toMatchObject({ username: STAFF_DEMO.assistenza, actingFor: null });
    expect(done.body.data.roles).toEqual(expect.arrayContaining(['staff', 'customer_service']));
    const me = await as(t, done.token!).get('sso-auth/user');
    expect(me.body.data.username).toBe(STAFF_DEMO.assistenza);
  });

  it('a code without a password sent in this session opens nothing', async () => {
    const res = await call(t, 'POST', 'backoffice-access/sso-login', {
      form: { backoffice_user: STAFF_DEMO.assistenza, otp: '123456' },
      headers: { 'x-test-remote-address': '203.0.113.40', 'x-ebsn-client': 'site' },
    });
    expect(errorCode(res)).toBe('INVALID_CREDENTIALS');
  });

  it("the agent's roles, and the price-list roles an account holds, are in roles[]", async () => {
    const agentId = await userIdOf(t, STAFF_DEMO.agente);
    await t.db.kysely
      .insertInto('price_list_role')
      .values({ user_id: agentId, role: 'price_list_create', warehouse_id: null })
      .execute();
    const token = await ssoLogin(t, STAFF_DEMO.agente, '203.0.113.41');
    const me = await as(t, token).get('sso-auth/user');
    expect(me.body.data.roles.sort()).toEqual(['agent', 'price_list_create']);
  });

  it('a customer with the right password is refused, a wrong password is wrong credentials', async () => {
    const customer = await call(t, 'POST', 'backoffice-access/sso-login', {
      form: { backoffice_user: DEMO.mario, password: DEMO.password },
    });
    expect(customer.status).toBe(403);
    expect(errorCode(customer)).toBe('BACKOFFICE_ONLY');
    expect(errorText(customer)).toBe("Questo account non è abilitato all'area del personale.");
    const wrong = await call(t, 'POST', 'backoffice-access/sso-login', {
      form: { backoffice_user: STAFF_DEMO.assistenza, password: 'sbagliata' },
    });
    expect(errorCode(wrong)).toBe('INVALID_CREDENTIALS');
    const empty = await call(t, 'POST', 'backoffice-access/sso-login', { form: { backoffice_user: '' } });
    expect(empty.status).toBe(400);
  });

  it('a shopper, a visitor and staff logged in the ordinary way are refused every staff call', async () => {
    const mario = await loginToken(t, DEMO.mario);
    const staff = await loginToken(t, STAFF_DEMO.assistenza);
    const calls = [
      ['GET', 'user-search/list_user?q=rossi'],
      ['GET', 'user-search/select_user?user_id=1'],
      ['POST', 'user-search/unselect_user'],
      ['GET', 'user-search/actions?user_id=1'],
      ['GET', 'sso-auth/user'],
    ] as const;
    for (const [method, url] of calls) {
      const shopper = await call(t, method, url, { headers: session(mario) });
      expect([shopper.status, errorCode(shopper)]).toEqual([403, 'STAFF_ONLY']);
      const visitor = await call(t, method, url);
      expect(errorCode(visitor)).toBe('NOT_LOGGED_IN');
      const ordinary = await call(t, method, url, { headers: session(staff) });
      expect([ordinary.status, errorCode(ordinary)]).toEqual([403, 'BACKOFFICE_LOGIN_REQUIRED']);
    }
  });

  it('sso-auth/logout ends the staff session', async () => {
    const token = await ssoLogin(t, STAFF_DEMO.assistenza, '203.0.113.42');
    expect((await as(t, token).post('sso-auth/logout')).body.response.status).toBe(0);
    const after = await as(t, token).get('user-search/list_user');
    expect([after.status, errorCode(after)]).toEqual([419, 'SESSION_EXPIRED']);
  });
});

describe('customer search (user-search/list_user)', () => {
  const search = async (token: string, params: Record<string, string>) =>
    (await as(t, token).get(`user-search/list_user?${new URLSearchParams(params)}`)).body;

  it('finds customers by name, e-mail, phone, fiscal code, card and internal code', async () => {
    const token = await ssoLogin(t, STAFF_DEMO.assistenza, '203.0.113.43');
    const mario = (p: Record<string, string>) => search(token, { user_type_id: '1', ...p });
    for (const q of [
      'rossi',
      'Rossi',
      'mar',
      'mario rossi',
      'rossi mario',
      'mario.rossi@',
      '333123',
      'rssmra80',
      '27000000000',
    ])
      expect(
        (await mario({ q })).data.users.map((u: { email: string }) => u.email),
        q,
      ).toContain(DEMO.mario);
    const byCode = await search(token, { cod_int: 'C000001' });
    expect(byCode.data.users).toMatchObject([{ email: DEMO.ristorante, codInt: 'C000001' }]);
    expect((await mario({ q: 'zzzz' })).data).toMatchObject({ users: [], page: { totItems: 0 } });
    // Staff accounts are not customers.
    expect((await mario({ q: 'brambilla' })).data.users).toEqual([]);
  });

  it('answers business customers by default (user_type_id 2), pages and sorts', async () => {
    const token = await ssoLogin(t, STAFF_DEMO.assistenza, '203.0.113.44');
    const business = await search(token, {});
    expect(business.data.users.map((u: { email: string }) => u.email)).toContain(DEMO.ristorante);
    expect(business.data.users.every((u: { userTypeId: number }) => u.userTypeId === 2)).toBe(true);
    const all = await search(token, { user_type_id: '1', page_size: '2', sort: 'email' });
    expect(all.data.users).toHaveLength(2);
    expect(all.data.page).toMatchObject({ itemsPerPage: 2, selPage: 1 });
    const emails = all.data.users.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    const second = await search(token, { user_type_id: '1', page_size: '2', page: '2', sort: 'email' });
    expect(second.data.users[0].email > emails[1]).toBe(true);
    const bad = await as(t, token).get('user-search/list_user?sort=password');
    expect(bad.status).toBe(400);
  });

  it("an agent's search answers the customers assigned to them only", async () => {
    const token = await ssoLogin(t, STAFF_DEMO.agente, '203.0.113.45');
    const privates = await search(token, { user_type_id: '1' });
    expect(privates.data.users.map((u: { email: string }) => u.email)).toEqual([DEMO.mario]);
    expect((await search(token, { user_type_id: '1', q: 'bianchi' })).data.users).toEqual([]);
    const business = await search(token, {});
    expect(business.data.users.map((u: { email: string }) => u.email)).toEqual([DEMO.ristorante]);
  });
});

describe('what a search query matches (customer-search.rules)', () => {
  it.each([
    ['rossi', { name: 'rossi', email: 'rossi' }],
    ['  Mario   Rossi ', { name: 'mario rossi', pair: ['mario', 'rossi'], email: 'mariorossi' }],
    ['RSSMRA80A01', { name: 'rssmra80a01', email: 'rssmra80a01', fiscalCode: 'RSSMRA80A01' }],
    ['333 1234567', { digits: '3331234567' }],
    ['+39333', { digits: '39333' }],
    ['!!!', {}],
  ])('%j', (q, terms) => {
    expect(searchTerms(q)).toEqual(terms);
  });

  it('a prefix is a range of the texts that start with it', () => {
    expect(prefixRange('ros')).toEqual(['ros', 'rot']);
    expect(prefixRange('c@')).toEqual(['c@', 'cA']);
  });

  it('a query of fewer than 3 characters is refused naming the field', async () => {
    const token = await ssoLogin(t, STAFF_DEMO.assistenza, '203.0.113.46');
    const res = await as(t, token).get('user-search/list_user?q=ro');
    expect(res.status).toBe(400);
    expect(res.body.response.errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'q' });
  });
});
