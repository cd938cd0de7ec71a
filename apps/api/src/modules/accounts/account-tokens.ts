import type { DbOrTx } from '../../db/transaction.js';
import { hashToken, looksLikeToken, newToken } from './crypto.js';

/** Single-use e-mailed tokens, stored hashed. Purposes and lifetimes: */
export const TOKEN_PURPOSES = {
  confirm: { purpose: 'confirm', ttlMs: 48 * 3_600_000 },
  reset: { purpose: 'reset', ttlMs: 3_600_000 },
  emailChange: { purpose: 'email_change', ttlMs: 24 * 3_600_000 },
  anonymize: { purpose: 'anonymize', ttlMs: 30 * 60_000 },
} as const;
export type TokenKind = (typeof TOKEN_PURPOSES)[keyof typeof TOKEN_PURPOSES];

/** A new token for the purpose; earlier unused ones of the same purpose stop working. */
export async function issueToken(
  db: DbOrTx,
  now: Date,
  userId: number,
  kind: TokenKind,
  newEmail: string | null = null,
): Promise<string> {
  const iso = now.toISOString();
  await db.kysely
    .updateTable('account_token')
    .set({ used_at: iso })
    .where('user_id', '=', userId)
    .where('purpose', '=', kind.purpose)
    .where('used_at', 'is', null)
    .execute();
  const token = newToken();
  await db.kysely
    .insertInto('account_token')
    .values({
      user_id: userId,
      purpose: kind.purpose,
      token_hash: hashToken(token),
      new_email: newEmail,
      created_at: iso,
      expires_at: new Date(now.getTime() + kind.ttlMs).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** The unused, unexpired token row of this purpose, or undefined. */
export async function findValidToken(db: DbOrTx, now: Date, token: string, kind: TokenKind) {
  if (!looksLikeToken(token)) return undefined;
  return db.kysely
    .selectFrom('account_token')
    .select(['token_id', 'user_id', 'new_email'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', kind.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** Marks the token used; false when a concurrent request used it first (so it works once). */
export async function consumeToken(db: DbOrTx, tokenId: number, now: Date): Promise<boolean> {
  const res = await db.kysely
    .updateTable('account_token')
    .set({ used_at: now.toISOString() })
    .where('token_id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** How many tokens of the purpose were sent since `sinceIso`: caps e-mails per account. */
export async function tokensSentSince(
  db: DbOrTx,
  userId: number,
  kind: TokenKind,
  sinceIso: string,
): Promise<number> {
  const row = await db.kysely
    .selectFrom('account_token')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', kind.purpose)
    .where('created_at', '>', sinceIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
