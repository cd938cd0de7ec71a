import { createHmac } from 'node:crypto';
import { CodeChallengeMethod, OAuth2Client, OAuth2Tokens, decodeIdToken } from 'arctic';
import type { Config } from '../../../config.js';
import {
  SSO_RULES,
  SsoError,
  facebookProfile,
  googleProfile,
  type ExternalProfile,
} from './external-login.rules.js';

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];

/**
 * An OAuth 2.0 provider (authorization code with PKCE S256). `arctic` builds the login URL and
 * reads the token answers; the redirect URI is passed per call because it is built from the
 * shop's origin.
 */
export interface OAuthProvider {
  name: OAuthProviderName;
  authorizationUrl(redirectUri: string, state: string, codeVerifier: string): URL;
  /** Exchanges the code and answers who logged in; throws on any provider or network failure. */
  profile(code: string, codeVerifier: string, redirectUri: string, nowMs: number): Promise<ExternalProfile>;
}

/** A provider's endpoint failed, answered an error or could not be reached. */
export class ProviderFailure extends Error {
  constructor(provider: OAuthProviderName, cause: unknown) {
    super(`${provider}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ProviderFailure';
  }
}

/** The configured providers; one without its client id and secret is not offered. */
export function oauthProviders(config: Config): Partial<Record<OAuthProviderName, OAuthProvider>> {
  const configured = [google(config), facebook(config)].filter((p) => p !== undefined);
  return Object.fromEntries(configured.map((p) => [p.name, failingAsProvider(p)]));
}

/** Every failure of the exchange is the provider's (SsoError keeps its own code). */
function failingAsProvider(p: OAuthProvider): OAuthProvider {
  return {
    ...p,
    profile: (...args) =>
      p.profile(...args).catch((e: unknown) => {
        throw e instanceof SsoError ? e : new ProviderFailure(p.name, e);
      }),
  };
}

function google(config: Config): OAuthProvider | undefined {
  const { GOOGLE_CLIENT_ID: id, GOOGLE_CLIENT_SECRET: secret } = config;
  if (!id || !secret) return undefined;
  return {
    name: 'google',
    authorizationUrl: (redirectUri, state, verifier) =>
      new OAuth2Client(id, secret, redirectUri).createAuthorizationURLWithPKCE(
        config.GOOGLE_AUTHORIZE_URL,
        state,
        CodeChallengeMethod.S256,
        verifier,
        ['openid', 'email', 'profile'],
      ),
    async profile(code, verifier, redirectUri, nowMs) {
      const client = new OAuth2Client(id, secret, redirectUri);
      const tokens = await withTimeout(
        client.validateAuthorizationCode(config.GOOGLE_TOKEN_URL, code, verifier),
      );
      return googleProfile(decodeIdToken(tokens.idToken()) as Record<string, unknown>, id, nowMs);
    },
  };
}

function facebook(config: Config): OAuthProvider | undefined {
  const { FACEBOOK_CLIENT_ID: id, FACEBOOK_CLIENT_SECRET: secret } = config;
  if (!id || !secret) return undefined;
  return {
    name: 'facebook',
    authorizationUrl: (redirectUri, state, verifier) =>
      new OAuth2Client(id, secret, redirectUri).createAuthorizationURLWithPKCE(
        config.FACEBOOK_AUTHORIZE_URL,
        state,
        CodeChallengeMethod.S256,
        verifier,
        ['email', 'public_profile'],
      ),
    async profile(code, verifier, redirectUri) {
      const tokens = await facebookTokens(config, { code, verifier, redirectUri, id, secret });
      const accessToken = tokens.accessToken();
      // appsecret_proof proves the call comes from the app's server, as Facebook recommends.
      const proof = createHmac('sha256', secret).update(accessToken).digest('hex');
      const me = new URL(`${config.FACEBOOK_GRAPH_URL.replace(/\/$/, '')}/me`);
      me.search = new URLSearchParams({
        fields: 'id,email,first_name,last_name',
        appsecret_proof: proof,
      }).toString();
      return facebookProfile(await getJson(me, { authorization: `Bearer ${accessToken}` }));
    },
  };
}

/**
 * Facebook's token call. Facebook documents the client secret as a form field and not HTTP Basic
 * authentication, which is all arctic's generic client sends (its Facebook client has fixed
 * endpoints and no PKCE): so the request is sent here and arctic reads the answer.
 */
async function facebookTokens(
  config: Config,
  p: { code: string; verifier: string; redirectUri: string; id: string; secret: string },
): Promise<OAuth2Tokens> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: p.code,
    redirect_uri: p.redirectUri,
    client_id: p.id,
    client_secret: p.secret,
    code_verifier: p.verifier,
  });
  const res = await fetch(config.FACEBOOK_TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(SSO_RULES.providerTimeoutMs),
  });
  const data = (await res.json().catch(() => null)) as object | null;
  if (!res.ok || data === null || typeof data !== 'object')
    throw new Error(`token endpoint answered HTTP ${res.status}`);
  return new OAuth2Tokens(data);
}

async function getJson(url: URL, headers: Record<string, string>): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    headers: { accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(SSO_RULES.providerTimeoutMs),
  });
  if (!res.ok) throw new Error(`${url.pathname} answered HTTP ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/** arctic's fetch has no time limit: a provider that hangs must not hold the browser forever. */
async function withTimeout<T>(work: Promise<T>, ms: number = SSO_RULES.providerTimeoutMs): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
