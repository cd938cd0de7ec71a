import { fieldRules } from '@spesa/domain';
import type { DbOrTx, Tx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../mail/index.js';
import { hashPassword, verifyPassword } from './password.js';
import { passwordPolicyError } from './password.rules.js';
import { assertFields } from './fields.js';
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
import { TOO_MANY_LOGINS } from './auth.service.js';


/** Changes of the credentials of a logged-in account: password, e-mail (the username), username. */
export class CredentialsService {
  constructor(
    private readonly clock: Clock,
    private readonly mailer: Mailer,
  ) {}

  private async user(db: DbOrTx, userId: number) {
    const u = await users.findUserById(db, userId);
    if (!u) throw new AppError('NOT_LOGGED_IN');
    return u;
  }

  /**
   * Checks the old password (a wrong one counts as a failed login) and the new one, and hashes
   * it. Runs before the transaction opens: the failed attempt must stay recorded although the
   * call fails, and hashing is slow on purpose. Answers the hash for `updatePassword`.
   */
  async preparePasswordChange(
    db: DbOrTx,
    userId: number,
    oldPassword: string,
    newPassword: string,
    ip: string,
  ): Promise<string> {
    const user = await this.user(db, userId);
    const key = loginKey(user.email);
    const now = this.clock.now();
    const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs).toISOString();
    if ((await countFailures(db, { loginKey: key }, since)) >= LOGIN_LIMITS.failuresPerAccount)
      throw new AppError('RATE_LIMITED', TOO_MANY_LOGINS);
    if (!(await verifyPassword(oldPassword, user.password_hash))) {
      await recordAttempt(db, { login_key: key, ip, succeeded: 0, created_at: now.toISOString() });
      throw new AppError('WRONG_PASSWORD', undefined, { field: 'old_password' });
    }
    const weak = await passwordPolicyError(newPassword, user.email);
    if (weak) throw new AppError('VALIDATION_ERROR', weak, { field: 'new_password' });
    return hashPassword(newPassword);
  }

  /** Sets the checked password and ends the other sessions; the owner is mailed in the same transaction. */
  async updatePassword(tx: Tx, userId: number, keepSessionId: string, passwordHash: string): Promise<void> {
    const user = await this.user(tx, userId);
    const now = this.clock.now().toISOString();
    await users.updateUser(tx, userId, { password_hash: passwordHash, updated_at: now });
    await revokeUserSessions(tx, userId, now, keepSessionId);
    await this.mailer.send(tx, mails.passwordChanged(user.email));
  }

  /** Mails a confirmation link to the new address (and a notice to the old one). */
  async requestEmailChange(tx: Tx, userId: number, newEmail: string, origin: string): Promise<void> {
    const user = await this.user(tx, userId);
    const email = normalizeLogin(newEmail);
    assertFields([['new_email', email, [fieldRules.required, fieldRules.email, fieldRules.notPec]]]);
    if (email === user.email)
      throw new AppError('SAME_EMAIL', undefined, {
        field: 'new_email',
      });
    if (await users.isEmailTaken(tx, email))
      throw new AppError('EMAIL_ALREADY_REGISTERED', undefined, { field: 'new_email' });
    const now = this.clock.now();
    const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
    if ((await tokensSentSince(tx, userId, TOKEN_PURPOSES.emailChange, hourAgo)) >= 5)
      throw new AppError('RATE_LIMITED', TOO_MANY_LOGINS);
    const token = await issueToken(tx, now, userId, TOKEN_PURPOSES.emailChange, email);
    await this.mailer.send(tx, mails.emailChange(email, origin, token));
    await this.mailer.send(tx, mails.emailChangeNotice(user.email));
  }

  /** Confirms the new address from its link; every session of the account ends. Answers the user id. */
  async confirmEmailChange(tx: Tx, token: string): Promise<number> {
    const now = this.clock.now();
    const row = await findValidToken(tx, now, token, TOKEN_PURPOSES.emailChange);
    const user = row ? await users.findUserById(tx, row.user_id) : undefined;
    if (!row || !row.new_email || !user) throw new AppError('INVALID_TOKEN');
    if (await users.isEmailTaken(tx, row.new_email)) throw new AppError('EMAIL_ALREADY_REGISTERED');
    if (!(await consumeToken(tx, row.token_id, now))) throw new AppError('INVALID_TOKEN');
    await users.updateUser(tx, user.user_id, { email: row.new_email, updated_at: now.toISOString() });
    await revokeUserSessions(tx, user.user_id, now.toISOString());
    return user.user_id;
  }

  /** The username is the e-mail and cannot be changed (spec); asking for the same one is a no-op. */
  async updateUsername(db: DbOrTx, userId: number, username: string): Promise<void> {
    const user = await this.user(db, userId);
    if (normalizeLogin(username) !== user.email) {
      throw new AppError(
        'USERNAME_IMMUTABLE',
        "Il nome utente non può essere modificato: per cambiare l'indirizzo e-mail usa la modifica dell'e-mail.",
        { field: 'username' },
      );
    }
  }

  async setMfa(tx: Tx, userId: number, enabled: boolean): Promise<void> {
    const user = await this.user(tx, userId);
    if ((user.mfa_enabled === 1) === enabled) return;
    await users.updateUser(tx, userId, {
      mfa_enabled: enabled ? 1 : 0,
      updated_at: this.clock.now().toISOString(),
    });
    await this.mailer.send(tx, mails.mfaChanged(user.email, enabled));
  }
}
