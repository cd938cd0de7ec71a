import type { AccountUser, ErrorCode } from '@spesa/domain';
import { inTransaction, type DbOrTx, type Tx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { IssuedSession, RequestSession } from '../../lib/session.js';
import { AppError } from '../../lib/app-error.js';
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

/**
 * The anonymous cart's merge at login (decision 0031), given by the cart area when the setting is
 * on: runs inside the login transaction; `capped` when a line was lowered or left out.
 */
export type VisitorCartMerge = (tx: Tx, visitorSessionId: string, userId: number) => Promise<{ capped: boolean }>;

export type LoginOutcome =
  /** `cartCapped`: the visitor's cart was merged with some quantities lowered (CART_MERGE_CAPPED). */
  | { kind: 'done'; user: UserRow; issued: IssuedSession; cartCapped?: boolean }
  /** `guarded`: the account is over its failure limit, so the code is asked of everyone (decision 0021). */
  | { kind: 'mfa'; issued?: IssuedSession; resendAfterSeconds: number; guarded?: boolean };

/**
 * The backoffice login's (decision 0122): the e-mailed code always, and only accounts `admits`
 * lets in (others refused with `refusal` once their password is right); its session is marked.
 */
export interface LoginOptions {
  codeAlways?: boolean;
  admits?: (user: UserRow) => boolean;
  refusal?: ErrorCode;
}

export const TOO_MANY_LOGINS = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';

/** Password login, the code step (through MfaService), logout and "who am I". */
export class AuthService {
  constructor(
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly disclaimers: DisclaimersService,
    private readonly mfa: MfaService,
    private readonly mergeVisitorCart?: VisitorCartMerge,
    /** data.user.hasFavorites: given by the lists area (app.ts); absent, nobody has favourites. */
    private readonly hasFavorites?: (db: DbOrTx, userId: number) => Promise<boolean>,
  ) {}

  async login(
    db: DbOrTx,
    input: LoginInput,
    ctx: LoginContext,
    opts: LoginOptions = {},
  ): Promise<LoginOutcome> {
    const email = normalizeLogin(input.login);
    const key = loginKey(email);
    const guarded = await this.guardRate(db, key, ctx.ip);
    const found = await findUserByEmail(db, email);
    const user = found && found.anonymized_at === null ? found : undefined;
    // A backoffice code step may leave the password out: the code was mailed to this very session
    // only after the right password, so the code stands for it.
    const codeStands =
      opts.codeAlways === true &&
      input.password === '' &&
      Boolean(input.mfaPin?.trim()) &&
      user !== undefined &&
      ctx.session?.userId === null &&
      (await repo.hasOpenChallenge(db, ctx.session.id, email));
    // Same work, same answer for an unknown account and a wrong password.
    const passwordOk = codeStands || (await verifyPassword(input.password, user?.password_hash));
    if (!user || !passwordOk) {
      await repo.recordAttempt(db, {
        login_key: key,
        ip: ctx.ip,
        succeeded: 0,
        created_at: this.clock.now().toISOString(),
      });
      if (guarded) return this.mfa.decoy(db, input, ctx);
      throw new AppError('INVALID_CREDENTIALS');
    }
    if (user.confirmed_at === null) {
      if (guarded) return this.mfa.decoy(db, input, ctx);
      throw new AppError('ACCOUNT_NOT_CONFIRMED', undefined, { field: 'login' });
    }
    if (opts.admits && !opts.admits(user)) throw new AppError(opts.refusal ?? 'FORBIDDEN');
    if (user.mfa_enabled === 1 || guarded || opts.codeAlways) {
      const step = guarded
        ? await this.mfa.guardedStep(db, user, input, ctx)
        : await this.mfa.step(db, user, input, ctx);
      if (step.kind === 'mfa') return step;
    }
    return this.complete(db, user, key, input.rememberMe, ctx, opts.codeAlways === true);
  }

  /**
   * A new session (new token: no session fixation); the one the client came with ends. One
   * transaction, with the merge of the visitor's cart: a login that fails merges nothing.
   */
  private async complete(
    db: DbOrTx,
    user: UserRow,
    key: string,
    rememberMe: boolean,
    ctx: LoginContext,
    backoffice = false,
  ): Promise<LoginOutcome> {
    return inTransaction(db, async (tx) => {
      await repo.clearAccountFailures(tx, key);
      await repo.recordAttempt(tx, {
        login_key: key,
        ip: ctx.ip,
        succeeded: 1,
        created_at: this.clock.now().toISOString(),
      });
      if (ctx.session) await this.sessions.revoke(tx, ctx.session.id);
      const issued = await this.sessions.issue(tx, user.user_id, rememberMe, ctx, { backoffice });
      // Only a visitor's session (no account) can own a visitor cart.
      const visitorSession = ctx.session?.userId === null ? ctx.session.id : undefined;
      const merge =
        visitorSession && this.mergeVisitorCart
          ? await this.mergeVisitorCart(tx, visitorSession, user.user_id)
          : undefined;
      return { kind: 'done', user, issued, cartCapped: merge?.capped };
    });
  }

  /**
   * Too many failures from this address: refused. Too many on this account: answers true, and the
   * login then needs the e-mailed code as well (decision 0021), so a stranger's wrong guesses slow
   * the guesser down without locking the owner out.
   */
  private async guardRate(db: DbOrTx, key: string, ip: string): Promise<boolean> {
    const since = new Date(this.clock.now().getTime() - LOGIN_LIMITS.windowMs).toISOString();
    const [byAccount, byIp] = await Promise.all([
      repo.countFailures(db, { loginKey: key }, since),
      repo.countFailures(db, { ip }, since),
    ]);
    if (byIp >= LOGIN_LIMITS.failuresPerIp) throw new AppError('RATE_LIMITED', TOO_MANY_LOGINS);
    return byAccount >= LOGIN_LIMITS.failuresPerAccount;
  }

  async logout(db: DbOrTx, session: RequestSession | null): Promise<void> {
    if (session) await this.sessions.revoke(db, session.id);
  }

  /** data.user of a logged-in account (spec "User"). */
  async accountUser(db: DbOrTx, userId: number): Promise<AccountUser | null> {
    const row = await findUserById(db, userId);
    if (!row) return null;
    const [card, legals, favourites] = await Promise.all([
      cardOfUser(db, userId),
      this.disclaimers.acceptedIds(db, userId),
      this.hasFavorites ? this.hasFavorites(db, userId) : false,
    ]);
    return toAccountUser(row, card, legals, favourites);
  }
}
