import { inTransaction } from '../../db/transaction.js';
import { daysBefore, type PurgeStep } from '../jobs/index.js';
import { deleteVisitorCarts } from './cart.repository.js';

/**
 * How long a visitor cart closed by a login's merge is kept (days): long enough to look into a
 * merge a shopper asks about, short enough that carts without an owner do not pile up.
 */
export const MERGED_VISITOR_CART_DAYS = 7;

/**
 * The hourly purge of visitor carts (decision 0056): a visitor cart whose session has ended (idle,
 * absolute limit, revoked, or its row already purged) can never be reached again, so its lines,
 * properties and row go; a merged (closed) one goes after MERGED_VISITOR_CART_DAYS. A cart an
 * order or a code redemption refers to is never deleted (visitors have neither, but it is checked).
 */
export const cartPurgeSteps: PurgeStep[] = [
  {
    name: 'visitorCart',
    run: (db, now) =>
      inTransaction(db, (tx) =>
        deleteVisitorCarts(tx, {
          now: now.toISOString(),
          closedBefore: daysBefore(now, MERGED_VISITOR_CART_DAYS),
        }),
      ),
  },
];
