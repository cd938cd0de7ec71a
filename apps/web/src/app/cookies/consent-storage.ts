import { readJson, writeJson } from '../../lib/storage';
import { uuid } from '../../lib/uuid';

// The shopper's cookie choice (GDPR / Garante privacy guidelines): technical cookies are always
// on; analytics and profilation stay off until the shopper says yes. The record keeps when the
// choice was made and an id, so the choice can be proven and asked again when the policy changes.

export const CONSENT_KEY = 'spesa.cookieConsent';
/** Raise when the cookie policy changes: older choices are asked again. */
export const CONSENT_VERSION = 1;

export interface CookiePreferences {
  analytics: boolean;
  profilation: boolean;
}

export interface CookieConsent extends CookiePreferences {
  technical: true;
  saveDate: string;
  uuid: string;
  version: number;
}

export function loadConsent(): CookieConsent | null {
  const c = readJson<CookieConsent | null>('local', CONSENT_KEY, null);
  if (!c || c.version !== CONSENT_VERSION || typeof c.saveDate !== 'string') return null;
  return c;
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
  writeJson('local', CONSENT_KEY, consent);
  return consent;
}
