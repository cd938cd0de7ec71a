import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION, formatConsentCookie, parseConsentCookie, type CookieConsent } from '../src/index.js';

const choice: CookieConsent = {
  technical: true,
  analytics: true,
  profilation: false,
  saveDate: '2026-11-24T10:00:00.000Z',
  uuid: '0b6f1c1e-2d7a-4d3e-9f6a-1a2b3c4d5e6f',
  version: CONSENT_VERSION,
};

describe('the cookie choice in a cookie', () => {
  it('reads back what was written, in a value that needs no escaping', () => {
    const value = formatConsentCookie(choice);
    expect(value).toMatch(/^[0-9a-f.-]+$/);
    expect(parseConsentCookie(value)).toEqual(choice);
  });

  it('knows no choice in a missing, malformed or older-policy value', () => {
    for (const value of [undefined, '', 'si', '1.2.3.4', `0.10.${Date.now()}.u`, '1.10.x.u', '1.10.1.a b'])
      expect(parseConsentCookie(value)).toBeNull();
  });
});
