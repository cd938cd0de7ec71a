import {
  ERROR_MESSAGES,
  ORDER_NOTE_MAX,
  ORDER_STATUS,
  PICKING_STATUSES,
  SHOPPER_CANCELLABLE,
  TRANSACTION_STATUS,
  type Order,
  type OrderFilterQuery,
  type OrderList,
  type OrderListQuery,
  type OrderNote,
} from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { releaseSlotOfOrder } from '../delivery/index.js';
import { appendEvent, eventsOf, heldAttempts, releaseHold } from '../payments/index.js';
import type { OrdersContext } from './orders.context.js';
import { awaitingPayment, listOrders, type OrderFilter } from './order-list.repository.js';
import { linkOpens } from './order-links.js';
import * as notes from './order-notes.repository.js';
import { reserveParking } from './parking.repository.js';
import { toOrder } from './order.mapper.js';
import { orderById, orderOfUser, type OrderRow } from './orders.repository.js';

/** Statuses in which the shopper may add or change notes: until the order is ready. */
const NOTES_OPEN: readonly number[] = [...SHOPPER_CANCELLABLE, ...PICKING_STATUSES];
const NOTES_PER_ORDER = 20;
/** Delivery service 1: pickup (spec section 9). */
const PICKUP_SERVICE_ID = 1;
/** Parking may be reserved from confirmation until the order is collected. */
const PARKING_OPEN: readonly number[] = [
  ORDER_STATUS.ordered,
  ORDER_STATUS.preparing,
  ORDER_STATUS.preparing2,
  ORDER_STATUS.almostReady,
];
const cents = (euros: number) => Math.round(euros * 100);

/** Delivery service ids per order_type: home delivery 2; pickup in store 1 (lockers too). */
const SERVICES_OF_TYPE = { delivery: [2], pickup: [1] } as const;

/** The shopper's order calls (spec section 7 "Orders"). Another shopper's order is "not found". */
export class ShopperOrdersService {
  constructor(private readonly ctx: OrdersContext) {}

  async list(db: Db, userId: number, q: OrderListQuery): Promise<OrderList> {
    return this.page(
      db,
      {
        userId,
        fromOrderDate: q.from_date,
        toOrderDate: q.to_date,
        fromGrossCents: q.from_gross_total === undefined ? undefined : cents(q.from_gross_total),
        toGrossCents: q.to_gross_total === undefined ? undefined : cents(q.to_gross_total),
        services: q.order_type ? SERVICES_OF_TYPE[q.order_type] : undefined,
        pending: q.show_pending ?? true,
      },
      q.page,
      q.page_size,
      q.fetch_detail ?? false,
    );
  }

  /** list-for-all-user-shipping-addresses and list-for-all-person-orders: the same filters. */
  async listFiltered(db: Db, userId: number, q: OrderFilterQuery): Promise<OrderList> {
    return this.page(
      db,
      {
        userId,
        orderId: q.order_id_filter ?? q.suborder_id_filter,
        fromOrderDate: q.order_from_date_filter,
        toOrderDate: q.order_to_date_filter,
        fromSlotDate: q.suborder_delivery_from_date_filter,
        toSlotDate: q.suborder_delivery_to_date_filter,
        addressId: q.shipping_address_id_filter,
        warehouseId: q.suborder_warehouseid_filter,
        pending: true,
      },
      q.page,
      q.page_size,
      true,
    );
  }

  private async page(
    db: Db,
    f: OrderFilter,
    page: number,
    pageSize: number,
    detail: boolean,
  ): Promise<OrderList> {
    const { rows, total } = await listOrders(db, f, page, pageSize);
    const now = this.ctx.clock.now();
    const orders: Order[] = [];
    for (const r of rows) orders.push(await toOrder(db, r, { now, withoutLines: !detail }));
    return {
      orders,
      page: { totItems: total, totPages: Math.ceil(total / pageSize), itemsPerPage: pageSize, selPage: page },
    };
  }

  async view(db: Db, userId: number, orderId: number): Promise<Order> {
    return this.shown(db, await this.own(db, userId, orderId));
  }

