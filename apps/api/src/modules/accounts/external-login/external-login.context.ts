import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import type { Clock } from '../../../lib/clock.js';
import type { Mailer } from '../../mail/index.js';
import type { SessionService } from '../session.service.js';
import type { VisitorCartMerge } from '../auth.service.js';
import { ExternalLoginService } from './external-login.service.js';
import { IdentitiesService } from './identities.service.js';
import { OAuthLogin } from './oauth.login.js';
import { oauthProviders } from './oauth.providers.js';
import { samlLogin } from './saml.js';

/** Logins through identity providers: built once per app from the configuration. */
export function externalLoginContext(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  sessions: SessionService;
  mailer: Mailer;
  mergeVisitorCart?: VisitorCartMerge;
}) {
  const service = new ExternalLoginService(deps.clock, deps.sessions, deps.mailer, deps.mergeVisitorCart);
  return {
    service,
    /** The logins linked to an account, as its owner sees and removes them. */
    identities: new IdentitiesService(deps.clock, deps.mailer),
    oauth: new OAuthLogin(deps.db, oauthProviders(deps.config), service, deps.clock),
    /** undefined when SAML is not configured. */
    saml: samlLogin(deps.config, deps.db, service),
    samlLogoutUrl: deps.config.SAML_LOGOUT_URL,
  };
}
export type ExternalLoginContext = ReturnType<typeof externalLoginContext>;
