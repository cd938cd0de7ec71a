import { describe, expect, it } from 'vitest';
import { SSO_DONE_PATH } from '@spesa/domain';
import {
  facebookProfile,
  googleProfile,
  relayWithResult,
  safeRelay,
  samlProfile,
} from '../src/modules/accounts/external-login/external-login.rules.js';

// The pure rules of logins through identity providers (decision 0014): where the browser may be
// sent back, and how each provider's answer becomes a profile. The flows are in
// accounts-external-login.test.ts and accounts-saml.test.ts.

describe('external login rules', () => {
  it.each([
    [undefined, SSO_DONE_PATH],
    ['', SSO_DONE_PATH],
    ['/carrello', '/carrello'],
    ['/prodotti?q=latte&page=2', '/prodotti?q=latte&page=2'],
    ['//evil.example', SSO_DONE_PATH],
    ['/a//b', SSO_DONE_PATH],
    ['/\\evil.example', SSO_DONE_PATH],
    ['/x\\y', SSO_DONE_PATH],
    ['/\t/evil.example', SSO_DONE_PATH],
    ['/a\nb', SSO_DONE_PATH],
    ['https://evil.example/', SSO_DONE_PATH],
    ['evil.example', SSO_DONE_PATH],
    ['/ebsn/api/saml/do-logout', SSO_DONE_PATH],
    [`/${'a'.repeat(600)}`, SSO_DONE_PATH],
  ])('safeRelay(%j) = %j', (input, expected) => {
    expect(safeRelay(input)).toBe(expected);
  });

  it.each([
    ['/a', 'ok', undefined, '/a?sso=ok'],
    ['/a?x=1', 'register', undefined, '/a?x=1&sso=register'],
    ['/a?sso=old&sso_error=OLD#f', 'ok', undefined, '/a?sso=ok#f'],
    ['/a', 'error', 'SSO_FAILED', '/a?sso=error&sso_error=SSO_FAILED'],
    ['//evil', 'ok', undefined, `${SSO_DONE_PATH}?sso=ok`],
  ] as const)('relayWithResult(%j, %j, %j) = %j', (relay, result, error, expected) => {
    expect(relayWithResult(relay, result, error)).toBe(expected);
  });

  const now = Date.parse('2026-11-23T10:00:00Z');
  const claims = {
    iss: 'https://accounts.google.com',
    aud: 'cid',
    exp: now / 1000 + 60,
    sub: '123',
    email: ' Anna@Example.com ',
    email_verified: true,
    given_name: 'Anna',
    family_name: 'Neri',
  };

  it('reads Google claims and checks issuer, audience and expiry', () => {
    expect(googleProfile(claims, 'cid', now)).toEqual({
      provider: 'google',
      subject: '123',
      email: 'anna@example.com',
      emailVerified: true,
      firstName: 'Anna',
      lastName: 'Neri',
    });
    expect(googleProfile({ ...claims, email_verified: false }, 'cid', now).emailVerified).toBe(false);
    expect(() => googleProfile({ ...claims, iss: 'https://evil.example' }, 'cid', now)).toThrow('issuer');
    expect(() => googleProfile(claims, 'other', now)).toThrow('audience');
    expect(() => googleProfile({ ...claims, exp: now / 1000 - 1 }, 'cid', now)).toThrow('expired');
    expect(() => googleProfile({ ...claims, sub: '' }, 'cid', now)).toThrow('subject');
  });

  it('reads Facebook /me: an address present is a confirmed one', () => {
    expect(facebookProfile({ id: '42', email: 'a@b.it', first_name: 'A', last_name: 'B' })).toMatchObject({
      subject: '42',
      email: 'a@b.it',
      emailVerified: true,
    });
    expect(facebookProfile({ id: '42', email: 'not an e-mail' })).toMatchObject({
      email: null,
      emailVerified: false,
    });
    expect(() => facebookProfile({})).toThrow();
  });

  it('reads a SAML profile: e-mail from an emailAddress NameID or from an attribute', () => {
    const emailFormat = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
    expect(
      samlProfile({ nameID: 'Anna@Catena.it', nameIDFormat: emailFormat, givenName: 'Anna', sn: 'Neri' }),
    ).toEqual({
      provider: 'saml',
      subject: 'Anna@Catena.it',
      email: 'anna@catena.it',
      emailVerified: true,
      firstName: 'Anna',
      lastName: 'Neri',
    });
    expect(
      samlProfile({
        nameID: 'u-1',
        nameIDFormat: 'persistent',
        email: ['x@catena.it'],
        firstName: 'X',
        lastName: 'Y',
      }),
    ).toMatchObject({ subject: 'u-1', email: 'x@catena.it', firstName: 'X', lastName: 'Y' });
    expect(samlProfile({ nameID: 'u-2', nameIDFormat: 'persistent' }).email).toBeNull();
    expect(() => samlProfile({ nameIDFormat: emailFormat })).toThrow();
  });
});
