import type { DbOrTx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { storesOfStaff } from '../accounts/index.js';
import { orderById } from './orders.repository.js';

// Per-store scoping of the staff order calls (decision 0058): a staff member lists and acts only
// on orders of the stores the account is bound to. An order's store never changes after checkout,
// so reading it first and then moving the order cannot let another store's order slip through.

/** Refuses a store the staff member is not bound to (STAFF_STORE_NOT_ALLOWED, 403). */
export async function assertStaffStore(db: DbOrTx, staffId: number, storeId: number): Promise<void> {
  if (!(await storesOfStaff(db, staffId)).includes(storeId)) throw new AppError('STAFF_STORE_NOT_ALLOWED');
}

/** Refuses an order that does not exist (ORDER_NOT_FOUND) or is of another store. */
export async function assertStaffOrder(db: DbOrTx, staffId: number, orderId: number): Promise<void> {
  const order = await orderById(db, orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  await assertStaffStore(db, staffId, order.store_id);
}
