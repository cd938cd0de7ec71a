import fs from 'node:fs';
import type { Db } from '../../../db/database.js';
import type { CacheProvider, SamlConfig, ValidateInResponseTo } from '@node-saml/node-saml';
import type { Config } from '../../../config.js';
import { SSO_RULES, SsoError, safeRelay, samlProfile, type ExternalProfile } from './external-login.rules.js';
import { sameHex } from '../crypto.js';
import type { ConsumedRequest, ExternalLoginService, SsoClient, SsoEnd } from './external-login.service.js';
import { inTransaction } from '../../../db/transaction.js';

/** Where the service provider lives: the shop's origin and the API prefix. */
export interface SamlSite {
  origin: string;
  prefix: string;
}

interface SamlAnswer {
  /** null: a passive check (checkUser) found no session at the identity provider. */
  profile: ExternalProfile | null;
  request: ConsumedRequest;
}

/**
 * SAML single sign-on with the chain's identity provider through node-saml (decision 0014):
 * AuthnRequest by HTTP-Redirect, signed answer posted to the ACS. Request ids live in
 * `sso_request` (node-saml's cache interface), so any instance accepts the answer, once.
 */
export interface SamlLogin {
  authorizeUrl(
    site: SamlSite,
    opts: { passive: boolean; relay: string; sessionId: string | null; browserHash: string },
  ): Promise<string>;
  /**
   * The identity provider's posted answer: validated, then the same outcomes as the social logins.
   * `browserHash` is the hash of the binding cookie the posting browser sent (decision 0022).
   */
  complete(site: SamlSite, form: SamlForm, client: SsoClient, browserHash: string | null): Promise<SsoEnd>;
  metadata(site: SamlSite): Promise<string>;
}

export interface SamlForm {
  SAMLResponse: string;
  RelayState?: string;
}

/** The identity provider's certificate: PEM text, or the path of a PEM file (read once, at start). */
export function idpCertificate(value: string): string {
  if (value.includes('-----BEGIN')) return value;
  try {
    return fs.readFileSync(value, 'utf8');
  } catch {
    throw new Error(`SAML_IDP_CERT: non è un certificato PEM né un file leggibile (${value})`);
  }
}

