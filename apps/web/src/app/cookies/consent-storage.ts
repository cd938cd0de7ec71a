import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  CONSENT_VERSION,
  formatConsentCookie,
  parseConsentCookie,
  type CookieConsent,
  type CookiePreferences,
} from '@spesa/domain';
import { readJson, writeString } from '../../lib/storage';
import { uuid } from '../../lib/uuid';

// The shopper's cookie choice (GDPR / Garante privacy guidelines): technical cookies are always
// on; analytics and profilation stay off until the shopper says yes. The record keeps when the
// choice was made and an id, so the choice can be proven and asked again when the policy changes.
// It lives in a first-party cookie, so the server knows whether to render the notice (decision 0070).

export type { CookieConsent, CookiePreferences };

/** Where choices were kept before the cookie (web storage); moved into the cookie on the next visit. */
export const LEGACY_CONSENT_KEY = 'spesa.cookieConsent';

function readCookie(name: string): string | null {
  try {
    for (const part of document.cookie.split(';')) {
      const at = part.indexOf('=');
      if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
    }
  } catch {
    // Cookies disabled: no stored choice.
  }
  return null;
}

function writeCookie(consent: CookieConsent): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = `${CONSENT_COOKIE}=${formatConsentCookie(consent)}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure}`;
  } catch {
    // Cookies disabled: the choice holds for this page only.
  }
}

/** The choice in the cookie, as the server saw it when it rendered the page. */
export function loadConsent(): CookieConsent | null {
  return parseConsentCookie(readCookie(CONSENT_COOKIE));
}

/**
 * The choice in the cookie (`current`, when the caller has just read it: reading
 * `document.cookie` is a synchronous call to the browser) or, failing that, one an earlier
 * version of the shop kept in web storage, moved into the cookie (and out of web storage).
 * Asking twice gives the same answer.
 */
export function loadConsentMovingLegacy(current = loadConsent()): CookieConsent | null {
  if (current) return current;
  const c = readJson<CookieConsent | null>('local', LEGACY_CONSENT_KEY, null);
  if (!c || c.version !== CONSENT_VERSION || typeof c.saveDate !== 'string' || typeof c.uuid !== 'string')
    return null;
  const moved = parseConsentCookie(formatConsentCookie(c));
  if (!moved) return null;
  writeCookie(moved);
  writeString('local', LEGACY_CONSENT_KEY, null);
  return moved;
}

export function saveConsent(
  prefs: CookiePreferences,
  previous: CookieConsent | null,
  now = new Date(),
): CookieConsent {
  const consent: CookieConsent = {
    technical: true,
    analytics: !!prefs.analytics,
    profilation: !!prefs.profilation,
    saveDate: now.toISOString(),
    uuid: previous?.uuid ?? uuid(),
    version: CONSENT_VERSION,
  };
  writeCookie(consent);
  return consent;
}
