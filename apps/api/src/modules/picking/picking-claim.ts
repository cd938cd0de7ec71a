import type { Tx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { assertStaffOrder, claimForPicking, orderById } from '../orders/index.js';

/**
 * The start of every picking write: the staff member's scope (the order's store), then the order
 * held for picking (a conditional update that succeeds only while it is being picked, and locks
 * its row on PostgreSQL until the commit). Answers the instant of the write.
 */
export async function holdForPicking(
  tx: Tx,
  clock: Clock,
  staffId: number,
  orderId: number,
): Promise<string> {
  await assertStaffOrder(tx, staffId, orderId);
  const at = clock.now().toISOString();
  if (await claimForPicking(tx, orderId, at)) return at;
  const order = await orderById(tx, orderId);
  throw new AppError(order?.modifying_since ? 'ORDER_MODIFY_IN_PROGRESS' : 'ORDER_STATUS_CHANGED');
}
