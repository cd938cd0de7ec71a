import { readString, writeString } from '../storage';
import { uuid } from '../uuid';

// Session markers for clients without cookies (spec section 7): the server answers
// X-Ebsn-Session / X-Ebsn-Account and we send them back. The browser also holds the httpOnly
// cookie; these markers only mirror what the server chose to expose.
const KEYS = {
  clientUuid: 'spesa.clientUuid',
  session: 'spesa.session',
  account: 'spesa.account',
  authenticated: 'spesa.authenticated',
} as const;

/** A stable id for this browser, created on first use. */
export function getClientUuid(): string {
  let id = readString('local', KEYS.clientUuid);
  if (!id) {
    id = uuid();
    writeString('local', KEYS.clientUuid, id);
  }
  return id;
}

export function getSessionMarkers(): { session: string | null; account: string | null } {
  return { session: readString('local', KEYS.session), account: readString('local', KEYS.account) };
}

export function setSessionMarkers(markers: { session?: string | null; account?: string | null }): void {
  if (markers.session !== undefined) writeString('local', KEYS.session, markers.session || null);
  if (markers.account !== undefined) writeString('local', KEYS.account, markers.account || null);
}

export function isAuthenticatedFlag(): boolean {
  return readString('local', KEYS.authenticated) === 'true';
}

export function setAuthenticatedFlag(value: boolean): void {
  writeString('local', KEYS.authenticated, value ? 'true' : null);
}

// Which session a request was sent with, so that the 419 of a request the app itself made stale
// (it logged out, or a call it made ended the account's sessions) is not announced as an
// expiry: the shopper asked for it. Bumped whenever the session is forgotten.
let epoch = 0;
let endingCalls = 0;

export function sessionEpoch(): number {
  return epoch;
}

/** True when a 419 answers a request sent before the session was knowingly ended. */
export function isExpectedSessionEnd(sentAtEpoch: number): boolean {
  return endingCalls > 0 || sentAtEpoch !== epoch;
}

/**
 * Runs a call that ends the account's sessions on the server (e-mail change, erasure). Requests
 * in flight meanwhile may answer 419: they are expected, not an expiry. On success the session
 * is forgotten here.
 */
export async function endingSession<T>(call: () => Promise<T>): Promise<T> {
  endingCalls += 1;
  try {
    const result = await call();
    clearSession();
    return result;
  } finally {
    endingCalls -= 1;
  }
}

/** On 419 or logout: forget everything that says "logged in"; the client uuid stays. */
export function clearSession(): void {
  epoch += 1;
  writeString('local', KEYS.session, null);
  writeString('local', KEYS.account, null);
  writeString('local', KEYS.authenticated, null);
}
