import { insertRows } from '../../db/precompiled.js';
import type { DbOrTx } from '../../db/transaction.js';
import { hashToken, looksLikeToken, newToken } from '../accounts/index.js';

/**
 * The order link of the confirmation e-mail (token-order/view, decision 0044): a random token
 * stored as its hash, valid for ORDER_LINK_DAYS, so the shopper can open the order from the mail
 * without logging in. A wrong, expired or other order's token answers the same as "not found".
 */
export const ORDER_LINK_DAYS = 60;

export async function issueOrderLink(db: DbOrTx, orderId: number, now: Date): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ORDER_LINK_DAYS * 86_400_000).toISOString();
  await insertRows(
    db,
    'order_access_token',
    [{ token_hash: hashToken(token), order_id: orderId, expires_at: expiresAt, created_at: now.toISOString() }],
    'nothing',
  );
  return token;
}

/** True when `token` opens order `orderId` at `now`. */
export async function linkOpens(db: DbOrTx, orderId: number, token: string, now: Date): Promise<boolean> {
  if (!looksLikeToken(token)) return false;
  const row = await db.kysely
    .selectFrom('order_access_token')
    .select('order_id')
    .where('token_hash', '=', hashToken(token))
    .where('order_id', '=', orderId)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}
