import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import { generateCodeVerifier, generateState } from 'arctic';
import { SSO_DONE_PATH } from '@spesa/domain';
import type { Clock } from '../../../lib/clock.js';
import { SsoError } from './external-login.rules.js';
import type { ExternalLoginService, SsoClient, SsoEnd } from './external-login.service.js';
import { ProviderFailure, type OAuthProvider, type OAuthProviderName } from './oauth.providers.js';
import { inTransaction } from '../../../db/transaction.js';

/** The provider's redirect back to us (spec: social-redir/<provider>-mobile). */
export interface OAuthCallback {
  code?: string;
  state?: string;
  error?: string;
}

/**
 * Google and Facebook logins (authorization code + PKCE). The state is stored hashed with the
 * PKCE verifier and also sent to the browser in a cookie: the answer is accepted only from the
 * browser that started the login (no login CSRF), once, within 10 minutes.
 */
export class OAuthLogin {
  /**
   * Holds the outer `Db`, never a `Tx`: a login calls the provider between its database steps, and
   * nothing outside the database is called while a transaction is open.
   */
  constructor(
    private readonly db: Db,
    private readonly providers: Partial<Record<OAuthProviderName, OAuthProvider>>,
    private readonly logins: ExternalLoginService,
    private readonly clock: Clock,
  ) {}

  configured(name: OAuthProviderName): boolean {
    return this.providers[name] !== undefined;
  }

  /** The provider's login URL, and the state the browser must bring back (its cookie). */
  async start(
    name: OAuthProviderName,
    redirectUri: string,
    opts: { relay: string; sessionId: string | null },
  ): Promise<{ url: string; state: string }> {
    const provider = this.providers[name];
    if (!provider) throw new SsoError('SSO_NOT_CONFIGURED');
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    await this.logins.begin(this.db, state, name, { ...opts, codeVerifier });
    return { url: provider.authorizationUrl(redirectUri, state, codeVerifier).toString(), state };
  }

  async callback(
    name: OAuthProviderName,
    q: OAuthCallback,
    browserState: string | undefined,
    redirectUri: string,
    client: SsoClient,
  ): Promise<SsoEnd> {
    const provider = this.providers[name];
    if (!provider) return { relay: SSO_DONE_PATH, error: new SsoError('SSO_NOT_CONFIGURED') };
    // Another browser's state (or none) is refused before it can use up the real one.
    if (!q.state || !browserState || !sameText(q.state, browserState))
      return { relay: SSO_DONE_PATH, error: new SsoError('SSO_EXPIRED', 'state not of this browser') };
    const request = await this.logins.consume(this.db, q.state, name);
    if (!request) return { relay: SSO_DONE_PATH, error: new SsoError('SSO_EXPIRED') };
    const relay = request.relay_state_url ?? SSO_DONE_PATH;
    if (q.error === 'access_denied') return { relay, error: new SsoError('SSO_CANCELLED') };
    if (q.error || !q.code || !request.code_verifier)
      return { relay, error: new SsoError('SSO_FAILED', `provider answered error=${q.error ?? 'no code'}`) };
    try {
      const profile = await provider.profile(
        q.code,
        request.code_verifier,
        redirectUri,
        this.clock.now().getTime(),
      );
      // The provider has answered: the login's writes and its notice mail commit together.
      const outcome = await inTransaction(this.db, (tx) => this.logins.finish(tx, profile, client));
      return { relay, outcome };
    } catch (e) {
      // Our own database failing is not the provider's fault: only SsoError and provider or
      // network failures become SSO_FAILED here.
      if (e instanceof SsoError) return { relay, error: e };
      if (e instanceof ProviderFailure) return { relay, error: new SsoError('SSO_FAILED', e.message) };
      throw e;
    }
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
