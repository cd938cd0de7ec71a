import fs from 'node:fs';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

/**
 * A SAML identity provider for the tests: reads our AuthnRequest and writes signed answers with
 * the test-only key in fixtures/saml (made with `openssl req -x509 -newkey rsa:2048 -nodes
 * -days 3650 -subj /CN=test-idp`).
 */
const FIXTURES = new URL('../fixtures/saml/', import.meta.url);
export const IDP_CERT_PATH = new URL('idp-cert.pem', FIXTURES).pathname;
export const IDP_KEY = fs.readFileSync(new URL('idp-key.pem', FIXTURES), 'utf8');
export const IDP_ENTRY_POINT = 'https://idp.example/sso';
export const IDP_ISSUER = 'https://idp.example/metadata';

/** A key the shop does not trust. */
export const FOREIGN_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

export interface AuthnRequest {
  id: string;
  acsUrl: string;
  issuer: string;
  passive: boolean;
  relayState: string | null;
  xml: string;
}

/** The AuthnRequest of our redirect to the identity provider (HTTP-Redirect: deflate + base64). */
export function authnRequestOf(location: string): AuthnRequest {
  const url = new URL(location);
  const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString(
    'utf8',
  );
  const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
  return {
    id: attr('ID'),
    acsUrl: attr('AssertionConsumerServiceURL'),
    issuer: /<saml:Issuer[^>]*>([^<]*)</.exec(xml)?.[1] ?? '',
    passive: attr('IsPassive') === 'true',
    relayState: url.searchParams.get('RelayState'),
    xml,
  };
}

export interface ResponseOptions {
  inResponseTo: string;
  audience: string;
  recipient: string;
  nameId?: string;
  nameIdFormat?: string;
  attributes?: Record<string, string>;
  /** Signing key; default the fixture's. */
  key?: string;
  signAssertion?: boolean;
  signResponse?: boolean;
  /** Validity of the assertion from now, in ms (negative: already expired). */
  validForMs?: number;
  /** The identity provider had no session for a passive request. */
  noPassive?: boolean;
}

const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const id = () => `_${randomBytes(16).toString('hex')}`;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function assertionXml(o: ResponseOptions, now: Date): string {
  const until = new Date(now.getTime() + (o.validForMs ?? 5 * 60_000)).toISOString();
  const before = new Date(now.getTime() - 60_000).toISOString();
  const attributes = Object.entries(o.attributes ?? {})
    .map(
      ([k, v]) =>
        `<saml:Attribute Name="${esc(k)}"><saml:AttributeValue>${esc(v)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');
  return (
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id()}" Version="2.0" IssueInstant="${now.toISOString()}">` +
    `<saml:Issuer>${IDP_ISSUER}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="${o.nameIdFormat ?? EMAIL_FORMAT}">${esc(o.nameId ?? '')}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData InResponseTo="${o.inResponseTo}" NotOnOrAfter="${until}" Recipient="${o.recipient}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${before}" NotOnOrAfter="${until}">` +
    `<saml:AudienceRestriction><saml:Audience>${esc(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${id()}"><saml:AuthnContext>` +
    `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
    `</saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    `</saml:Assertion>`
  );
}

function statusXml(noPassive: boolean): string {
  const success = '<samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/>';
  const refused =
    '<samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Responder">' +
    '<samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:NoPassive"/></samlp:StatusCode>';
  return `<samlp:Status>${noPassive ? refused : success}</samlp:Status>`;
}

function sign(xml: string, key: string, element: 'Assertion' | 'Response'): string {
  const sig = new SignedXml({
    privateKey: key,
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  });
  const target = `//*[local-name(.)='${element}']`;
  sig.addReference({
    xpath: target,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
  });
  // The signature goes right after the element's Issuer, where the SAML schema puts it.
  sig.computeSignature(xml, {
    location: { reference: `${target}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return sig.getSignedXml();
}

/** A base64 SAMLResponse as the identity provider posts it. */
export function samlResponse(o: ResponseOptions): string {
  const now = new Date();
  const key = o.key ?? IDP_KEY;
  let assertion = o.noPassive ? '' : assertionXml(o, now);
  if (assertion && o.signAssertion !== false) assertion = sign(assertion, key, 'Assertion');
  let xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"` +
    ` ID="${id()}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${o.recipient}" InResponseTo="${o.inResponseTo}">` +
    `<saml:Issuer>${IDP_ISSUER}</saml:Issuer>${statusXml(o.noPassive === true)}${assertion}</samlp:Response>`;
  if (o.signResponse) xml = sign(xml, key, 'Response');
  return Buffer.from(xml, 'utf8').toString('base64');
}