  /** token-order/view: the e-mailed link; a wrong or expired token answers "not found". */
  async viewByToken(db: Db, orderId: number, token: string): Promise<Order> {
    const now = this.ctx.clock.now();
    if (!(await linkOpens(db, orderId, token, now))) throw new AppError('ORDER_NOT_FOUND');
    const order = await orderById(db, orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return this.shown(db, order);
  }

  async retryPaymentList(db: Db, userId: number): Promise<Order[]> {
    const now = this.ctx.clock.now();
    const out: Order[] = [];
    for (const r of await awaitingPayment(db, userId, now.toISOString())) {
      const order = await toOrder(db, r, { now });
      if (order.isPayable) out.push(order);
    }
    return out;
  }

  /**
   * order/delete, in three phases like the checkout: (1) one transaction cancels the order if it is
   * still cancellable (conditional update + history + mail), gives the slot place back (booking row
   * and counter) and closes payment attempts still open; (2) after the commit, the provider releases
   * what it holds; (3) each release is recorded in the ledger. A crash after (1) leaves a hold the
   * provider lets expire; the order is cancelled either way.
   */
  async cancel(db: Db, userId: number, orderId: number): Promise<{ order: Order; message: string }> {
    const { holds, open, paymentTypeId } = await inTransaction(db, async (tx) => {
      const moved = await this.ctx.statuses.move(tx, orderId, ORDER_STATUS.cancelled, {
        reason: 'annullato dal cliente',
        actorUserId: userId,
        userId,
        onlyFrom: SHOPPER_CANCELLABLE,
      });
      if (!moved) {
        const order = await this.own(tx, userId, orderId);
        // Being modified: "Annulla modifiche" first (decision 0057), then the order can be cancelled.
        throw new AppError(order.modifying_since !== null ? 'ORDER_BEING_MODIFIED' : 'ORDER_NOT_CANCELLABLE');
      }
      await releaseSlotOfOrder(tx, orderId);
      const events = await eventsOf(tx, orderId);
      const open = openAttempts(events);
      // Attempts still without an outcome are closed now, so the sweeper does not finish them.
      for (const ref of open)
        await appendEvent(
          tx,
          {
            orderId,
            paymentTypeId: moved.payment_type_id,
            statusId: TRANSACTION_STATUS.cancelled,
            amountCents: 0,
            provider: this.ctx.provider.name,
            attemptRef: ref,
            providerRef: null,
            event: 'expired',
          },
          this.ctx.clock.now().toISOString(),
        );
      // A payment on delivery or on invoice will never be collected: its attempt says cancelled.
      for (const e of unsettledOffline(events))
        await appendEvent(
          tx,
          {
            orderId,
            paymentTypeId: e.payment_type_id,
            statusId: TRANSACTION_STATUS.cancelled,
            amountCents: 0,
            provider: 'offline',
            attemptRef: e.attempt_ref,
            providerRef: null,
            event: 'cancelled',
          },
          this.ctx.clock.now().toISOString(),
        );
      return { holds: heldAttempts(events), open, paymentTypeId: moved.payment_type_id };
    });
    for (const hold of holds) await releaseHold(this.ctx, db, orderId, hold);
    for (const ref of open) {
      const r = await this.ctx.provider.lookup(ref);
      if (r && r.outcome !== 'declined') {
        await releaseHold(this.ctx, db, orderId, {
          attemptRef: ref,
          providerRef: r.providerRef,
          amountCents: 0,
          paymentTypeId,
        });
      }
    }
    const order = (await orderById(db, orderId))!;
    return {
      order: await this.shown(db, order),
      message: ERROR_MESSAGES.ORDER_CANCELLED.replace('{orderId}', String(orderId)),
    };
  }

  async addNote(db: Db, userId: number, orderId: number, body: string): Promise<OrderNote> {
    checkNoteLength(body);
    const row = await notes.addNote(db, {
      orderId,
      userId,
      body,
      at: this.ctx.clock.now().toISOString(),
      open: NOTES_OPEN,
      max: NOTES_PER_ORDER,
    });
    if (row) return noteOf(row);
    const order = await this.own(db, userId, orderId);
    throw new AppError(
      NOTES_OPEN.includes(order.order_status_id) ? 'ORDER_NOTES_LIMIT' : 'ORDER_NOTES_CLOSED',
    );
  }

  async updateNote(
    db: Db,
    userId: number,
    orderId: number,
    noteId: number,
    body: string,
  ): Promise<OrderNote> {
    checkNoteLength(body);
    const at = this.ctx.clock.now().toISOString();
    const row = await notes.updateNote(db, { noteId, orderId, userId, body, at, open: NOTES_OPEN });
    if (row) return noteOf(row);
    await this.own(db, userId, orderId);
    if (!(await notes.noteExists(db, noteId, orderId, userId))) throw new AppError('NOTE_NOT_FOUND');
    throw new AppError('ORDER_NOTES_CLOSED');
  }

  async notes(db: Db, userId: number, orderId: number): Promise<OrderNote[]> {
    await this.own(db, userId, orderId);
    return (await notes.notesOf(db, orderId)).map(noteOf);
  }

  /**
   * order/reserve: parking at pickup (spec section 7). Only for pickup orders, once confirmed and
   * until collected (ordered, being prepared, ready); a second call updates the reservation.
   */
  async reserveParking(
    db: Db,
    userId: number,
    orderId: number,
    distance: number,
    info: string | null,
  ): Promise<{ orderId: number; distance: number; reservationInfo: string | null; updateDate: string }> {
    const row = await reserveParking(db, {
      orderId,
      userId,
      distance,
      info,
      at: this.ctx.clock.now().toISOString(),
      pickupService: PICKUP_SERVICE_ID,
      open: PARKING_OPEN,
    });
    if (row)
      return {
        orderId,
        distance: row.distance_m,
        reservationInfo: row.reservation_info,
        updateDate: row.updated_at,
      };
    const order = await this.own(db, userId, orderId);
    throw new AppError(
      order.delivery_service_id === PICKUP_SERVICE_ID ? 'PARKING_NOT_NOW' : 'PARKING_PICKUP_ONLY',
    );
  }

  /** The shopper's own order, or "not found" (never "forbidden": ids of others say nothing). */
  private async own(
    db: Parameters<typeof orderOfUser>[0],
    userId: number,
    orderId: number,
  ): Promise<OrderRow> {
    const order = await orderOfUser(db, userId, orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  private shown(db: Db, order: OrderRow): Promise<Order> {
    return toOrder(db, order, { now: this.ctx.clock.now(), history: true });
  }
}

/** Spec section 9: notes of at most 1000 characters (counted as the shopper sees them). */
function checkNoteLength(body: string): void {
  if ([...body].length > ORDER_NOTE_MAX)
    throw new AppError('ORDER_NOTE_TOO_LONG', undefined, { httpStatus: 400, field: 'note' });
}

function noteOf(r: notes.OrderNoteRow): OrderNote {
  return {
    noteId: r.note_id,
    orderId: r.order_id,
    note: r.body,
    addDate: r.created_at,
    updateDate: r.updated_at,
  };
}

/** Offline attempts (paid on delivery or on invoice) with only their start event: their start rows. */
function unsettledOffline(events: Awaited<ReturnType<typeof eventsOf>>) {
  return events.filter(
    (s) =>
      s.provider === 'offline' &&
      s.event_ref.endsWith('/start') &&
      events.every((e) => e.attempt_ref !== s.attempt_ref || e.event_ref.endsWith('/start')),
  );
}

/** Online attempts with only their start event: the shopper may still be on the provider's page. */
function openAttempts(events: Awaited<ReturnType<typeof eventsOf>>): string[] {
  const refs = new Set(events.filter((e) => e.provider !== 'offline').map((e) => e.attempt_ref));
  return [...refs].filter((ref) =>
    events.every((e) => e.attempt_ref !== ref || e.event_ref.endsWith('/start')),
  );
}
