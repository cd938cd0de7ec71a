import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, socialUserDetailSchema } from '@spesa/domain';
import { ok } from '../../../http/envelope.js';
import { endSession, startSession } from '../../../http/session.js';
import type { AccountsContext } from '../accounts.context.js';
import { formFlag } from '../auth.rules.js';
import { SSO_RULES, SsoError, relayWithResult, safeRelay } from './external-login.rules.js';
import type { SsoClient, SsoEnd } from './external-login.service.js';
import { OAUTH_PROVIDERS, type OAuthProviderName } from './oauth.providers.js';
import type { SamlSite } from './saml.js';
import { hashToken, newToken } from '../crypto.js';
import { sessionUserOf } from '../user.mapper.js';

// Plain strings: these are browser navigations that always end in a redirect to the shop, and
// nothing here is stored as given (the relay is checked by safeRelay, the state is hashed).
const str = (max: number) => z.string().max(max);
const relayQuery = z.object({ relay_state_url: str(2000).optional() });
/** The provider's redirect back (spec: code, use-plugin or relay_state_url; OAuth: state, error). */
const callbackQuery = z.object({
  code: str(2000).optional(),
  state: str(200).optional(),
  error: str(200).optional(),
  error_description: str(2000).optional(),
  relay_state_url: str(2000).optional(),
  'use-plugin': str(20).optional(),
});
const samlForm = z.object({ SAMLResponse: z.string().min(1).max(500_000), RelayState: str(2000).optional() });

/** Per-IP limit (in memory, decision 0006): each redirect writes a row. */
const perIp = { rateLimit: { max: 30, timeWindow: '10 minutes' } };
const STATE_COOKIE = 'spesa_sso_state';
/**
 * Binds a SAML login to the browser that started it (decision 0022). The identity provider posts
 * its answer cross-site, so the cookie must be SameSite=None, hence Secure (browsers keep Secure
 * cookies on http only for localhost); it is sent only to the SAML paths.
 */
const SAML_BROWSER_COOKIE = 'spesa_saml_browser';
const LOGOUT_FETCH_SITES = new Set(['same-origin', 'none']);
const SECURE_STATE_COOKIE = '__Host-spesa_sso_state';

/**
 * Logins through Google, Facebook and the chain's SAML identity provider (decision 0014). These
 * are browser navigations, not API calls: every outcome is a redirect to a page of the shop with
 * `sso` (and `sso_error`) in its query, never an error page.
 */
export function externalLoginRoutes(ctx: AccountsContext): FastifyPluginAsyncZod {
  const { externalLogin: sso } = ctx;
  const tags = ['accesso esterno'];

  return async (app) => {
    const site = (req: FastifyRequest): SamlSite => ({ origin: ctx.origin(req), prefix: app.prefix });
    const redirectUri = (req: FastifyRequest, name: OAuthProviderName) =>
      `${ctx.origin(req)}${app.prefix}/social-redir/${name}-mobile`;
    const client = (req: FastifyRequest): SsoClient => ({
      ...ctx.meta(req),
      sessionId: req.session?.id ?? null,
    });

    app.get(
      '/social-redir/:provider/start',
      {
        schema: {
          tags,
          summary: 'Inizio dell’accesso con Google o Facebook (redirect al fornitore)',
          params: z.object({ provider: z.enum(OAUTH_PROVIDERS) }),
          querystring: relayQuery,
        },
        config: { ...perIp, allowStaleSession: true },
      },
      async (req, reply) => {
        const relay = safeRelay(req.query.relay_state_url);
        const name = req.params.provider;
        if (!sso.oauth.configured(name))
          return redirect(reply, relayWithResult(relay, 'error', 'SSO_NOT_CONFIGURED'));
        const started = await sso.oauth.start(name, redirectUri(req, name), {
          relay,
          sessionId: req.session?.id ?? null,
        });
        setStateCookie(req, reply, started.state);
        return redirect(reply, started.url);
      },
    );

    for (const name of OAUTH_PROVIDERS) {
      app.get(
        `/social-redir/${name}-mobile`,
        {
          schema: { tags, summary: `Ritorno dall’accesso con ${name}`, querystring: callbackQuery },
          config: { ...perIp, allowStaleSession: true },
          // The query carries the authorization code: only warnings reach the log.
          logLevel: 'warn',
        },
        async (req, reply) =>
          safely(req, reply, 302, async () => {
            const state = takeStateCookie(req, reply);
            return sso.oauth.callback(name, req.query, state, redirectUri(req, name), client(req));
          }),
      );
    }

    const pendingProfile = {
      schema: {
        tags,
        summary: 'Profilo del fornitore in attesa di registrazione in questa sessione',
        response: { 200: envelopeSchema(socialUserDetailSchema.nullable()) },
      },
    };
    const pendingHandler = async (req: FastifyRequest) =>
      ok(await sso.service.pendingProfile(ctx.db, req.session?.id));
    app.get('/registration/social_user_detail', pendingProfile, pendingHandler);
    app.get('/social_user_detail', pendingProfile, pendingHandler);

    app.get(
      '/saml/do-login',
      {
        schema: {
          tags,
          summary: 'Accesso SAML (checkUser=true: solo verifica di una sessione già aperta)',
          querystring: relayQuery.extend({ checkUser: str(10).optional() }),
        },
        config: { ...perIp, allowStaleSession: true },
      },
      async (req, reply) => {
        const relay = safeRelay(req.query.relay_state_url);
        if (!sso.saml) return redirect(reply, relayWithResult(relay, 'error', 'SSO_NOT_CONFIGURED'));
        const binding = newToken();
        const url = await sso.saml.authorizeUrl(site(req), {
          passive: formFlag(req.query.checkUser),
          relay,
          sessionId: req.session?.id ?? null,
          browserHash: hashToken(binding),
        });
        reply.setCookie(SAML_BROWSER_COOKIE, binding, {
          path: `${app.prefix}/saml/`,
          httpOnly: true,
          sameSite: 'none',
          secure: true,
          maxAge: SSO_RULES.requestTtlMs / 1000,
        });
        return redirect(reply, url);
      },
    );

    // The identity provider's page posts this form cross-site: no client header, a foreign
    // Origin, no SameSite=Lax cookie. It is exempt from the CSRF guard; the signature, the
    // audience and the single-use InResponseTo are its protection.
    app.post(
      '/saml/acs',
      {
        schema: { tags, summary: 'Risposta SAML (POST dal fornitore di identità)', body: samlForm },
        config: { ...perIp, csrf: false, allowStaleSession: true },
        bodyLimit: 1024 * 1024,
        logLevel: 'warn',
      },
      async (req, reply) => {
        const binding = req.cookies[SAML_BROWSER_COOKIE];
        reply.clearCookie(SAML_BROWSER_COOKIE, { path: `${app.prefix}/saml/`, sameSite: 'none', secure: true });
        return safely(req, reply, 303, async () =>
          sso.saml
            ? sso.saml.complete(site(req), req.body, client(req), binding ? hashToken(binding) : null)
            : { relay: safeRelay(req.body.RelayState), error: new SsoError('SSO_NOT_CONFIGURED') },
        );
      },
    );

    app.get(
      '/saml/do-logout',
      {
        schema: {
          tags,
          summary: 'Uscita (e uscita dal fornitore di identità, se configurata)',
          querystring: relayQuery,
        },
        config: { allowStaleSession: true },
      },
      async (req, reply) => {
        // Only a navigation from the shop's own pages (or typed by the shopper) logs out: another
        // site may not log the shopper out by linking here, and a request without Sec-Fetch-Site
        // cannot prove where it came from (decision 0022; apps log out with POST auth/logout).
        if (LOGOUT_FETCH_SITES.has(String(req.headers['sec-fetch-site']))) {
          await ctx.auth.logout(ctx.db, req.session);
          endSession(req, reply);
        }
        return redirect(reply, sso.samlLogoutUrl ?? safeRelay(req.query.relay_state_url));
      },
    );

    app.get(
      '/saml/metadata',
      { schema: { tags, summary: 'Metadati SAML del negozio (service provider)' } },
      async (req, reply) => {
        if (!sso.saml)
          return reply.status(404).type('text/plain; charset=utf-8').send('SAML non configurato');
        return reply.type('application/xml; charset=utf-8').send(await sso.saml.metadata(site(req)));
      },
    );
  };
}

