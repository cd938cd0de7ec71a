import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../db/transaction.js';
import type { UserPersonFiscalTable } from '../../db/schema.js';

export async function personFiscalsOf(db: DbOrTx, userId: number) {
  return db.kysely
    .selectFrom('user_person_fiscal')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('person_fiscal_id')
    .execute();
}
export type PersonFiscalRow = Awaited<ReturnType<typeof personFiscalsOf>>[number];

export async function insertPersonFiscal(db: DbOrTx, row: Insertable<UserPersonFiscalTable>): Promise<void> {
  await db.kysely.insertInto('user_person_fiscal').values(row).execute();
}

/** Deletes only the caller's own row; false when there is none with that id. */
export async function deletePersonFiscal(db: DbOrTx, userId: number, personFiscalId: number): Promise<boolean> {
  const res = await db.kysely
    .deleteFrom('user_person_fiscal')
    .where('person_fiscal_id', '=', personFiscalId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

export async function countPersonFiscals(db: DbOrTx, userId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('user_person_fiscal')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
