import { SSO_DONE_PATH, type SsoErrorCode, type SsoProvider, type SsoResult } from '@spesa/domain';
import { normalizeLogin } from '../auth.rules.js';

/** Lifetimes of logins through identity providers (decision 0014). */
export const SSO_RULES = {
  /** From the redirect to the provider until its answer must arrive. */
  requestTtlMs: 10 * 60_000,
  /** How long a provider profile waits for the registration form. */
  pendingProfileTtlMs: 30 * 60_000,
  /** A provider that does not answer within this time fails the login. */
  providerTimeoutMs: 10_000,
} as const;

/** Who logged in at the provider, as the shop needs it. */
export interface ExternalProfile {
  provider: SsoProvider;
  /** The provider's stable id of the person (Google `sub`, Facebook id, SAML NameID). */
  subject: string;
  /** Normalised (lower case); null when the provider gave none or an unusable one. */
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** A login through a provider that ends with one of the contract's `sso_error` codes. */
export class SsoError extends Error {
  constructor(
    readonly code: SsoErrorCode,
    detail?: string,
  ) {
    super(detail ?? code);
    this.name = 'SsoError';
  }
}

const RELAY_MAX_LENGTH = 500;
const hasControlCharacter = (s: string) =>
  [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * The page the browser returns to: a path of the shop only, never another site. Browsers read
 * `//host` and `/\host` as other hosts and drop tabs and newlines (so `/\t/host` becomes
 * `//host`): all of those are refused, as are the API's own paths. Anything else: SSO_DONE_PATH.
 */
export function safeRelay(url: string | null | undefined): string {
  if (typeof url !== 'string' || url.length === 0 || url.length > RELAY_MAX_LENGTH) return SSO_DONE_PATH;
  const unsafe =
    !url.startsWith('/') ||
    url.includes('//') ||
    url.includes('\\') ||
    hasControlCharacter(url) ||
    url.startsWith('/ebsn/');
  return unsafe ? SSO_DONE_PATH : url;
}

/** The relay with the outcome in its query (`sso`, and `sso_error` on error), fragment kept last. */
export function relayWithResult(relay: string, result: SsoResult, error?: SsoErrorCode): string {
  const url = new URL(safeRelay(relay), 'http://relay.invalid');
  url.searchParams.set('sso', result);
  if (error) url.searchParams.set('sso_error', error);
  else url.searchParams.delete('sso_error');
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Paranoia: whatever URL parsing did, the answer stays a path of this site.
  return safeRelay(target) === target ? target : `${SSO_DONE_PATH}${url.search}`;
}

const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const text = (v: unknown, max = 100): string => (typeof v === 'string' ? v.trim().slice(0, max) : '');

function usableEmail(v: unknown): string | null {
  const email = typeof v === 'string' ? normalizeLogin(v) : '';
  return email.length <= 254 && EMAIL_SHAPE.test(email) ? email : null;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * The claims of Google's ID token. It came straight from the token endpoint over TLS, so its
 * signature need not be checked (OpenID Connect Core 3.1.3.7, point 6); issuer, audience and
 * expiry still must be.
 */
export function googleProfile(
  claims: Record<string, unknown>,
  clientId: string,
  nowMs: number,
): ExternalProfile {
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const exp = typeof claims.exp === 'number' ? claims.exp * 1000 : 0;
  if (!GOOGLE_ISSUERS.includes(String(claims.iss)))
    throw new SsoError('SSO_FAILED', 'ID token: wrong issuer');
  if (!aud.includes(clientId)) throw new SsoError('SSO_FAILED', 'ID token: wrong audience');
  if (exp <= nowMs) throw new SsoError('SSO_FAILED', 'ID token: expired');
  const subject = text(claims.sub, 255);
  if (!subject) throw new SsoError('SSO_FAILED', 'ID token: no subject');
  return {
    provider: 'google',
    subject,
    email: usableEmail(claims.email),
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
  };
}

/**
 * Facebook's /me. Facebook gives `email` only for an address its owner has confirmed, and no
 * verification flag: an address present counts as verified.
 */
export function facebookProfile(me: Record<string, unknown>): ExternalProfile {
  const subject = typeof me.id === 'string' || typeof me.id === 'number' ? String(me.id) : '';
  if (!subject) throw new SsoError('SSO_FAILED', 'Graph /me: no id');
  const email = usableEmail(me.email);
  return {
    provider: 'facebook',
    subject: subject.slice(0, 255),
    email,
    emailVerified: email !== null,
    firstName: text(me.first_name),
    lastName: text(me.last_name),
  };
}

const SAML_EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const CLAIMS = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';
// Attribute names in use by common identity providers (plain, LDAP OIDs, WS-Federation claims).
const SAML_ATTRIBUTES = {
  email: ['email', 'mail', 'urn:oid:0.9.2342.19200300.100.1.3', `${CLAIMS}/emailaddress`],
  firstName: ['givenName', 'firstName', 'urn:oid:2.5.4.42', `${CLAIMS}/givenname`],
  lastName: ['sn', 'lastName', 'surname', 'urn:oid:2.5.4.4', `${CLAIMS}/surname`],
};

function attribute(profile: Record<string, unknown>, names: string[]): unknown {
  for (const name of names) {
    const v = profile[name];
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string' && first.trim() !== '') return first;
  }
  return undefined;
}

/**
 * A validated SAML assertion (node-saml's profile). The e-mail is the NameID when the identity
 * provider sends it in the emailAddress format, else an e-mail attribute; the chain's own identity
 * provider is trusted to have verified it.
 */
export function samlProfile(profile: Record<string, unknown>): ExternalProfile {
  const subject = text(profile.nameID, 255);
  if (!subject) throw new SsoError('SSO_FAILED', 'SAML: no NameID');
  const email =
    (profile.nameIDFormat === SAML_EMAIL_FORMAT ? usableEmail(subject) : null) ??
    usableEmail(attribute(profile, SAML_ATTRIBUTES.email));
  return {
    provider: 'saml',
    subject,
    email,
    emailVerified: email !== null,
    firstName: text(attribute(profile, SAML_ATTRIBUTES.firstName)),
    lastName: text(attribute(profile, SAML_ATTRIBUTES.lastName)),
  };
}
