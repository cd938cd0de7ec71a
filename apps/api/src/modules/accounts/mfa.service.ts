import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { IssuedSession } from '../../http/session.js';
import { AppError } from '../../http/errors.js';
import type { Mailer } from '../mail/index.js';
import * as repo from './auth.repository.js';
import { LOGIN_LIMITS, MFA_RULES, secondsUntilResend } from './auth.rules.js';
import { hashCode, newCode, sameHex } from './crypto.js';
import { mails } from './mails.js';
import type { UserRow } from './users.repository.js';
import type { SessionService } from './session.service.js';
import type { LoginContext, LoginInput } from './auth.service.js';

export type MfaStep =
  { kind: 'mfa'; issued?: IssuedSession; resendAfterSeconds: number } | { kind: 'verified' };

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
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
  ) {}

  async step(user: UserRow, input: LoginInput, ctx: LoginContext): Promise<MfaStep> {
    const pin = input.mfaPin?.trim();
    if (pin && !input.resendMfaPin) return this.verify(user, pin, ctx);
    // The attempt is the client's pre-login session; a client without one gets a new one.
    let sessionId = ctx.session?.userId === null ? ctx.session.id : undefined;
    let issued: IssuedSession | undefined;
    if (!sessionId) {
      if (ctx.session) await this.sessions.revoke(ctx.session.id);
      issued = await this.sessions.issue(null, false, ctx);
      sessionId = issued.session.id;
    }
    const now = this.clock.now();
    const current = await repo.latestChallenge(this.db, user.user_id, sessionId);
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
    await this.sendCode(user, sessionId);
    return { kind: 'mfa', issued, resendAfterSeconds: MFA_RULES.resendAfterMs / 1000 };
  }

  private async sendCode(user: UserRow, sessionId: string): Promise<void> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs).toISOString();
    if (
      (await repo.countChallengesSince(this.db, user.user_id, since)) >= LOGIN_LIMITS.challengesPerAccount
    ) {
      throw new AppError('RATE_LIMITED', M.tooMany);
    }
    await repo.invalidateChallenges(this.db, user.user_id, sessionId, now.toISOString());
    const code = newCode();
    await repo.insertChallenge(this.db, {
      user_id: user.user_id,
      session_id: sessionId,
      code_hash: hashCode(sessionId, code),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + MFA_RULES.codeTtlMs).toISOString(),
    });
    await this.mailer.send(mails.loginCode(user.email, code));
  }

  private async verify(user: UserRow, pin: string, ctx: LoginContext): Promise<MfaStep> {
    const sessionId = ctx.session?.userId === null ? ctx.session.id : undefined;
    const challenge = sessionId ? await repo.latestChallenge(this.db, user.user_id, sessionId) : undefined;
    if (!challenge || !sessionId || challenge.used_at !== null)
      throw new AppError('MFA_CODE_INVALID', M.noChallenge);
    if (challenge.attempts >= MFA_RULES.maxAttempts) throw new AppError('MFA_LOCKED', M.locked);
    const now = this.clock.now().toISOString();
    if (challenge.expires_at <= now) throw new AppError('MFA_CODE_EXPIRED', M.expired);
    if (!sameHex(hashCode(sessionId, pin), challenge.code_hash)) {
      const attempts = await repo.addChallengeAttempt(this.db, challenge.challenge_id, MFA_RULES.maxAttempts);
      if (attempts >= MFA_RULES.maxAttempts) throw new AppError('MFA_LOCKED', M.locked);
      throw new AppError(
        'MFA_CODE_INVALID',
        `${M.invalid} Tentativi rimasti: ${MFA_RULES.maxAttempts - attempts}.`,
      );
    }
    if (!(await repo.useChallenge(this.db, challenge.challenge_id, now, MFA_RULES.maxAttempts)))
      throw new AppError('MFA_CODE_INVALID', M.noChallenge);
    return { kind: 'verified' };
  }
}
