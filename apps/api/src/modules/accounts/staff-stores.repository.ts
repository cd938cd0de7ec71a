import type { DbOrTx } from '../../db/transaction.js';

// The stores each staff member works for (migration 0018, decision 0058). The orders area asks
// through accounts/index.ts; nothing else reads the table.

/** The store ids the staff member is bound to, smallest first; none for a customer. */
export async function storesOfStaff(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('staff_store')
    .select('store_id')
    .where('user_id', '=', userId)
    .orderBy('store_id')
    .execute();
  return rows.map((r) => r.store_id);
}

/** Binds the staff member to the stores; a binding that exists is left as it is. */
export async function bindStaffStores(
  db: DbOrTx,
  userId: number,
  storeIds: readonly number[],
  at: string,
): Promise<void> {
  if (storeIds.length === 0) return;
  await db.kysely
    .insertInto('staff_store')
    .values(storeIds.map((store_id) => ({ user_id: userId, store_id, created_at: at })))
    .onConflict((oc) => oc.columns(['user_id', 'store_id']).doNothing())
    .execute();
}
