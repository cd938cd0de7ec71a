import { describe, expect, it } from 'vitest';
import { DEMO, call, errorCode, errorText, login, loginToken, session } from './helpers/accounts.js';
import { useTestApp } from './helpers/setup.js';

const t = useTestApp();

describe('staff accounts (decision 0043)', () => {
  it('a staff member logs in with the normal login and is marked as staff', async () => {
    const res = await login(t, { login: DEMO.staff, password: DEMO.password });
    expect(res.body.response.status).toBe(0);
    expect(res.body.data.user.staff).toBe(true);
    const me = await call<{ userId: number; staff: boolean; storeIds: number[] }>(t, 'GET', 'staff/me', {
      headers: session(res.token),
    });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: DEMO.staff, staff: true });
    // The demo picker works for every demo store (decision 0058).
    expect(me.body.data.storeIds).toEqual(expect.arrayContaining([10, 11, 12, 19, 23]));
  });

  it('a customer is refused the staff calls with a coded 403 in Italian', async () => {
    const token = await loginToken(t, DEMO.mario);
    const me = await call(t, 'GET', 'staff/me', { headers: session(token) });
    expect(me.status).toBe(403);
    expect(errorCode(me)).toBe('STAFF_ONLY');
    expect(errorText(me)).toBe('Questa funzione è riservata al personale del negozio.');
    const user = await login(t, { login: DEMO.mario, password: DEMO.password });
    expect(user.body.data.user.staff).toBe(false);
  });

  it('a visitor is asked to log in', async () => {
    const me = await call(t, 'GET', 'staff/me');
    expect(errorCode(me)).toBe('NOT_LOGGED_IN');
  });

  it('the demo data has three staff accounts and an agent (decision 0122), pickers bound to their stores; customers have no role', async () => {
    const row = await t.db.kysely
      .selectFrom('user_account')
      .select(['email', 'staff_role'])
      .where('staff_role', 'is not', null)
      .execute();
    expect(row.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'agente@example.com', staff_role: 'agent' },
      { email: 'assistenza@example.com', staff_role: 'staff' },
      { email: DEMO.staffComo, staff_role: 'staff' },
      { email: DEMO.staff, staff_role: 'staff' },
    ]);
    const como = await login(t, { login: DEMO.staffComo, password: DEMO.password });
    const me = await call(t, 'GET', 'staff/me', { headers: session(como.token) });
    expect(me.body.data).toMatchObject({ email: DEMO.staffComo, storeIds: [10] });
  });
});
