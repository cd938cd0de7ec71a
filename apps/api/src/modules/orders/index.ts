import type { DbOrTx } from '../../db/transaction.js';
import { orderedOnDateMilli } from './orders.repository.js';

export * as orders from './orders.repository.js';
export type { OrderRow, NewLine as NewOrderLine } from './orders.repository.js';
export { toOrder } from './order.mapper.js';
export { orderConfirmationMail } from './order-mails.js';

/** The cart's OrderedTodayPort: what the shopper's orders placed today already hold of a product. */
export const orderedToday = {
  orderedTodayMilli: (db: DbOrTx, userId: number, productId: number, date: string) =>
    orderedOnDateMilli(db, userId, productId, date),
};
export { recentOrderIds } from './order-ids.repository.js';
