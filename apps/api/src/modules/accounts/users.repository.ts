import type { Insertable, Updateable } from 'kysely';
import type { DbOrTx } from '../../db/transaction.js';
import type { UserAccountTable } from '../../db/schema.js';

/** The only place that knows the account tables (user, person infos, loyalty card). */
export async function findUserByEmail(db: DbOrTx, email: string) {
  return db.kysely.selectFrom('user_account').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: DbOrTx, userId: number) {
  return db.kysely
    .selectFrom('user_account')
    .selectAll()
    .where('user_id', '=', userId)
    .where('anonymized_at', 'is', null)
    .executeTakeFirst();
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export async function insertUser(db: DbOrTx, row: Insertable<UserAccountTable>): Promise<number> {
  const { user_id } = await db.kysely
    .insertInto('user_account')
    .values(row)
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return user_id;
}

/** Inserts the account unless the e-mail is taken (a conditional write: two sign-ups racing for one address cannot both win); null when taken. */
export async function insertUserIfEmailFree(db: DbOrTx, row: Insertable<UserAccountTable>): Promise<number | null> {
  const inserted = await db.kysely
    .insertInto('user_account')
    .values(row)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted?.user_id ?? null;
}

export async function updateUser(db: DbOrTx, userId: number, patch: Updateable<UserAccountTable>): Promise<void> {
  await db.kysely.updateTable('user_account').set(patch).where('user_id', '=', userId).execute();
}

export async function isEmailTaken(db: DbOrTx, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

export async function personInfosOf(db: DbOrTx, userId: number) {
  return db.kysely
    .selectFrom('user_person_info')
    .select(['person_info_type_id', 'value'])
    .where('user_id', '=', userId)
    .orderBy('person_info_type_id')
    .execute();
}

export async function upsertPersonInfo(db: DbOrTx, userId: number, typeId: number, value: string): Promise<void> {
  await db.kysely
    .insertInto('user_person_info')
    .values({ user_id: userId, person_info_type_id: typeId, value })
    .onConflict((oc) => oc.columns(['user_id', 'person_info_type_id']).doUpdateSet({ value }))
    .execute();
}

export async function findCard(db: DbOrTx, cardCode: string) {
  return db.kysely
    .selectFrom('fidelity_card')
    .selectAll()
    .where('card_code', '=', cardCode)
    .executeTakeFirst();
}

export async function cardOfUser(db: DbOrTx, userId: number) {
  return db.kysely.selectFrom('fidelity_card').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Links a free, active card; false when someone else took it meanwhile (conditional update). */
export async function assignCard(db: DbOrTx, cardCode: string, userId: number): Promise<boolean> {
  const res = await db.kysely
    .updateTable('fidelity_card')
    .set({ user_id: userId })
    .where('card_code', '=', cardCode)
    .where('user_id', 'is', null)
    .where('active', '=', 1)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
