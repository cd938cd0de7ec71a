/* eslint-disable @typescript-eslint/no-explicit-any */
import type { TestApp } from './app.js';
import { call, client, login, type Answer } from './accounts.js';

/**
 * Helpers of the delivery tests: log a demo customer in (remember me, so a test may move the clock
 * by days without the session going idle) and call the API with the session cookie.
 */
export async function loginCookie(
  t: TestApp,
  email: string,
  password = 'Spesa2026!',
  ip = '203.0.113.50',
): Promise<string> {
  const res = await login(t, { login: email, password, remember_me: 'true' }, client(ip));
  if (res.body.response.status !== 0 || !res.token)
    throw new Error(`login failed: ${JSON.stringify(res.body.response)}`);
  return `spesa_session=${res.token}`;
}

export type Caller = (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<Answer<any>>;

/** Calls as the customer of `cookie` (or as a visitor without one). */
export function caller(t: TestApp, cookie?: string): Caller {
  return (method, url, body) => call<any>(t, method, url, { headers: cookie ? { cookie } : {}, body });
}

export const status = (a: Answer) => a.body.response.status;
export const errorCode = (a: Answer) => a.body.response.errorsMessage[0]?.code;
type Messages = Array<{ code: string; message: string }>;
export const warningCodes = (a: Answer) => (a.body.response.warningsMessage as Messages).map((w) => w.code);
export const warningText = (a: Answer) => (a.body.response.warningsMessage as Messages)[0]?.message ?? '';
export const infoCodes = (a: Answer) => (a.body.response.infosMessage as Messages).map((i) => i.code);

/** A valid home address in Milano (zone 6, store 11), to override field by field. */
export function homeAddress(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    addressName: 'Casa',
    address1: 'Via Dante',
    addressNumber: '12',
    city: 'Milano',
    province: 'MI',
    postalcode: '20121',
    phone: '3331234567',
    doorbell: 'Rossi',
    notes: 'Secondo piano',
    ...overrides,
  };
}

/** Saves a home address and answers its id. */
export async function saveHome(as: Caller, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await as('POST', 'user-address/update', homeAddress(overrides));
  if (status(res) !== 0) throw new Error(`address not saved: ${JSON.stringify(res.body.response)}`);
  return res.body.data.address.addressId;
}

/** The pickup point (type 3) of a store. */
export async function pickupOf(as: Caller, storeId: number): Promise<number> {
  const res = await as('GET', `user-address/list-store?store_id=${storeId}`);
  const found = res.body.data.addresses.find((a: any) => a.addressTypeId === 3);
  if (!found) throw new Error(`no pickup point for store ${storeId}`);
  return found.addressId;
}

/** timeslot/list days (status 0 expected). */
export async function timeslotDays(as: Caller, query = ''): Promise<any[]> {
  const res = await as('GET', `timeslot/list${query}`);
  if (status(res) !== 0) throw new Error(`timeslot/list failed: ${JSON.stringify(res.body.response)}`);
  return res.body.data.data.days;
}
export const slotsOf = (days: any[], date: string): any[] =>
  days.find((d) => d.dateIso === date)?.timeslots ?? [];
export const selectHome = (as: Caller, id: number) =>
  as('POST', `user-address/select?address_type=home&address_id=${id}&delivery_service_id=2`);
export const selectPickup = async (as: Caller, storeId: number) =>
  as(
    'POST',
    `user-address/select?address_type=drive&address_id=${await pickupOf(as, storeId)}&delivery_service_id=1`,
  );
export const chooseSlot = (as: Caller, date: string, id: number) =>
  as('GET', `timeslot/select?sel_date=${date}&timeslot_id=${id}`);
