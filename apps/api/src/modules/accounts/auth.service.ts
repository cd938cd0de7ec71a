import type { AccountUser } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { IssuedSession, RequestSession } from '../../http/session.js';
import { AppError } from '../../http/errors.js';
import { verifyPassword } from './password.js';
import * as repo from './auth.repository.js';
import { LOGIN_LIMITS, loginKey, normalizeLogin } from './auth.rules.js';
import { findUserByEmail, findUserById, cardOfUser, type UserRow } from './users.repository.js';
import { toAccountUser } from './user.mapper.js';
import type { SessionService, ClientMeta } from './session.service.js';
import type { DisclaimersService } from './disclaimers.service.js';
import type { MfaService } from './mfa.service.js';

export interface LoginInput {
  login: string;
  password: string;
  rememberMe: boolean;
  mfaPin?: string;
  resendMfaPin: boolean;
}

export interface LoginContext extends ClientMeta {
  /** The session the request came with, if any (a visitor's pre-login one carries the code step). */
  session: RequestSession | null;
}

export type LoginOutcome =
  | { kind: 'done'; user: UserRow; issued: IssuedSession }
  | { kind: 'mfa'; issued?: IssuedSession; resendAfterSeconds: number };

export const INVALID_CREDENTIALS = 'Credenziali Errate';
export const TOO_MANY_LOGINS = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';
const NOT_CONFIRMED =
  "Il tuo account non è ancora attivo: conferma l'indirizzo e-mail con il link che ti abbiamo inviato (controlla anche nello spam). Se non lo trovi, puoi richiedere un nuovo messaggio di conferma.";

/** Password login, the code step (through MfaService), logout and "who am I". */
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly disclaimers: DisclaimersService,
    private readonly mfa: MfaService,
  ) {}

  async login(input: LoginInput, ctx: LoginContext): Promise<LoginOutcome> {
    const email = normalizeLogin(input.login);
    const key = loginKey(email);
    await this.guardRate(key, ctx.ip);
    const found = await findUserByEmail(this.db, email);
    const user = found && found.anonymized_at === null ? found : undefined;
    // Same work, same answer for an unknown account and a wrong password.
    const passwordOk = await verifyPassword(input.password, user?.password_hash);
    if (!user || !passwordOk) {
      await repo.recordAttempt(this.db, {
        login_key: key,
        ip: ctx.ip,
        succeeded: 0,
        created_at: this.clock.now().toISOString(),
      });
      throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    if (user.confirmed_at === null)
      throw new AppError('ACCOUNT_NOT_CONFIRMED', NOT_CONFIRMED, { field: 'login' });
    if (user.mfa_enabled === 1) {
      const step = await this.mfa.step(user, input, ctx);
      if (step.kind === 'mfa') return step;
    }
    return this.complete(user, key, input.rememberMe, ctx);
  }

  /** A new session (new token: no session fixation); the one the client came with ends. */
  private async complete(
    user: UserRow,
    key: string,
    rememberMe: boolean,
    ctx: LoginContext,
  ): Promise<LoginOutcome> {
    await repo.clearAccountFailures(this.db, key);
    await repo.recordAttempt(this.db, {
      login_key: key,
      ip: ctx.ip,
      succeeded: 1,
      created_at: this.clock.now().toISOString(),
    });
    if (ctx.session) await this.sessions.revoke(ctx.session.id);
    const issued = await this.sessions.issue(user.user_id, rememberMe, ctx);
    return { kind: 'done', user, issued };
  }

  private async guardRate(key: string, ip: string): Promise<void> {
    const since = new Date(this.clock.now().getTime() - LOGIN_LIMITS.windowMs).toISOString();
    const [byAccount, byIp] = await Promise.all([
      repo.countFailures(this.db, { loginKey: key }, since),
      repo.countFailures(this.db, { ip }, since),
    ]);
    if (byAccount >= LOGIN_LIMITS.failuresPerAccount || byIp >= LOGIN_LIMITS.failuresPerIp) {
      throw new AppError('RATE_LIMITED', TOO_MANY_LOGINS);
    }
  }

  async logout(session: RequestSession | null): Promise<void> {
    if (session) await this.sessions.revoke(session.id);
  }

  /** data.user of a logged-in account (spec "User"). */
  async accountUser(userId: number): Promise<AccountUser | null> {
    const row = await findUserById(this.db, userId);
    if (!row) return null;
    const [card, legals] = await Promise.all([
      cardOfUser(this.db, userId),
      this.disclaimers.acceptedIds(this.db, userId),
    ]);
    return toAccountUser(row, card, legals);
  }
}
