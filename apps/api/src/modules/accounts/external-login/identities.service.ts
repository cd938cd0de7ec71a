import type { SsoProvider, UserIdentities } from '@spesa/domain';
import type { DbOrTx, Tx } from '../../../db/transaction.js';
import type { Clock } from '../../../lib/clock.js';
import { AppError } from '../../../lib/app-error.js';
import type { Mailer } from '../../mail/index.js';
import { mails } from '../mails.js';
import * as users from '../users.repository.js';
import * as identities from './identities.repository.js';
import { PROVIDER_NAMES } from './external-login.service.js';

/** The password a pre-hijacking link or the erasure left: nobody can log in with it. */
const UNUSABLE_PASSWORD = '!';


/** The shopper's own provider logins: list them, remove one (decision 0014, "Unlinking"). */
export class IdentitiesService {
  constructor(
    private readonly clock: Clock,
    private readonly mailer: Mailer,
  ) {}

  async list(db: DbOrTx, userId: number): Promise<UserIdentities> {
    const user = await users.findUserById(db, userId);
    if (!user) throw new AppError('NOT_LOGGED_IN');
    return this.read(db, userId, user.password_hash);
  }

  /**
   * Unlinks every user of `provider` from the account, unless that leaves no way in (no usable
   * password and no other provider). The owner is mailed, as when a login is linked.
   */
  async remove(tx: Tx, userId: number, provider: SsoProvider): Promise<UserIdentities> {
    const now = this.clock.now().toISOString();
    // Writing the account row first makes two removals on one account wait for each other (a
    // row lock on PostgreSQL, the single writer on SQLite): otherwise each could still see the
    // other's provider and together they would remove the last two ways in.
    await users.updateUser(tx, userId, { updated_at: now });
    const user = await users.findUserById(tx, userId);
    if (!user) throw new AppError('NOT_LOGGED_IN');
    const linked = await identities.identitiesOf(tx, userId);
    if (!linked.some((i) => i.provider === provider)) throw new AppError('IDENTITY_NOT_FOUND');
    const otherWayIn =
      user.password_hash !== UNUSABLE_PASSWORD || linked.some((i) => i.provider !== provider);
    if (!otherWayIn) throw new AppError('IDENTITY_LAST_ACCESS');
    await identities.deleteProviderIdentities(tx, userId, provider);
    await this.mailer.send(tx, mails.identityUnlinked(user.email, PROVIDER_NAMES[provider]));
    return this.read(tx, userId, user.password_hash);
  }

  private async read(db: DbOrTx, userId: number, passwordHash: string): Promise<UserIdentities> {
    const rows = await identities.identitiesOf(db, userId);
    return {
      identities: rows.map((r) => ({
        provider: r.provider as SsoProvider,
        email: r.email,
        createdAt: r.created_at,
        lastLoginAt: r.last_login_at,
      })),
      hasPassword: passwordHash !== UNUSABLE_PASSWORD,
    };
  }
}
