import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteLimits } from '../../http/rate-limit.js';
import { accountsContext, type AccountsDeps } from './accounts.context.js';
import { authRoutes } from './auth.routes.js';
import { registrationRoutes } from './registration.routes.js';
import { profileRoutes } from './profile.routes.js';
import { securityRoutes } from './security.routes.js';
import { consentsRoutes } from './consents.routes.js';
import { externalLoginRoutes } from './external-login/external-login.routes.js';
import { identitiesRoutes } from './external-login/identities.routes.js';
import { staffRoutes } from './staff.routes.js';
import { backofficeAccessRoutes } from './backoffice-access.routes.js';

/**
 * The accounts area under /ebsn/api. Encapsulated: the form parser and the per-IP rate limits
 * registered here apply to these routes only.
 */
export function accountsRoutes(deps: AccountsDeps): FastifyPluginAsyncZod {
  const ctx = accountsContext(deps);
  return async (app) => {
    // auth/login is form-encoded (spec); a parser of our own avoids one more dependency.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    // Only routes with `config.rateLimit` are limited; if Redis fails the limit is skipped, the
    // SQL login limits still hold.
    await registerRouteLimits(app, deps.redis, 'spesa-rl-');
    await app.register(authRoutes(ctx));
    await app.register(registrationRoutes(ctx));
    await app.register(profileRoutes(ctx));
    await app.register(securityRoutes(ctx));
    await app.register(consentsRoutes(ctx));
    await app.register(externalLoginRoutes(ctx));
    await app.register(identitiesRoutes(ctx));
    await app.register(staffRoutes(deps.db));
    await app.register(backofficeAccessRoutes(ctx));
  };
}
