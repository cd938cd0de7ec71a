import type { DbOrTx } from '../../db/transaction.js';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../mail/index.js';
import { AuthService, type VisitorCartMerge } from './auth.service.js';
import { MfaService } from './mfa.service.js';
import { SessionService, type ClientMeta } from './session.service.js';
import { DisclaimersService } from './disclaimers.service.js';
import { RegistrationService } from './registration.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { CredentialsService } from './credentials.service.js';
import { ProfileService, type OrderTotalsPort } from './profile.service.js';
import { FiscalPersonsService } from './fiscal-persons.service.js';
import { AnonymizeService } from './anonymize.service.js';
import type { ErasureStep } from './erasure.js';
import { externalLoginContext } from './external-login/external-login.context.js';
import { createAntibotVerifier } from './antibot.js';

export interface AccountsDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  sessions: SessionService;
  /** The user's cart id once the cart area exists; null until then. */
  cartIdOf?: (userId: number) => Promise<number | null>;
  /** The anonymous cart's merge at login (ANONYMOUS_CART on); absent, a login merges nothing. */
  mergeVisitorCart?: VisitorCartMerge;
  /** The shared Redis (REDIS_URL): per-IP limits then hold across instances. */
  redis?: Redis;
  /** Erasure steps of other areas (orders, addresses, ...), run before the account's own. */
  erasureSteps?: ErasureStep[];
  /** data.user.hasFavorites (the lists area's answer). */
  hasFavorites?: (db: DbOrTx, userId: number) => Promise<boolean>;
  /** customer-lifetime/user_info's order figures (the orders area's answer); absent, none. */
  orderTotals?: OrderTotalsPort;
  /** The other areas' roles of a staff member, for the SSO user (the price lists'); absent, none. */
  staffRoles?: (db: DbOrTx, userId: number) => Promise<string[]>;
}

/** Everything the account routes share: services built once per app. */
export function accountsContext(deps: AccountsDeps) {
  const { db, clock, config, mailer, sessions } = deps;
  const disclaimers = new DisclaimersService(clock);
  const mfa = new MfaService(clock, sessions, mailer);
  const externalLogin = externalLoginContext({
    db,
    clock,
    config,
    sessions,
    mailer,
    mergeVisitorCart: deps.mergeVisitorCart,
  });
  return {
    db,
    config,
    sessions,
    disclaimers,
    auth: new AuthService(clock, sessions, disclaimers, mfa, deps.mergeVisitorCart, deps.hasFavorites),
    registration: new RegistrationService(clock, mailer, disclaimers, externalLogin.service),
    externalLogin,
    passwordReset: new PasswordResetService(clock, mailer),
    credentials: new CredentialsService(clock, mailer),
    profile: new ProfileService(clock, deps.orderTotals, config.STAFF_ASSISTANCE_DEFAULT),
    fiscalPersons: new FiscalPersonsService(clock),
    anonymize: new AnonymizeService(clock, mailer, deps.erasureSteps),
    cartIdOf: deps.cartIdOf ?? (async () => null),
    staffRoles: deps.staffRoles ?? (async () => []),
    antibot: createAntibotVerifier(config),
    /** What the login form offers (GET auth/login-options): fixed by the configuration. */
    loginOptions: {
      google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
      facebook: Boolean(config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET),
      saml: Boolean(config.SAML_ENTRY_POINT && config.SAML_IDP_CERT),
      antibotSiteKey: config.ANTIBOT_SECRET ? (config.ANTIBOT_SITE_KEY ?? null) : null,
    },
    meta: (req: FastifyRequest): ClientMeta => ({ ip: req.ip, userAgent: req.headers['user-agent'] }),
    /**
     * Base of links in e-mails. Production uses PUBLIC_ORIGIN only: the Host and X-Forwarded-Host
     * headers are the client's to choose, and a reset link must never point at a host they pick.
     */
    origin: (req: FastifyRequest): string =>
      config.PUBLIC_ORIGIN?.replace(/\/$/, '') ??
      (config.NODE_ENV === 'production'
        ? `http://localhost:${config.PORT}`
        : `${req.protocol}://${req.host}`),
  };
}
export type AccountsContext = ReturnType<typeof accountsContext>;
