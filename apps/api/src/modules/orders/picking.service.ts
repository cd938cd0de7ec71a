import {
  maxPreparedMilli,
  ONLINE_PAYMENT_TYPES,
  ORDER_STATUS,
  PICKING_STATUSES,
  preparedCents,
  type Order,
  type StaffPrepare,
} from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { inTransaction, type DbOrTx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { captureHold, eventsOf, heldAttempts, releaseHold } from '../payments/index.js';
import type { OrdersContext } from './orders.context.js';
import { ordersOfStore } from './order-list.repository.js';
import { toOrder } from './order.mapper.js';
import { linesOf, orderById } from './orders.repository.js';
import { assertStaffOrder, assertStaffStore } from './staff-scope.js';
import {
  cancelledWithHold,
  recordUnrecordedAsOrdered,
  claimForPicking,
  ordersToCapture,
  recordPrepared,
  setSettlement,
} from './picking.repository.js';

/** Statuses a staff member may set with staff/order/status (take-in-charge and ready have their own calls). */
const STAFF_MOVES: readonly number[] = [
  ORDER_STATUS.preparing2,
  ORDER_STATUS.outForDelivery,
  ORDER_STATUS.outForDelivery2,
  ORDER_STATUS.delivered,
  ORDER_STATUS.partiallyDelivered,
  ORDER_STATUS.notCollected,
  ORDER_STATUS.failed,
  ORDER_STATUS.invalidated,
];
/** Statuses after "ready" in which a capture may still be owed (the capture sweep looks at them). */
const CAPTURE_DUE: readonly number[] = [
  ORDER_STATUS.almostReady,
  ORDER_STATUS.outForDelivery,
  ORDER_STATUS.outForDelivery2,
  ORDER_STATUS.delivered,
  ORDER_STATUS.partiallyDelivered,
  ORDER_STATUS.notCollected,
  ORDER_STATUS.failed,
];
const CAPTURE_BATCH = 50;

/**
 * The store's side of an order (decision 0045): take it in charge, record what was prepared, mark
 * it ready and capture the prepared amount (never more than the hold; the rest is released).
 * Every change is a conditional status move; the provider is called only after the commit.
 */
export class PickingService {
  constructor(private readonly ctx: OrdersContext) {}

  async list(
    db: Db,
    staffId: number,
    storeId: number,
    date: string,
    timeslotId?: number,
    statuses?: number[],
  ): Promise<Order[]> {
    await assertStaffStore(db, staffId, storeId);
    const now = this.ctx.clock.now();
    const out: Order[] = [];
    for (const r of await ordersOfStore(db, storeId, date, timeslotId, statuses))
      out.push(await toOrder(db, r, { now }));
    return out;
  }

  /** Takes the order in charge: from "ordered" only, so a shopper's cancel and this cannot both win. */
  async takeInCharge(db: Db, staffId: number, orderId: number): Promise<Order> {
    await inTransaction(db, async (tx) => {
      await assertStaffOrder(tx, staffId, orderId);
      const moved = await this.ctx.statuses.move(tx, orderId, ORDER_STATUS.preparing, {
        reason: 'preso in carico dal negozio',
        actorUserId: staffId,
        onlyFrom: [ORDER_STATUS.ordered],
        patch: { taken_by_user_id: staffId },
      });
      if (!moved) await this.refuse(tx, orderId);
    });
    return this.shown(db, orderId);
  }

  /** Records prepared quantities (pieces, or kg for weighed goods) while the order is picked. */
  async prepare(db: Db, staffId: number, input: StaffPrepare): Promise<Order> {
    await inTransaction(db, async (tx) => {
      await assertStaffOrder(tx, staffId, input.orderId);
      if (!(await claimForPicking(tx, input.orderId, this.ctx.clock.now().toISOString())))
        await this.refuse(tx, input.orderId);
      const lines = new Map((await linesOf(tx, input.orderId)).map((l) => [l.item_id, l]));
      for (const p of input.lines) {
        const line = lines.get(p.itemId);
        if (!line) throw new AppError('ORDER_LINE_NOT_FOUND', undefined, { field: `itemId ${p.itemId}` });
        const milli = Math.round(p.preparedQuantity * 1000);
        const weighed = line.weighed === 1;
        if ((!weighed && milli % 1000 !== 0) || milli > maxPreparedMilli(line.quantity_milli, weighed))
          throw new AppError('PREPARED_QTY_INVALID', undefined, { field: `itemId ${p.itemId}` });
        await recordPrepared(
          tx,
          input.orderId,
          p.itemId,
          milli,
          preparedCents(line.gross_cents, line.quantity_milli, milli),
        );
      }
    });
    return this.shown(db, input.orderId);
  }

  /**
   * Marks the order ready: the move first (so no recording can slip in after the total is read),
   * then the prepared total (lines not recorded count as prepared in full), the amount to capture
   * and the shopper's mail, in one transaction; the capture itself runs after the commit.
   */
  async ready(db: Db, staffId: number, orderId: number): Promise<Order> {
    await inTransaction(db, async (tx) => {
      await assertStaffOrder(tx, staffId, orderId);
      const moved = await this.ctx.statuses.move(
        tx,
        orderId,
        ORDER_STATUS.almostReady,
        { reason: 'pronto', actorUserId: staffId, onlyFrom: PICKING_STATUSES },
        { mail: false },
      );
      if (!moved) return this.refuse(tx, orderId);
      // Lines never recorded count as prepared in full, and say so from now on.
      await recordUnrecordedAsOrdered(tx, orderId);
      const goods = (await linesOf(tx, orderId)).reduce((s, l) => s + (l.prepared_cents ?? l.gross_cents), 0);
      // As in the cart, a gift discount never takes more than the goods: the fee is always due.
      const total = goods - Math.min(moved.gift_discount_cents, goods) + moved.delivery_fee_cents;
      const online = ONLINE_PAYMENT_TYPES.includes(moved.payment_type_id);
      await setSettlement(tx, orderId, total, online ? Math.min(total, moved.hold_cents) : null);
      await this.ctx.statuses.notify(tx, (await orderById(tx, orderId))!);
    });
    await this.settleCapture(db, orderId);
    return this.shown(db, orderId);
  }

  /** Out for delivery, delivered, not collected, ...: any move the transition table allows. */
  async move(db: Db, staffId: number, orderId: number, to: number): Promise<Order> {
    if (!STAFF_MOVES.includes(to))
      throw new AppError('VALIDATION_ERROR', 'Parametro non valido: order_status_id', {
        field: 'order_status_id',
      });
    await inTransaction(db, async (tx) => {
      await assertStaffOrder(tx, staffId, orderId);
      const moved = await this.ctx.statuses.move(tx, orderId, to, {
        reason: 'negozio',
        actorUserId: staffId,
      });
      if (!moved) await this.refuse(tx, orderId);
    });
    return this.shown(db, orderId);
  }

  /**
   * Captures what the ready order owes (no transaction open) and releases any other hold. Safe to
   * repeat: a hold already captured or voided is no longer in `heldAttempts`.
   */
  async settleCapture(db: Db, orderId: number): Promise<void> {
    const order = await orderById(db, orderId);
    if (!order || order.capture_cents === null) return;
    const holds = heldAttempts(await eventsOf(db, orderId));
    const [take, ...rest] = holds.reverse();
    if (take) await captureHold(this.ctx, db, orderId, take, order.capture_cents);
    for (const h of rest) await releaseHold(this.ctx, db, orderId, h);
  }

  /** The capture sweep (a job): captures owed by ready orders whose capture a crash interrupted. */
  async sweepCaptures(db: Db): Promise<number> {
    const due = await ordersToCapture(db, CAPTURE_DUE, CAPTURE_BATCH);
    for (const o of due) await this.settleCapture(db, o.order_id);
    return due.length;
  }

  /** The release sweep: holds a crash left on cancelled orders are voided at the provider. */
  async sweepCancelledHolds(db: Db): Promise<number> {
    const due = await cancelledWithHold(db, ORDER_STATUS.cancelled, CAPTURE_BATCH);
    for (const o of due)
      for (const h of heldAttempts(await eventsOf(db, o.order_id)))
        await releaseHold(this.ctx, db, o.order_id, h);
    return due.length;
  }

  /** Why a move did not happen: the order does not exist, or its status changed meanwhile. */
  private async refuse(db: DbOrTx, orderId: number): Promise<never> {
    const order = await orderById(db, orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (order.modifying_since !== null) throw new AppError('ORDER_MODIFY_IN_PROGRESS');
    throw new AppError('ORDER_STATUS_CHANGED');
  }

  private async shown(db: Db, orderId: number): Promise<Order> {
    return toOrder(db, (await orderById(db, orderId))!, { now: this.ctx.clock.now(), history: true });
  }
}
