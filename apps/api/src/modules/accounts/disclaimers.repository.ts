import type { DbOrTx } from '../../db/transaction.js';

export async function activeDisclaimers(db: DbOrTx, storeId: number, moduleTypeId: number) {
  return db.kysely
    .selectFrom('registration_disclaimer')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('registration_module_type_id', '=', moduleTypeId)
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('registration_disclaimer_id')
    .execute();
}
export type DisclaimerRow = Awaited<ReturnType<typeof activeDisclaimers>>[number];

export async function disclaimersByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.kysely
    .selectFrom('registration_disclaimer')
    .selectAll()
    .where('registration_disclaimer_id', 'in', ids)
    .execute();
}

/** The user's latest choice per disclaimer (the record is append-only). */
export async function latestChoices(
  db: DbOrTx,
  userId: number,
): Promise<Map<number, { accepted: boolean; recordedAt: string }>> {
  const rows = await db.kysely
    .selectFrom('user_disclaimer')
    .select(['registration_disclaimer_id', 'accepted', 'recorded_at'])
    .where('user_id', '=', userId)
    .orderBy('user_disclaimer_id', 'asc')
    .execute();
  const latest = new Map<number, { accepted: boolean; recordedAt: string }>();
  for (const r of rows)
    latest.set(r.registration_disclaimer_id, { accepted: r.accepted === 1, recordedAt: r.recorded_at });
  return latest;
}

export async function recordChoices(
  db: DbOrTx,
  userId: number,
  choices: Array<{ registrationDisclaimerId: number; value: boolean }>,
  at: string,
  source: string,
) {
  if (choices.length === 0) return;
  await db.kysely
    .insertInto('user_disclaimer')
    .values(
      choices.map((c) => ({
        user_id: userId,
        registration_disclaimer_id: c.registrationDisclaimerId,
        accepted: c.value ? 1 : 0,
        recorded_at: at,
        source,
      })),
    )
    .execute();
}
