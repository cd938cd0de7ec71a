import type { DbOrTx } from '../../db/transaction.js';
import { lifetimeTotals, linesOf, orderedOnDateMilli, orderOfUser } from './orders.repository.js';
import { modifiedOrderOfCart } from './order-modification.repository.js';
import { issueOrderLink } from './order-links.js';

/**
 * For the checkout: an order placed (row, lines, adjustments), read, moved through `moveToStatus`
 * (the only writer of an order's status, decision 0103) or switched to another payment type.
 */
export {
  insertOrder,
  insertLines,
  insertAdjustments,
  moveToStatus,
  switchPaymentType,
  orderById,
  orderOfUser,
  liveOrderOfCart,
  unpaidPastDue,
  type OrderRow,
  type OrderLineRow,
  type NewLine as NewOrderLine,
} from './orders.repository.js';
/** For the checkout's order/modify (decisions 0057, 0104): the order's one modification row. */
export {
  beginModifying,
  endModifying,
  modificationOf,
  modificationOfCart,
  setPending as setModificationPending,
  clearPending as clearModificationPending,
  pastCutoff as modificationsPastCutoff,
  replaceContents as replaceOrderContents,
  type ModificationRow,
  type OrderContents,
} from './order-modification.repository.js';
export { toOrder } from './order.mapper.js';
export { orderConfirmationMail, orderModifiedMail } from './order-mails.js';

/** The cart's ModifiedOrderPort (decision 0104): the order a cart is the modification of, if any. */
export const modifiedOrders = {
  modifiedOrderOf: (db: DbOrTx, cartId: number) => modifiedOrderOfCart(db, cartId),
};

/** The cart's OrderedTodayPort: what the shopper's orders placed today already hold of a product. */
export const orderedToday = {
  orderedTodayMilli: (db: DbOrTx, userId: number, productId: number, date: string) =>
    orderedOnDateMilli(db, userId, productId, date),
};
export { ordersModule } from './orders.module.js';
export type { OrdersDeps } from './orders.context.js';

/** The cart's OrderLinesPort (reorder): the lines of one of the shopper's orders. */
export const orderLinesForReorder = {
  async linesOfOrder(db: DbOrTx, userId: number, orderId: number) {
    const order = await orderOfUser(db, userId, orderId);
    if (!order) return undefined;
    return (await linesOf(db, orderId)).map((l) => ({
      productId: l.product_id,
      name: l.product_name,
      quantityMilli: l.quantity_milli,
    }));
  },
};
export { recentOrderIds } from './order-ids.repository.js';

/**
 * The accounts area's OrderTotalsPort (customer-lifetime/user_info): the customer's orders placed
 * and not cancelled, and what they come to in cents (decision 0098).
 */
export const customerOrderTotals = (db: DbOrTx, userId: number) => lifetimeTotals(db, userId);

/**
 * For the picking module (decision 0123): the staff member's scope, the order held for a picking
 * write, its lines, what was picked of a line (conditional updates) and the order's page link.
 */
export { assertStaffOrder } from './staff-scope.js';
export { claimForPicking } from './picking.repository.js';
export { linesOf as orderLinesOf } from './orders.repository.js';
export { addPickedMilli, setPickedAmount } from './picked-lines.repository.js';
export const orderPageLink = async (db: DbOrTx, orderId: number, origin: string, now: Date) =>
  `${origin}/profile/orders/${orderId}?access_token=${await issueOrderLink(db, orderId, now)}`;