/** Ends a login through a provider: the new session (if any) and the way back to the shop. */
function finish(req: FastifyRequest, reply: FastifyReply, end: SsoEnd, status: 302 | 303) {
  if ('error' in end) {
    const level = end.error.code === 'SSO_FAILED' ? 'warn' : 'info';
    req.log[level]({ code: end.error.code, detail: end.error.message }, 'external login refused');
    return redirect(reply, relayWithResult(end.relay, 'error', end.error.code), status);
  }
  const { outcome } = end;
  if (outcome.kind === 'login') {
    startSession(req, reply, outcome.issued, sessionUserOf(outcome.user));
    return redirect(reply, relayWithResult(end.relay, 'ok'), status);
  }
  if (outcome.issued) startSession(req, reply, outcome.issued, null);
  return redirect(reply, relayWithResult(end.relay, 'register'), status);
}

/** A failure of our own still sends the browser back to the shop, never to an error page. */
async function safely(
  req: FastifyRequest,
  reply: FastifyReply,
  status: 302 | 303,
  work: () => Promise<SsoEnd>,
) {
  let end: SsoEnd;
  try {
    end = await work();
  } catch (err) {
    req.log.error({ err }, 'external login failed');
    end = { relay: safeRelay(undefined), error: new SsoError('SSO_FAILED') };
  }
  return finish(req, reply, end, status);
}

/**
 * Browsers apply Cross-Origin-Opener-Policy at every redirect of a navigation: a login popup must
 * not be cut off from the shop window that opened it on its way through here (decision 0017).
 */
function redirect(reply: FastifyReply, url: string, status: 302 | 303 = 302) {
  return reply
    .header('cache-control', 'no-store')
    .header('cross-origin-opener-policy', 'unsafe-none')
    .redirect(asciiLocation(url), status);
}

/** A Location header holds ASCII only: other characters (a relay path '/\u3000') are percent-encoded. */
function asciiLocation(url: string): string {
  // A lone surrogate cannot be encoded: it becomes the replacement character, as decoding does.
  return url.replace(/[^\x21-\x7e]/gu, (c) => (c.length === 1 && /[\ud800-\udfff]/.test(c) ? '%EF%BF%BD' : encodeURIComponent(c)));
}

/** The state also lives in the browser that started the login, so only that browser can finish it. */
function setStateCookie(req: FastifyRequest, reply: FastifyReply, state: string) {
  const secure = req.protocol === 'https';
  reply.setCookie(secure ? SECURE_STATE_COOKIE : STATE_COOKIE, state, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SSO_RULES.requestTtlMs / 1000,
  });
}

function takeStateCookie(req: FastifyRequest, reply: FastifyReply): string | undefined {
  const state = req.cookies[SECURE_STATE_COOKIE] ?? req.cookies[STATE_COOKIE];
  if (state !== undefined)
    reply.clearCookie(req.protocol === 'https' ? SECURE_STATE_COOKIE : STATE_COOKIE, { path: '/' });
  return state;
}
