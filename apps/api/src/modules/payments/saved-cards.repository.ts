import type { DbOrTx } from '../../db/transaction.js';
import type { SavedCardInfo } from './provider.js';

// Saved cards (payment-type/list-auth): the provider's token and what the shopper recognises.

export async function savedCardsOf(db: DbOrTx, userId: number, paymentTypeId?: number) {
  let q = db.kysely.selectFrom('user_payment_auth').selectAll().where('user_id', '=', userId);
  if (paymentTypeId !== undefined) q = q.where('payment_type_id', '=', paymentTypeId);
  return q.orderBy('user_payment_auth_id').execute();
}

export async function savedCard(db: DbOrTx, userId: number, authId: number) {
  return db.kysely
    .selectFrom('user_payment_auth')
    .selectAll()
    .where('user_id', '=', userId)
    .where('user_payment_auth_id', '=', authId)
    .executeTakeFirst();
}

/** Keeps a card the provider tokenised; the same token twice is one card. */
export async function saveCard(
  db: DbOrTx,
  userId: number,
  paymentTypeId: number,
  card: SavedCardInfo,
  at: string,
): Promise<void> {
  await db.kysely
    .insertInto('user_payment_auth')
    .values({
      user_id: userId,
      payment_type_id: paymentTypeId,
      provider_token: card.token,
      brand: card.brand,
      last4: card.last4,
      expiry: card.expiry,
      created_at: at,
    })
    .onConflict((oc) => oc.column('provider_token').doNothing())
    .execute();
}

/** Deletes one of the shopper's saved cards; answers its provider token, or undefined if not theirs. */
export async function deleteSavedCard(
  db: DbOrTx,
  userId: number,
  authId: number,
): Promise<string | undefined> {
  const row = await db.kysely
    .deleteFrom('user_payment_auth')
    .where('user_id', '=', userId)
    .where('user_payment_auth_id', '=', authId)
    .returning('provider_token')
    .executeTakeFirst();
  return row?.provider_token;
}
