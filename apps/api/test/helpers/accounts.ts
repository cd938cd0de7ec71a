import type { Clock } from '../../src/lib/clock.js';
import type { Envelope, TestApp } from './app.js';
import { REMOTE_ADDRESS_HEADER, TEST_NOW } from './app.js';

/** A clock tests can move forward (code expiry, idle sessions, resend countdown). */
export interface MutableClock extends Clock {
  advance(ms: number): void;
}

export function mutableClock(iso = TEST_NOW): MutableClock {
  let at = new Date(iso).getTime();
  return { now: () => new Date(at), advance: (ms) => void (at += ms) };
}

export const MINUTE = 60_000;
export const DEMO = {
  mario: 'mario.rossi@example.com',
  ristorante: 'ristorante@example.com',
  giulia: 'giulia.bianchi@example.com',
  staff: 'staff@example.com',
  /** Staff of store 10 (Como) only (decision 0058). */
  staffComo: 'staff.como@example.com',
  password: 'Spesa2026!',
};

/** The headers every storefront call carries; `ip` picks the client address (rate limits are per IP). */
export function client(ip = '203.0.113.10', extra: Record<string, string> = {}): Record<string, string> {
  return { 'x-ebsn-client': 'site', [REMOTE_ADDRESS_HEADER]: ip, ...extra };
}

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
  cookies: Array<{ name: string; value: string; [k: string]: unknown }>;
  /** The session token the answer gave (cookie or header), if any. */
  token?: string;
}

async function answer<T>(res: Awaited<ReturnType<TestApp['inject']>>): Promise<Answer<T>> {
  const cookies = res.cookies as Answer['cookies'];
  const cookie = cookies.find((c) => c.name.endsWith('spesa_session') && c.value !== '');
  const header = res.headers['x-ebsn-session'];
  return {
    status: res.statusCode,
    body: res.json() as Envelope<T>,
    headers: res.headers,
    cookies,
    token: cookie?.value ?? (typeof header === 'string' && header !== '' ? header : undefined),
  };
}

export const session = (token?: string): Record<string, string> => (token ? { 'x-ebsn-session': token } : {});

export async function call<T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  opts: { headers?: Record<string, string>; body?: unknown; form?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...client(), ...opts.headers };
  let payload: string | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(opts.body);
  }
  return answer<T>(await t.inject({ method, url: `/ebsn/api/${url}`, headers, payload }));
}

/** POST auth/login as the storefront does (form-encoded). */
export function login(t: TestApp, form: Record<string, string>, headers: Record<string, string> = {}) {
  return call<any>(t, 'POST', 'auth/login', { form, headers }); // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Logs in and answers the session token. */
export async function loginToken(
  t: TestApp,
  email: string,
  password = DEMO.password,
  ip?: string,
): Promise<string> {
  const res = await login(t, { login: email, password }, client(ip));
  if (res.body.response.status !== 0 || !res.token)
    throw new Error(`login failed: ${JSON.stringify(res.body.response)}`);
  return res.token;
}

/** The latest mails to an address, newest first, from the development outbox table. */
export async function mailsTo(t: TestApp, to: string) {
  return t.db.kysely
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to', '=', to)
    .orderBy('id', 'desc')
    .execute();
}

export async function lastMail(t: TestApp, to: string) {
  const [m] = await mailsTo(t, to);
  if (!m) throw new Error(`no mail to ${to}`);
  return m;
}

export const codeIn = (text: string) => /(\d{6})\. Vale 10 minuti/.exec(text)?.[1] ?? '';
export const linkParam = (text: string, name: string) =>
  new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get(name) ?? '';

export const errorCode = (a: Answer) => a.body.response.errorsMessage[0]?.code;
export const errorText = (a: Answer) => a.body.response.errorsMessage[0]?.message;

/** A valid private-customer registration body (required consents accepted). */
export function registration(
  email: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    userTypeId: '1',
    email,
    password: 'Pane-e-Burro-42',
    firstName: 'Anna',
    lastName: 'Colombo',
    fiscalCode: 'RSSMRA80A01H501U',
    phone: '3201234567',
    disclaimers: [
      { registrationDisclaimerId: 1, value: true },
      { registrationDisclaimerId: 2, value: true },
      { registrationDisclaimerId: 4, value: false },
    ],
    ...overrides,
  };
}

/** Registers through the API and confirms with the e-mailed code; answers the new user's id. */
export async function registerConfirmed(
  t: TestApp,
  email: string,
  overrides: Record<string, unknown> = {},
  ip = '198.51.100.1',
): Promise<number> {
  const res = await call<{ userId: number }>(t, 'POST', 'registration/register_user', {
    body: registration(email, overrides),
    headers: client(ip),
  });
  if (res.body.response.status !== 0)
    throw new Error(`registration failed: ${JSON.stringify(res.body.response)}`);
  const mail = await lastMail(t, email.toLowerCase());
  const q = new URLSearchParams({
    e_mail: email,
    reg_control_code: linkParam(mail.text, 'reg_control_code'),
  });
  const confirmed = await call(t, 'GET', `registration/registration_confirm?${q}`, { headers: client(ip) });
  if (confirmed.body.response.status !== 0) throw new Error('confirmation failed');
  return res.body.data.userId;
}
export const infoText = (a: Answer) =>
  (a.body.response.infosMessage[0] as { message?: string } | undefined)?.message ?? '';

export const queryString = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** auth/test bound to the app: whom the API takes the bearer of `token` (and of `headers`) for. */
export const authTest =
  (t: TestApp) =>
  (token?: string, headers: Record<string, string> = {}) =>
    call<{ user: { userId: number; email?: string } }>(t, 'GET', 'auth/test', {
      headers: { ...session(token), ...headers },
    });

/** GET and POST as the session of `token`, answering loosely typed data for the assertions. */
export const sessionCalls = (t: TestApp) => (token: string) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get: (url: string) => call<any>(t, 'GET', url, { headers: session(token) }),
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  post: (url: string, body: unknown) => call<any>(t, 'POST', url, { headers: session(token), body }),
});
