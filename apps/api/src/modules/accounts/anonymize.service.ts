import type { DbOrTx, Tx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../mail/index.js';
import * as users from './users.repository.js';
import {
  TOKEN_PURPOSES,
  consumeToken,
  findValidToken,
  issueToken,
  tokensSentSince,
} from './account-tokens.js';
import { normalizeLogin } from './auth.rules.js';
import { mails } from './mails.js';
import { accountErasureSteps, accountRowErasure, type ErasureStep } from './erasure.js';

const INVALID_CODE = 'Il codice di conferma non è valido o è scaduto.';

/** Account deletion (GDPR art. 17), confirmed by a code e-mailed to the account's address. */
export class AnonymizeService {
  private readonly steps: ErasureStep[];

  constructor(
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    extraSteps: ErasureStep[] = [],
  ) {
    // Other areas' steps run before the account row loses the e-mail they may key on.
    this.steps = [...extraSteps, ...accountErasureSteps, accountRowErasure];
  }

  async requestToken(tx: Tx, userId: number, origin: string): Promise<void> {
    const user = await users.findUserById(tx, userId);
    if (!user) throw new AppError('NOT_LOGGED_IN');
    const now = this.clock.now();
    const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
    if ((await tokensSentSince(tx, userId, TOKEN_PURPOSES.anonymize, hourAgo)) >= 5) {
      throw new AppError('RATE_LIMITED', 'Troppe richieste. Riprova tra qualche minuto.');
    }
    const token = await issueToken(tx, now, userId, TOKEN_PURPOSES.anonymize);
    await this.mailer.send(tx, mails.anonymize(user.email, origin, token));
  }

  /** anonymize_token_check: the code is valid for that login. */
  async checkToken(db: DbOrTx, login: string, token: string): Promise<void> {
    const row = await findValidToken(db, this.clock.now(), token, TOKEN_PURPOSES.anonymize);
    const user = row ? await users.findUserById(db, row.user_id) : undefined;
    if (!row || !user || user.email !== normalizeLogin(login))
      throw new AppError('INVALID_TOKEN', INVALID_CODE, { field: 'token' });
  }

  /** Erases the account's personal data in the route's transaction; its sessions end with it. */
  async anonymize(tx: Tx, userId: number, token: string): Promise<void> {
    const now = this.clock.now();
    const row = await findValidToken(tx, now, token, TOKEN_PURPOSES.anonymize);
    const user = await users.findUserById(tx, userId);
    if (!row || !user || row.user_id !== userId || !(await consumeToken(tx, row.token_id, now))) {
      throw new AppError('INVALID_TOKEN', INVALID_CODE, { field: 'mfa_token' });
    }
    const subject = { userId, email: user.email, at: now.toISOString() };
    for (const step of this.steps) await step.run(tx, subject);
  }
}
