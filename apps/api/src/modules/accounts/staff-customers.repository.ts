import type { DbOrTx } from '../../db/transaction.js';

// The customers assigned to each agent (migration 0043, decision 0122). The backoffice area asks
// through accounts/index.ts; nothing else reads the table.

/** Whether the customer is assigned to the agent. */
export async function isAssignedTo(db: DbOrTx, agentId: number, customerId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('staff_customer')
    .select('customer_user_id')
    .where('staff_user_id', '=', agentId)
    .where('customer_user_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Assigns the customers to the agent; an assignment that exists is left as it is. */
export async function assignCustomers(
  db: DbOrTx,
  agentId: number,
  customerIds: readonly number[],
  at: string,
): Promise<void> {
  if (customerIds.length === 0) return;
  await db.kysely
    .insertInto('staff_customer')
    .values(
      customerIds.map((customer_user_id) => ({ staff_user_id: agentId, customer_user_id, created_at: at })),
    )
    .onConflict((oc) => oc.columns(['staff_user_id', 'customer_user_id']).doNothing())
    .execute();
}
