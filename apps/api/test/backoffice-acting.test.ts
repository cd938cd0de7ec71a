/* eslint-disable @typescript-eslint/no-explicit-any */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, errorCode, errorText, lastMail, loginToken, session } from './helpers/accounts.js';
import { useTestApp } from './helpers/setup.js';
import { newSlot, readyShoppers, type Shopper } from './helpers/checkout.js';
import { STAFF_DEMO, as, ssoLogin, userIdOf } from './helpers/backoffice.js';
import { FORBIDDEN_WHILE_ACTING } from '../src/modules/backoffice/index.js';

const t = useTestApp();
const dbName = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

let slot: { timeslotId: number; date: string };
/** One customer-service session for the file (each login mails a code, and codes are capped per hour). */
let token: string;
beforeAll(async () => {
  slot = await newSlot(t.db, 100);
  token = await ssoLogin(t, STAFF_DEMO.assistenza, '198.51.100.200');
});
// Each test ends the acting it started.
afterEach(async () => {
  await as(t, token).post('user-search/unselect_user');
});

/** A customer with an open cart ready to buy, logged in with their own session (cookie). */
const customer = async (): Promise<Shopper> => (await readyShoppers(t.db, 1, slot))[0]!;
const own = (s: Shopper) => ({
  get: (url: string) => call<any>(t, 'GET', url, { headers: { cookie: s.cookie } }),
  post: (url: string, body?: unknown) => call<any>(t, 'POST', url, { headers: { cookie: s.cookie }, body }),
});
const idOf = (email: string) => userIdOf(t, email);

