// The shopper's cookie choice travels in a first-party cookie (decision 0070): the browser reads
// it to know what the shopper allowed, the server to know whether to render the cookie notice.
// One format for both, here.

export const CONSENT_COOKIE = 'spesa_consent';
/** Raise when the cookie policy changes: older choices are asked again. */
export const CONSENT_VERSION = 1;
/** A year, as the Garante guidelines allow before asking again. */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface CookiePreferences {
  analytics: boolean;
  profilation: boolean;
}

/** What the shopper chose, when and under which id, so the choice can be proven. */
export interface CookieConsent extends CookiePreferences {
  technical: true;
  saveDate: string;
  uuid: string;
  version: number;
}

const FORMAT = /^(\d+)\.([01])([01])\.(\d+)\.([0-9a-zA-Z-]{1,64})$/;

/** `1.01.<save time in ms>.<id>`: short (it goes with every request) and free of escaping. */
export function formatConsentCookie(c: CookieConsent): string {
  return `${c.version}.${Number(c.analytics)}${Number(c.profilation)}.${Date.parse(c.saveDate)}.${c.uuid}`;
}

/** The choice in a cookie value; null when absent, malformed or made under an older policy. */
export function parseConsentCookie(value: string | undefined | null): CookieConsent | null {
  const m = value ? FORMAT.exec(value) : null;
  if (!m || Number(m[1]) !== CONSENT_VERSION) return null;
  const saved = new Date(Number(m[4]));
  if (Number.isNaN(saved.getTime())) return null;
  return {
    technical: true,
    analytics: m[2] === '1',
    profilation: m[3] === '1',
    saveDate: saved.toISOString(),
    uuid: m[5]!,
    version: CONSENT_VERSION,
  };
}
