import { MAILED_STATUSES } from '@spesa/domain';
import type { Tx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { checkoutCustomer } from '../accounts/index.js';
import type { Mailer } from '../mail/index.js';
import { orderStatusMail } from './order-mails.js';
import { moveToStatus, type OrderRow, type StatusChange } from './orders.repository.js';

/**
 * The shopper's and the staff's status changes go through here (decision 0044): the orders' one
 * status writer (`moveToStatus`, decision 0103) with its history row, then the shopper's e-mail
 * for the statuses they are told about, written through the mail outbox in the same transaction
 * (the mail leaves only if the change commits).
 */
export class OrderStatusService {
  constructor(private readonly deps: { clock: Clock; mailer: Mailer; origin: string }) {}

  /** Answers the moved order, or undefined when the order was not in a status that allows it. */
  async move(
    tx: Tx,
    orderId: number,
    to: number,
    change: Omit<StatusChange, 'at'>,
    opts: { mail?: boolean } = {},
  ): Promise<OrderRow | undefined> {
    const at = this.deps.clock.now().toISOString();
    const order = await moveToStatus(tx, orderId, to, { ...change, at });
    if (!order) return undefined;
    if (opts.mail !== false) await this.notify(tx, order);
    return order;
  }

  /** The e-mail of the order's current status, if it is one the shopper is told about. */
  async notify(tx: Tx, order: OrderRow): Promise<void> {
    if (!MAILED_STATUSES.includes(order.order_status_id)) return;
    const customer = await checkoutCustomer(tx, order.user_id);
    if (!customer) return;
    const mail = await orderStatusMail(tx, customer.email, order, this.deps.origin, this.deps.clock.now());
    if (mail) await this.deps.mailer.send(tx, mail);
  }
}