describe(`acting for a customer on ${dbName} (decision 0122)`, () => {
  it("works on the customer's own cart, and an order placed carries the staff member, with the audit rows", async () => {
    const s = await customer();
    const staff = as(t, token);
    const selected = await staff.get(`user-search/select_user?user_id=${s.userId}`);
    expect(selected.body.response.status).toBe(0);
    expect(selected.body.data).toMatchObject({ userId: s.userId, email: s.email });
    expect((await staff.get('auth/test')).body.data.user.userId).toBe(s.userId);
    expect((await staff.get('sso-auth/user')).body.data.actingFor).toMatchObject({ userId: s.userId });

    const before = (await own(s).get('cart/view')).body.data;
    const added = await staff.post('cart/add', { items: [{ productId: 21, quantity: 1 }] });
    expect(added.body.response.status).toBe(0);
    expect(added.body.data.cartId).toBe(s.cartId);
    const after = (await own(s).get('cart/view')).body.data;
    expect(after.cartId).toBe(s.cartId);
    expect(after.grossTotal).toBeGreaterThan(before.grossTotal);

    const bought = await staff.post('checkout/buy?payment_type_id=2');
    expect(bought.body.response.status).toBe(0);
    const orderId = bought.body.data.order.orderId;
    expect(bought.body.data.order.placedBy).toEqual({
      role: 'staff',
      text: 'Ordine inserito dal nostro servizio clienti',
    });
    const row = await t.db.kysely
      .selectFrom('customer_order')
      .select(['user_id', 'placed_by_user_id', 'placed_by_role'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const staffId = await idOf(STAFF_DEMO.assistenza);
    expect(row).toEqual({ user_id: s.userId, placed_by_user_id: staffId, placed_by_role: 'staff' });
    // The customer's own order page and mail say who placed it.
    const view = await own(s).get(`order/view?order_id=${orderId}`);
    expect(view.body.data.placedBy.text).toBe('Ordine inserito dal nostro servizio clienti');
    expect((await lastMail(t, s.email)).text).toContain('Ordine inserito dal nostro servizio clienti.');

    const audit = await staff.get(`user-search/actions?user_id=${s.userId}`);
    const calls = audit.body.data.actions.map((a: any) => [
      a.method,
      a.call,
      a.httpStatus,
      a.staffUserId,
      a.customerUserId,
    ]);
    expect(calls).toEqual(
      expect.arrayContaining([
        ['GET', '/ebsn/api/user-search/select_user', null, staffId, s.userId],
        ['POST', '/ebsn/api/cart/add', 200, staffId, s.userId],
        ['POST', '/ebsn/api/checkout/buy', 200, staffId, s.userId],
      ]),
    );
    expect(audit.body.data.actions[0].staffEmail).toBe(STAFF_DEMO.assistenza);
  });

  it('refuses every change the customer keeps for themselves, changing nothing, and records the attempt', async () => {
    const s = await customer();
    const staff = as(t, token);
    await staff.get(`user-search/select_user?user_id=${s.userId}`);
    for (const route of FORBIDDEN_WHILE_ACTING.keys()) {
      const methods = (['GET', 'POST'] as const).filter((method) => t.app.hasRoute({ method, url: route }));
      expect(methods, `${route} is a route of the app`).toHaveLength(1);
      const url = route.replace('/ebsn/api/', '').replace(':provider', 'google');
      const res = await call(t, methods[0]!, url, {
        headers: session(token),
        ...(methods[0] === 'POST' ? { body: {} } : {}),
      });
      expect([res.status, errorCode(res)], route).toEqual([403, 'ACTING_FORBIDDEN']);
      expect(errorText(res)).toMatch(/^Operando per conto del cliente non puoi/);
    }
    const savingCard = await staff.post(
      `checkout/buy?payment_type_id=12&payment_data=${encodeURIComponent(JSON.stringify({ cardNumber: '4242424242424242', saveCard: true }))}`,
    );
    expect(errorCode(savingCard)).toBe('ACTING_FORBIDDEN');
    // Nothing changed: the customer's session and password still work, the account is there.
    expect((await own(s).get('auth/test')).body.data.user.userId).toBe(s.userId);
    const account = await t.db.kysely
      .selectFrom('user_account')
      .select(['anonymized_at', 'staff_assistance', 'mfa_enabled'])
      .where('user_id', '=', s.userId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ anonymized_at: null, staff_assistance: 1, mfa_enabled: 0 });
    const audit = await t.db.kysely
      .selectFrom('staff_action')
      .select(['call', 'http_status'])
      .where('customer_user_id', '=', s.userId)
      .where('http_status', '=', 403)
      .execute();
    expect(audit.length).toBe(FORBIDDEN_WHILE_ACTING.size + 1);
  });

  it('refuses a staff account, an unknown one, and a second customer before the first is ended', async () => {
    const [a, b] = await readyShoppers(t.db, 2, slot);
    const staff = as(t, token);
    const other = await staff.get(`user-search/select_user?user_id=${await idOf(DEMO.staff)}`);
    expect(errorCode(other)).toBe('ACTING_STAFF_ACCOUNT');
    expect(errorText(other)).toBe('Non è possibile operare per conto di un account del personale.');
    expect(errorCode(await staff.get('user-search/select_user?user_id=999999'))).toBe('CUSTOMER_NOT_FOUND');

    expect((await staff.get(`user-search/select_user?user_id=${a!.userId}`)).body.response.status).toBe(0);
    const chained = await staff.get(`user-search/select_user?user_id=${b!.userId}`);
    expect(errorCode(chained)).toBe('ACTING_ALREADY');
    expect((await staff.get('auth/test')).body.data.user.userId).toBe(a!.userId);
    expect((await staff.post('user-search/unselect_user')).body.data).toEqual({ ended: true });
    expect((await staff.get('sso-auth/user')).body.data.actingFor).toBeNull();
    expect((await staff.get(`user-search/select_user?user_id=${b!.userId}`)).body.response.status).toBe(0);
    expect((await staff.get('auth/test')).body.data.user.userId).toBe(b!.userId);
  });

  it('a customer who refused assistance, or never answered where the setting is off, cannot be selected', async () => {
    const s = await customer();
    const staff = as(t, token);
    const refused = await own(s).post('registration/update_staff_assistance', { enabled: false });
    expect(refused.body.data).toEqual({ enabled: false });
    const res = await staff.get(`user-search/select_user?user_id=${s.userId}`);
    expect(errorCode(res)).toBe('ACTING_NOT_CONSENTED');
    expect(errorText(res)).toBe(
      "Il cliente non ha consentito all'assistenza clienti di operare sul suo account.",
    );
    // Giulia never answered: the shop's setting (off by default) decides.
    const giulia = await staff.get(`user-search/select_user?user_id=${await idOf(DEMO.giulia)}`);
    expect(errorCode(giulia)).toBe('ACTING_NOT_CONSENTED');
    const listed = await staff.get('user-search/list_user?user_type_id=1&q=bianchi');
    expect(listed.body.data.users).toMatchObject([{ email: DEMO.giulia, assistanceAllowed: false }]);
  });

  it('withdrawing consent while acted for ends the acting at once', async () => {
    const s = await customer();
    const staff = as(t, token);
    await staff.get(`user-search/select_user?user_id=${s.userId}`);
    await own(s).post('registration/update_staff_assistance', { enabled: false });
    expect((await staff.get('auth/test')).body.data.user.email).toBe(STAFF_DEMO.assistenza);
    expect((await own(s).get('registration/staff_assistance')).body.data).toEqual({ enabled: false });
  });

  it('logging out of the staff session ends the acting session at once', async () => {
    const s = await customer();
    const staff = as(t, await ssoLogin(t, STAFF_DEMO.assistenza, '198.51.100.202'));
    await staff.get(`user-search/select_user?user_id=${s.userId}`);
    expect((await staff.get('cart/view')).body.data.cartId).toBe(s.cartId);
    expect((await staff.post('sso-auth/logout')).body.response.status).toBe(0);
    const after = await staff.get('cart/view');
    expect([after.status, errorCode(after)]).toEqual([419, 'SESSION_EXPIRED']);
    // The customer's own session is untouched.
    expect((await own(s).get('cart/view')).body.data.cartId).toBe(s.cartId);
  });

  it('an agent acts only for the customers assigned to them, and their orders carry the agent', async () => {
    const s = await customer();
    const agentId = await idOf(STAFF_DEMO.agente);
    const agent = as(t, await ssoLogin(t, STAFF_DEMO.agente, '198.51.100.201'));
    const unassigned = await agent.get(`user-search/select_user?user_id=${s.userId}`);
    expect([unassigned.status, errorCode(unassigned)]).toEqual([403, 'ACTING_NOT_ASSIGNED']);
    expect(errorCode(await agent.get(`user-search/actions?user_id=${s.userId}`))).toBe('ACTING_NOT_ASSIGNED');

    await t.db.kysely
      .insertInto('staff_customer')
      .values({ staff_user_id: agentId, customer_user_id: s.userId, created_at: new Date().toISOString() })
      .execute();
    expect((await agent.get(`user-search/select_user?user_id=${s.userId}`)).body.response.status).toBe(0);
    const bought = await agent.post('checkout/buy?payment_type_id=2');
    expect(bought.body.data.order.placedBy).toEqual({
      role: 'agent',
      text: 'Ordine inserito dal tuo agente',
    });
    const row = await t.db.kysely
      .selectFrom('customer_order')
      .select(['placed_by_user_id'])
      .where('order_id', '=', bought.body.data.order.orderId)
      .executeTakeFirstOrThrow();
    expect(row.placed_by_user_id).toBe(agentId);
  });

  it("a customer's own order carries no placer, and staff calls made while acting stay staff calls", async () => {
    const s = await customer();
    const bought = await own(s).post('checkout/buy?payment_type_id=2');
    expect(bought.body.data.order.placedBy).toBeNull();
    await as(t, token).get(`user-search/select_user?user_id=${s.userId}`);
    // Acting, the session is the customer's for the shop: the picking calls are refused.
    const picking = await as(t, token).get('staff/me');
    expect(errorCode(picking)).toBe('STAFF_ONLY');
    const mario = await loginToken(t, DEMO.mario);
    expect(errorCode(await as(t, mario).get('registration/staff_assistance'))).toBeUndefined();
  });
});
