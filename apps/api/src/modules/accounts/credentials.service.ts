import { fieldRules } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../http/errors.js';
import { NOT_LOGGED_IN_MESSAGE } from '../../http/auth-guards.js';
import type { Mailer } from '../mail/index.js';
import { hashPassword, verifyPassword } from './password.js';
import { passwordPolicyError } from './password.rules.js';
import { assertFields } from './fields.js';
import { inTransaction } from './transaction.js';
import * as users from './users.repository.js';
import {
  TOKEN_PURPOSES,
  consumeToken,
  findValidToken,
  issueToken,
  tokensSentSince,
} from './account-tokens.js';
import { countFailures, recordAttempt } from './auth.repository.js';
import { revokeUserSessions } from './session.repository.js';
import { LOGIN_LIMITS, loginKey, normalizeLogin } from './auth.rules.js';
import { mails } from './mails.js';
import { EMAIL_TAKEN, INVALID_LINK } from './registration.service.js';
import { TOO_MANY_LOGINS } from './auth.service.js';

const WRONG_OLD_PASSWORD = 'La password attuale non è corretta.';

/** Changes of the credentials of a logged-in account: password, e-mail (the username), username. */
export class CredentialsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
  ) {}

  private async user(userId: number) {
    const u = await users.findUserById(this.db, userId);
    if (!u) throw new AppError('NOT_LOGGED_IN', NOT_LOGGED_IN_MESSAGE);
    return u;
  }

  /** Checks the old password (a wrong one counts as a failed login) and ends the other sessions. */
  async updatePassword(
    userId: number,
    keepSessionId: string,
    oldPassword: string,
    newPassword: string,
    ip: string,
  ): Promise<void> {
    const user = await this.user(userId);
    const key = loginKey(user.email);
    const now = this.clock.now();
    const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs).toISOString();
    if ((await countFailures(this.db, { loginKey: key }, since)) >= LOGIN_LIMITS.failuresPerAccount)
      throw new AppError('RATE_LIMITED', TOO_MANY_LOGINS);
    if (!(await verifyPassword(oldPassword, user.password_hash))) {
      await recordAttempt(this.db, { login_key: key, ip, succeeded: 0, created_at: now.toISOString() });
      throw new AppError('WRONG_PASSWORD', WRONG_OLD_PASSWORD, { field: 'old_password' });
    }
    const weak = passwordPolicyError(newPassword, user.email);
    if (weak) throw new AppError('VALIDATION_ERROR', weak, { field: 'new_password' });
    const hash = await hashPassword(newPassword);
    await inTransaction(this.db, async (trx) => {
      await users.updateUser(trx, userId, { password_hash: hash, updated_at: now.toISOString() });
      await revokeUserSessions(trx, userId, now.toISOString(), keepSessionId);
    });
    await this.mailer.send(mails.passwordChanged(user.email));
  }

  /** Mails a confirmation link to the new address (and a notice to the old one). */
  async requestEmailChange(userId: number, newEmail: string, origin: string): Promise<void> {
    const user = await this.user(userId);
    const email = normalizeLogin(newEmail);
    assertFields([['new_email', email, [fieldRules.required, fieldRules.email, fieldRules.notPec]]]);
    if (email === user.email)
      throw new AppError('SAME_EMAIL', 'Il nuovo indirizzo è uguale a quello attuale.', {
        field: 'new_email',
      });
    if (await users.isEmailTaken(this.db, email))
      throw new AppError('EMAIL_ALREADY_REGISTERED', EMAIL_TAKEN, { field: 'new_email' });
    const now = this.clock.now();
    const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
    if ((await tokensSentSince(this.db, userId, TOKEN_PURPOSES.emailChange, hourAgo)) >= 5)
      throw new AppError('RATE_LIMITED', TOO_MANY_LOGINS);
    const token = await issueToken(this.db, now, userId, TOKEN_PURPOSES.emailChange, email);
    await this.mailer.send(mails.emailChange(email, origin, token));
    await this.mailer.send(mails.emailChangeNotice(user.email));
  }

  /** Confirms the new address from its link; every session of the account ends. Answers the user id. */
  async confirmEmailChange(token: string): Promise<number> {
    const now = this.clock.now();
    return inTransaction(this.db, async (trx) => {
      const row = await findValidToken(trx, now, token, TOKEN_PURPOSES.emailChange);
      const user = row ? await users.findUserById(trx, row.user_id) : undefined;
      if (!row || !row.new_email || !user) throw new AppError('INVALID_TOKEN', INVALID_LINK);
      if (await users.isEmailTaken(trx, row.new_email))
        throw new AppError('EMAIL_ALREADY_REGISTERED', EMAIL_TAKEN);
      if (!(await consumeToken(trx, row.token_id, now))) throw new AppError('INVALID_TOKEN', INVALID_LINK);
      await users.updateUser(trx, user.user_id, { email: row.new_email, updated_at: now.toISOString() });
      await revokeUserSessions(trx, user.user_id, now.toISOString());
      return user.user_id;
    });
  }

  /** The username is the e-mail and cannot be changed (spec); asking for the same one is a no-op. */
  async updateUsername(userId: number, username: string): Promise<void> {
    const user = await this.user(userId);
    if (normalizeLogin(username) !== user.email) {
      throw new AppError(
        'USERNAME_IMMUTABLE',
        "Il nome utente non può essere modificato: per cambiare l'indirizzo e-mail usa la modifica dell'e-mail.",
        { field: 'username' },
      );
    }
  }

  async setMfa(userId: number, enabled: boolean): Promise<void> {
    const user = await this.user(userId);
    if ((user.mfa_enabled === 1) === enabled) return;
    await users.updateUser(this.db, userId, {
      mfa_enabled: enabled ? 1 : 0,
      updated_at: this.clock.now().toISOString(),
    });
    await this.mailer.send(mails.mfaChanged(user.email, enabled));
  }
}
