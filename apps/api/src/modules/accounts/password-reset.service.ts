import type { DbOrTx, Tx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../mail/index.js';
import { hashPassword } from './password.js';
import { passwordPolicyError } from './password.rules.js';
import { upperCode, vatDigits } from './fields.js';
import * as users from './users.repository.js';
import {
  TOKEN_PURPOSES,
  consumeToken,
  findValidToken,
  issueToken,
  tokensSentSince,
} from './account-tokens.js';
import { clearAccountFailures } from './auth.repository.js';
import { revokeUserSessions } from './session.repository.js';
import { loginKey, normalizeLogin } from './auth.rules.js';
import { mails } from './mails.js';

export interface ResetIdentity {
  email?: string;
  login?: string;
}

const RESETS_PER_HOUR = 5;

/** Forgotten password: request a link, check it, set a new password. Answers never tell whether an account exists. */
export class PasswordResetService {
  constructor(
    private readonly clock: Clock,
    private readonly mailer: Mailer,
  ) {}

  private emailOf(id: ResetIdentity): string {
    return normalizeLogin(id.email || id.login || '');
  }

  /** Mails a reset link when the account exists (and the fiscal code, if given, is its own). */
  async request(tx: Tx, id: ResetIdentity, fiscalCode: string | undefined, origin: string): Promise<void> {
    const user = await users.findUserByEmail(tx, this.emailOf(id));
    if (!user || user.anonymized_at !== null) return;
    const code = upperCode(fiscalCode);
    if (code && code !== user.fiscal_code && vatDigits(code) !== user.vat_code) return;
    const now = this.clock.now();
    const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
    if ((await tokensSentSince(tx, user.user_id, TOKEN_PURPOSES.reset, hourAgo)) >= RESETS_PER_HOUR)
      return;
    const token = await issueToken(tx, now, user.user_id, TOKEN_PURPOSES.reset);
    await this.mailer.send(tx, mails.passwordReset(user.email, origin, token));
  }

  private async validToken(db: DbOrTx, id: ResetIdentity, token: string) {
    const row = await findValidToken(db, this.clock.now(), token, TOKEN_PURPOSES.reset);
    const user = row ? await users.findUserById(db, row.user_id) : undefined;
    if (!row || !user || user.email !== this.emailOf(id)) throw new AppError('INVALID_TOKEN');
    return { row, user };
  }

  async check(db: DbOrTx, id: ResetIdentity, token: string): Promise<void> {
    await this.validToken(db, id, token);
  }

  /**
   * Checks the link and the new password and hashes it, before the transaction opens (hashing is
   * slow on purpose and must not hold the database). Answers the hash for `reset`.
   */
  async prepare(db: DbOrTx, id: ResetIdentity, token: string, password: string): Promise<string> {
    const { user } = await this.validToken(db, id, token);
    const weak = await passwordPolicyError(password, user.email);
    if (weak) throw new AppError('VALIDATION_ERROR', weak, { field: 'password' });
    return hashPassword(password);
  }

  /** Sets the new password, uses the link, ends every session and lifts the login lock. */
  async reset(tx: Tx, id: ResetIdentity, token: string, passwordHash: string): Promise<void> {
    const now = this.clock.now();
    const { row, user } = await this.validToken(tx, id, token);
    if (!(await consumeToken(tx, row.token_id, now))) throw new AppError('INVALID_TOKEN');
    // The link proves the address, so an account never confirmed becomes confirmed.
    await users.updateUser(tx, user.user_id, {
      password_hash: passwordHash,
      confirmed_at: user.confirmed_at ?? now.toISOString(),
      updated_at: now.toISOString(),
    });
    await revokeUserSessions(tx, user.user_id, now.toISOString());
    await clearAccountFailures(tx, loginKey(user.email));
    await this.mailer.send(tx, mails.passwordChanged(user.email));
  }
}
