/* eslint-disable @typescript-eslint/no-explicit-any */
import type { TestApp } from './app.js';
import { DEMO, call, client, codeIn, lastMail, session, type Answer } from './accounts.js';

// The backoffice's test helpers (decision 0122): the staff login with the e-mailed code, and calls
// as a session.

export const STAFF_DEMO = {
  assistenza: 'assistenza@example.com',
  agente: 'agente@example.com',
};

/** backoffice-access/sso-login, both steps: password, then the mailed code alone; answers the token. */
export async function ssoLogin(t: TestApp, email: string, ip = '203.0.113.20'): Promise<string> {
  const headers = client(ip);
  const first = await call<any>(t, 'POST', 'backoffice-access/sso-login', {
    form: { backoffice_user: email, password: DEMO.password },
    headers,
  });
  if (first.body.response.status !== 4 || !first.token)
    throw new Error(`sso-login step 1: ${JSON.stringify(first.body.response)}`);
  const code = codeIn((await lastMail(t, email)).text);
  const second = await call<any>(t, 'POST', 'backoffice-access/sso-login', {
    form: { backoffice_user: email, otp: code },
    headers: { ...headers, ...session(first.token) },
  });
  if (second.body.response.status !== 0 || !second.token)
    throw new Error(`sso-login step 2: ${JSON.stringify(second.body.response)}`);
  return second.token;
}

/** GET and POST as the session of `token`. */
export const as = (t: TestApp, token: string) => ({
  get: (url: string): Promise<Answer<any>> => call<any>(t, 'GET', url, { headers: session(token) }),
  post: (url: string, body?: unknown): Promise<Answer<any>> =>
    call<any>(t, 'POST', url, { headers: session(token), body }),
});

/** The id of the account with this e-mail. */
export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('user_account')
    .select('user_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.user_id;
}
