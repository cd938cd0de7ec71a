import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../../db/transaction.js';
import type { UserIdentityTable } from '../../../db/schema/platform.js';

/** The only place that knows `user_identity`: a provider's user linked to a shop account. */
export async function findIdentity(db: DbOrTx, provider: string, subject: string) {
  return db.kysely
    .selectFrom('user_identity')
    .select(['identity_id', 'user_id'])
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

/**
 * Links a provider's user to an account. False when that provider user is already linked (the
 * unique constraint decides, so two simultaneous first logins link once).
 */
export async function insertIdentity(db: DbOrTx, row: Insertable<UserIdentityTable>): Promise<boolean> {
  const inserted = await db.kysely
    .insertInto('user_identity')
    .values(row)
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .returning('identity_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function touchIdentity(db: DbOrTx, identityId: number, at: string): Promise<void> {
  await db.kysely
    .updateTable('user_identity')
    .set({ last_login_at: at })
    .where('identity_id', '=', identityId)
    .execute();
}

/** The account's links, oldest first. */
export async function identitiesOf(db: DbOrTx, userId: number) {
  return db.kysely
    .selectFrom('user_identity')
    .select(['provider', 'email', 'created_at', 'last_login_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('identity_id')
    .execute();
}

/** Unlinks every user of one provider from the account (never another account's). */
export async function deleteProviderIdentities(db: DbOrTx, userId: number, provider: string): Promise<void> {
  await db.kysely
    .deleteFrom('user_identity')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .execute();
}

export async function deleteIdentitiesOf(db: DbOrTx, userId: number): Promise<void> {
  await db.kysely.deleteFrom('user_identity').where('user_id', '=', userId).execute();
}
