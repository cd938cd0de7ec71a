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

/** On 419 or logout: forget everything that says "logged in"; the client uuid stays. */
export function clearSession(): void {
  writeString('local', KEYS.session, null);
  writeString('local', KEYS.account, null);
  writeString('local', KEYS.authenticated, null);
}
