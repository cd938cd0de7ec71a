import type { DbOrTx } from '../../db/transaction.js';

/** The shopper's most recent order ids, newest first (a form's `$ordersList`, decision 0052). */
export async function recentOrderIds(db: DbOrTx, userId: number, limit: number): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('customer_order')
    .select('order_id')
    .where('user_id', '=', userId)
    .orderBy('order_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.order_id);
}