/** Holds the outer `Db`, never a `Tx`: the identity provider is called between database steps. */
export function samlLogin(config: Config, db: Db, logins: ExternalLoginService): SamlLogin | undefined {
  if (!config.SAML_ENTRY_POINT || !config.SAML_IDP_CERT) return undefined;
  const idpCert = idpCertificate(config.SAML_IDP_CERT);
  // Loaded only when SAML is configured: its XML and signature libraries cost the start of every
  // other shop ~70 ms.
  const library = import('@node-saml/node-saml');
  const saml = async (o: SamlConfig) => new (await library).SAML(o);
  const options = (site: SamlSite, cacheProvider: CacheProvider, passive = false): SamlConfig => ({
    entryPoint: config.SAML_ENTRY_POINT,
    idpCert,
    issuer: config.SAML_ISSUER ?? `${site.origin}${site.prefix}/saml/metadata`,
    callbackUrl: `${site.origin}${site.prefix}/saml/acs`,
    passive,
    // The e-mail as NameID; any authentication method the identity provider chooses.
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    disableRequestedAuthnContext: true,
    // The assertion must be signed; a signature on the whole response is accepted, not required
    // (identity providers differ on which of the two they sign).
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    // Only answers to our own requests (no identity-provider-initiated logins).
    validateInResponseTo: 'always' as ValidateInResponseTo,
    requestIdExpirationPeriodMs: SSO_RULES.requestTtlMs,
    acceptedClockSkewMs: 60_000,
    cacheProvider,
  });

  /** Signature, audience, validity and InResponseTo checked by node-saml; the request taken once. */
  const accept = async (site: SamlSite, form: SamlForm): Promise<SamlAnswer> => {
    const cache = requestStore(db, logins);
    let result;
    try {
      result = await (
        await saml(options(site, cache))
      ).validatePostResponseAsync({
        SAMLResponse: form.SAMLResponse,
      });
    } catch (e) {
      // An answer to a request unknown, expired or already answered: a replay, or too late.
      const code = cache.unknownRequest() ? 'SSO_EXPIRED' : 'SSO_FAILED';
      throw new SsoError(code, `SAML: ${(e as Error).message}`);
    }
    const request = await cache.taken();
    if (!request) throw new SsoError('SSO_EXPIRED', 'SAML: request already answered');
    return { profile: result.profile ? samlProfile(result.profile) : null, request };
  };

  return {
    async authorizeUrl(site, opts) {
      const cache = requestStore(db, logins, {
        relay: opts.relay,
        sessionId: opts.sessionId,
        browserHash: opts.browserHash,
      });
      // The relay also travels as RelayState: an answer that fails before its request is found
      // still brings the browser back to the page it came from.
      return (await saml(options(site, cache, opts.passive))).getAuthorizeUrlAsync(opts.relay, undefined, {});
    },

    async complete(site, form, client, browserHash) {
      let answer: SamlAnswer;
      try {
        answer = await accept(site, form);
      } catch (e) {
        // Before the request is known, the RelayState the identity provider echoed is the way back.
        if (e instanceof SsoError) return { relay: safeRelay(form.RelayState), error: e };
        throw e;
      }
      const relay = answer.request.relay_state_url ?? safeRelay(form.RelayState);
      // An answer to a login another browser started: logging this one in would let an attacker
      // sign a victim into the attacker's account.
      const bound = answer.request.browser_hash;
      if (browserHash === null || bound === null || !sameHex(bound, browserHash))
        return { relay, error: new SsoError('SSO_FAILED', 'SAML: answer for a login started by another browser') };
      if (!answer.profile)
        return { relay, error: new SsoError('SSO_CANCELLED', 'SAML: no session at the identity provider') };
      try {
        // The ACS is posted cross-site, so the browser's SameSite=Lax cookie is missing: its
        // session is the one recorded when the login started.
        const sessionId = client.sessionId ?? answer.request.session_id;
        const profile = answer.profile;
        const outcome = await inTransaction(db, (tx) => logins.finish(tx, profile, { ...client, sessionId }));
        return { relay, outcome };
      } catch (e) {
        if (e instanceof SsoError) return { relay, error: e };
        throw e;
      }
    },

    async metadata(site) {
      return (await saml(options(site, requestStore(db, logins)))).generateServiceProviderMetadata(null, null);
    },
  };
}

/**
 * node-saml's request-id cache over `sso_request`. Removing an id consumes the row with a
 * conditional update, so of two copies of one answer arriving together only one gets through.
 * `taken` answers the request this answer responds to (the InResponseTo node-saml looked up
 * first) if this call consumed it, consuming it now when node-saml did not remove it (a passive
 * answer, or an assertion without SubjectConfirmationData InResponseTo).
 */
function requestStore(
  db: Db,
  logins: ExternalLoginService,
  start?: { relay: string; sessionId: string | null; browserHash: string },
) {
  const consumed = new Map<string, ConsumedRequest>();
  let answering: string | undefined;
  let unknown = false;
  const consume = async (id: string) => {
    const row = consumed.get(id) ?? (await logins.consume(db, id, 'saml'));
    if (row) consumed.set(id, row);
    return row;
  };
  const cache: CacheProvider & {
    taken(): Promise<ConsumedRequest | undefined>;
    unknownRequest(): boolean;
  } = {
    async saveAsync(id, value) {
      if (!start) throw new Error('SAML request ids are saved only when a login starts');
      await logins.begin(db, id, 'saml', start);
      return { value, createdAt: Date.now() };
    },
    async getAsync(id) {
      answering ??= id;
      const since = (await logins.openSince(db, id, 'saml')) ?? null;
      if (since === null) unknown = true;
      return since;
    },
    async removeAsync(id) {
      if (id) await consume(id);
      return id;
    },
    taken: async () => (answering ? consume(answering) : undefined),
    unknownRequest: () => unknown,
  };
  return cache;
}
