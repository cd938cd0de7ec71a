import type { DbOrTx } from '../../db/transaction.js';

// The audit of acting for a customer (migration 0043, decision 0122): one row per call, written
// before the call runs, its HTTP status once it has answered.

export interface NewStaffAction {
  staffUserId: number;
  customerUserId: number;
  method: string;
  call: string;
  at: string;
}

export async function insertAction(db: DbOrTx, a: NewStaffAction): Promise<number> {
  const row = await db.kysely
    .insertInto('staff_action')
    .values({
      staff_user_id: a.staffUserId,
      customer_user_id: a.customerUserId,
      method: a.method.slice(0, 10),
      call: a.call.slice(0, 200),
      http_status: null,
      at: a.at,
    })
    .returning('staff_action_id')
    .executeTakeFirstOrThrow();
  return row.staff_action_id;
}

export async function setActionStatus(db: DbOrTx, actionId: number, httpStatus: number): Promise<void> {
  await db.kysely
    .updateTable('staff_action')
    .set({ http_status: httpStatus })
    .where('staff_action_id', '=', actionId)
    .where('http_status', 'is', null)
    .execute();
}

/** One page of the calls made for the customer, newest first, and how many there are. */
export async function actionsOf(db: DbOrTx, customerId: number, page: number, pageSize: number) {
  const base = db.kysely.selectFrom('staff_action').where('customer_user_id', '=', customerId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('staff_action_id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
