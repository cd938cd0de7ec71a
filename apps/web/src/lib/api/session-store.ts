import { readString, writeString } from '../storage';
import { uuid } from '../uuid';

// The session itself lives only in the httpOnly cookie, out of reach of scripts. What is kept
// here: a stable client id and a "logged in" hint for the first paint.
const KEYS = {
  clientUuid: 'spesa.clientUuid',
  authenticated: 'spesa.authenticated',
} as const;
/** Where earlier versions mirrored the session token: emptied at start and with the session. */
const LEGACY_SESSION_KEYS = ['spesa.session', 'spesa.account'] as const;
const forgetLegacyMarkers = () => LEGACY_SESSION_KEYS.forEach((key) => writeString('local', key, null));
forgetLegacyMarkers();

/** A stable id for this browser, created on first use. */
export function getClientUuid(): string {
  let id = readString('local', KEYS.clientUuid);
  if (!id) {
    id = uuid();
    writeString('local', KEYS.clientUuid, id);
  }
  return id;
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
  forgetLegacyMarkers();
  writeString('local', KEYS.authenticated, null);
}
