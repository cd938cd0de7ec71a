import type { DbOrTx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { IssuedSession } from '../../lib/session.js';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../mail/index.js';
import * as repo from './auth.repository.js';
import { LOGIN_LIMITS, MFA_RULES, secondsUntilResend } from './auth.rules.js';
import { hashCode, newCode, sameHex } from './crypto.js';
import { mails } from './mails.js';
import type { UserRow } from './users.repository.js';
import type { SessionService } from './session.service.js';
import type { LoginContext, LoginInput } from './auth.service.js';

type CodeAsked = { kind: 'mfa'; issued?: IssuedSession; resendAfterSeconds: number; guarded?: boolean };
export type MfaStep = CodeAsked | { kind: 'verified' };

const M = {
  invalid: 'Il codice inserito non è corretto.',
  expired: 'Il codice è scaduto: richiedine uno nuovo.',
  locked:
    "Hai inserito troppe volte un codice errato: effettua di nuovo l'accesso per ricevere un nuovo codice.",
  noChallenge: "Il codice non è più valido: effettua di nuovo l'accesso per riceverne uno nuovo.",
  tooSoon: (s: number) => `Potrai richiedere un nuovo codice tra ${s} secondi.`,
  tooMany: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
};

/**
 * The e-mailed login code (decision 0006). A code belongs to one login attempt: the visitor's
 * pre-login session, whose token the client already sends back on every call. It is valid 10
 * minutes, once, for 5 tries; a resend (after 180 s) replaces it.
 */
export class MfaService {
  constructor(
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
  ) {}

  async step(db: DbOrTx, user: UserRow, input: LoginInput, ctx: LoginContext): Promise<MfaStep> {
    const pin = input.mfaPin?.trim();
    if (pin && !input.resendMfaPin) return this.verify(db, user, pin, ctx);
    // The attempt is the client's pre-login session; a client without one gets a new one.
    let sessionId = ctx.session?.userId === null ? ctx.session.id : undefined;
    let issued: IssuedSession | undefined;
    if (!sessionId) {
      if (ctx.session) await this.sessions.revoke(db, ctx.session.id);
      issued = await this.sessions.issue(db, null, false, ctx);
      sessionId = issued.session.id;
    }
    const now = this.clock.now();
    const current = await repo.latestChallenge(db, user.user_id, sessionId);
    const open =
      current &&
      current.used_at === null &&
      current.attempts < MFA_RULES.maxAttempts &&
      current.expires_at > now.toISOString();
    if (open) {
      const wait = secondsUntilResend(current.created_at, now);
      // Re-sending the credentials does not mail a second code; an early resend is refused.
      if (!input.resendMfaPin) return { kind: 'mfa', issued, resendAfterSeconds: wait };
      if (wait > 0)
        throw new AppError('MFA_RESEND_TOO_SOON', M.tooSoon(wait), {
          data: { mfa: { required: true, resendAfterSeconds: wait } },
        });
    }
    await this.sendCode(db, user, sessionId);
    return { kind: 'mfa', issued, resendAfterSeconds: MFA_RULES.resendAfterMs / 1000 };
  }

  /**
   * The code step of an account over its failure limit (decision 0021): the owner's right password
   * gets a code mailed, and with it the account opens. Every answer is the same whether or not the
   * password was right (a code sent, or the code refused, no details), so a guesser learns nothing.
   */
  async guardedStep(db: DbOrTx, user: UserRow, input: LoginInput, ctx: LoginContext): Promise<MfaStep> {
    try {
      const step = await this.step(db, user, input, ctx);
      return step.kind === 'mfa' ? { ...step, guarded: true } : step;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      // The code cap reached: answered like a code sent, as for a wrong password.
      if (e.code === 'RATE_LIMITED' || e.code === 'MFA_RESEND_TOO_SOON') return this.decoy(db, input, ctx);
      throw new AppError('MFA_CODE_INVALID', M.invalid);
    }
  }

  /** What a guarded step answers to a wrong password: a code step with no code behind it. */
  async decoy(db: DbOrTx, input: LoginInput, ctx: LoginContext): Promise<CodeAsked> {
    if (input.mfaPin?.trim() && !input.resendMfaPin) throw new AppError('MFA_CODE_INVALID', M.invalid);
    let issued: IssuedSession | undefined;
    if (ctx.session?.userId !== null) {
      if (ctx.session) await this.sessions.revoke(db, ctx.session.id);
      issued = await this.sessions.issue(db, null, false, ctx);
    }
    return { kind: 'mfa', issued, resendAfterSeconds: MFA_RULES.resendAfterMs / 1000, guarded: true };
  }

  private async sendCode(db: DbOrTx, user: UserRow, sessionId: string): Promise<void> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs).toISOString();
    if ((await repo.countChallengesSince(db, user.user_id, since)) >= LOGIN_LIMITS.challengesPerAccount) {
      throw new AppError('RATE_LIMITED', M.tooMany);
    }
    await repo.invalidateChallenges(db, user.user_id, sessionId, now.toISOString());
    const code = newCode();
    await repo.insertChallenge(db, {
      user_id: user.user_id,
      session_id: sessionId,
      code_hash: hashCode(sessionId, code),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + MFA_RULES.codeTtlMs).toISOString(),
    });
    await this.mailer.send(db, mails.loginCode(user.email, code));
  }

  private async verify(db: DbOrTx, user: UserRow, pin: string, ctx: LoginContext): Promise<MfaStep> {
    const sessionId = ctx.session?.userId === null ? ctx.session.id : undefined;
    const challenge = sessionId ? await repo.latestChallenge(db, user.user_id, sessionId) : undefined;
    if (!challenge || !sessionId || challenge.used_at !== null) throw new AppError('MFA_CODE_INVALID');
    if (challenge.attempts >= MFA_RULES.maxAttempts) throw new AppError('MFA_LOCKED');
    const now = this.clock.now().toISOString();
    if (challenge.expires_at <= now) throw new AppError('MFA_CODE_EXPIRED');
    if (!sameHex(hashCode(sessionId, pin), challenge.code_hash)) {
      const attempts = await repo.addChallengeAttempt(db, challenge.challenge_id, MFA_RULES.maxAttempts);
      if (attempts >= MFA_RULES.maxAttempts) throw new AppError('MFA_LOCKED');
      throw new AppError(
        'MFA_CODE_INVALID',
        `${M.invalid} Tentativi rimasti: ${MFA_RULES.maxAttempts - attempts}.`,
      );
    }
    if (!(await repo.useChallenge(db, challenge.challenge_id, now, MFA_RULES.maxAttempts)))
      throw new AppError('MFA_CODE_INVALID');
    return { kind: 'verified' };
  }
}
