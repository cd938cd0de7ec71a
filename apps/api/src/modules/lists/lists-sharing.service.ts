import { createHash, randomBytes } from 'node:crypto';
import { withConnection } from '../../db/connection.js';
import type { DbOrTx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { customerDirectory } from '../accounts/index.js';
import * as repo from './lists.repository.js';
import type { ListsService } from './lists.service.js';

/** The storefront page that opens a shared link (under /profile, already in STOREFRONT_PATHS). */
export const SHARED_LIST_PATH = '/profile/lists/shared/';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sharing a list (decision 0048): with a customer by e-mail, READ (view only) or WRITE (may change
 * the lines), or by a link whose random token is stored only as its SHA-256. Only the owner shares
 * and revokes; a revoked share or link fails on the very next request, since access is read from
 * the rows on every call.
 */
export class ListsSharingService {
  constructor(
    private readonly clock: Clock,
    private readonly lists: ListsService,
  ) {}

  async share(
    db: DbOrTx,
    ownerId: number,
    listId: number,
    email: string,
    grant: 'READ' | 'WRITE',
  ): Promise<void> {
    await this.lists.owned(db, ownerId, listId);
    const who = await customerDirectory.byEmail(db, email);
    if (!who) throw new AppError('LIST_SHARE_UNKNOWN_EMAIL', undefined, { field: 'email' });
    if (who.userId === ownerId) throw new AppError('LIST_SHARE_SELF', undefined, { field: 'email' });
    await repo.upsertShare(db, listId, who.userId, grant, this.now());
  }

  async unshare(db: DbOrTx, ownerId: number, listId: number, userId: number): Promise<void> {
    await this.lists.owned(db, ownerId, listId);
    await repo.deleteShare(db, listId, userId);
  }

  /** A new link (any earlier one stops working); the token is shown once and never stored. */
  async createLink(db: DbOrTx, ownerId: number, listId: number): Promise<{ token: string; path: string }> {
    await this.lists.owned(db, ownerId, listId);
    const token = randomBytes(32).toString('base64url');
    await repo.setLink(db, listId, hashOf(token), this.now());
    return { token, path: `${SHARED_LIST_PATH}${token}` };
  }

  async deleteLink(db: DbOrTx, ownerId: number, listId: number): Promise<void> {
    await this.lists.owned(db, ownerId, listId);
    await repo.deleteLink(db, listId);
  }

  /** The list a link opens, read-only. */
  /** wishlist/shared: the list a link opens, read-only, on one connection held for the call. */
  viewShared(db: DbOrTx, token: string, warehouseId: number) {
    return withConnection(db, async (c) => this.lists.view(c, await this.byToken(c, token), warehouseId));
  }

  async byToken(db: DbOrTx, token: string): Promise<repo.ListAccess> {
    const list = await repo.listByTokenHash(db, hashOf(token));
    if (!list) throw new AppError('LIST_LINK_INVALID');
    return list;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
