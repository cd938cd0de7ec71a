import type { ErrorCode, TimeslotDay, TimeslotList } from '@spesa/domain';
import { inTransaction, type DbOrTx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import type { CartDeliveryState, CartPort } from './cart-port.js';
import * as repo from './timeslots.repository.js';
import {
  SLOT_DAYS,
  addDays,
  dateRange,
  isoWeekday,
  planSlots,
  slotClosed,
  slotName,
  slotRefusal,
  slotStatus,
  type SlotRefusal,
  type SlotState,
} from './timeslots.rules.js';

const REFUSALS: Record<SlotRefusal, ErrorCode> = {
  past: 'TIMESLOT_PAST',
  cutoff: 'TIMESLOT_CUTOFF',
  full: 'TIMESLOT_FULL',
};

const emptyList = (userId: number): TimeslotList => ({
  user: { userId },
  data: { deliveryServiceId: null, storeId: null, days: [] },
});

const stateOf = (r: repo.TimeslotRow): SlotState => ({
  beginsAt: r.begins_at,
  cutoffAt: r.cutoff_at,
  booked: r.booked,
  capacity: r.capacity,
});

type Chosen = CartDeliveryState & { storeId: number; deliveryServiceId: number };

/**
 * A cart with a service and an address (so a store); otherwise the clear 'choose first' answer,
 * which keeps the list's shape (data.user.userId) when `listOf` names the user.
 */
function chosen(cart: CartDeliveryState | undefined, listOf?: number): Chosen {
  if (!cart || cart.storeId === null || cart.deliveryServiceId === null || cart.addressId === null) {
    const data = listOf === undefined ? undefined : emptyList(listOf);
    throw new AppError('TIMESLOT_NO_ADDRESS', undefined, { data });
  }
  return cart as Chosen;
}

/**
 * Timeslots of the cart's store and service (decision 0010): materialised lazily from the weekly
 * templates for the next SLOT_DAYS days, listed with their fill status, chosen onto the cart.
 * Capacity is taken only when an order is placed (bookSlot, in the checkout's transaction).
 */
export class TimeslotsService {
  constructor(
    private readonly clock: Clock,
    private readonly carts: CartPort,
  ) {}

  async list(db: DbOrTx, userId: number | null, opts: { showClosed: boolean }): Promise<TimeslotList> {
    if (userId === null) throw new AppError('NOT_LOGGED_IN', undefined, { data: emptyList(-1) });
    const cart = chosen(await this.carts.findOpen(db, userId), userId);
    const now = this.clock.now();
    const today = shopDate(now);
    const last = addDays(today, SLOT_DAYS - 1);
    await this.materialise(db, cart.storeId, cart.deliveryServiceId, today);
    const slots = await repo.slotsBetween(db, cart.storeId, cart.deliveryServiceId, today, last);
    // Read again rather than trusting materialisation: a closure added later hides its slots too.
    const closed = await repo.closedDates(db, cart.storeId, today, last);
    const days: TimeslotDay[] = dateRange(today, SLOT_DAYS)
      .filter((date) => opts.showClosed || !closed.has(date))
      .map((dateIso) => ({
        dateIso,
        weekday: isoWeekday(dateIso),
        timeslots: closed.has(dateIso)
          ? []
          : slots
              .filter((s) => s.slot_date === dateIso && (opts.showClosed || !slotClosed(stateOf(s), now)))
              .map((s) => ({
                timeslotId: s.timeslot_id,
                name: slotName(s.begin_time, s.end_time),
                beginTime: s.begin_time,
                endTime: s.end_time,
                status: slotStatus(s.booked, s.capacity),
                active: slotRefusal(stateOf(s), now) === null ? 1 : 0,
                selected: s.timeslot_id === cart.timeslotId,
              })),
      }))
      .filter((d) => opts.showClosed || d.timeslots.length > 0);
    return {
      user: { userId },
      data: { deliveryServiceId: cart.deliveryServiceId, storeId: cart.storeId, days },
    };
  }

  /** timeslot/select: refuses slots of another store or service, past, past cut-off or full. */
  select(db: DbOrTx, userId: number, date: string, timeslotId: number): Promise<void> {
    return inTransaction(db, (tx) => this.selectIn(tx, userId, date, timeslotId));
  }

  private async selectIn(db: DbOrTx, userId: number, date: string, timeslotId: number): Promise<void> {
    const cart = chosen(await this.carts.openFor(db, userId));
    const slot = await repo.slotById(db, timeslotId);
    if (!slot || slot.slot_date !== date) throw new AppError('TIMESLOT_NOT_FOUND');
    if (slot.store_id !== cart.storeId || slot.delivery_service_id !== cart.deliveryServiceId) {
      throw new AppError('TIMESLOT_OTHER_STORE');
    }
    const refusal = slotRefusal(stateOf(slot), this.clock.now());
    if (refusal) throw new AppError(REFUSALS[refusal]);
    if ((await repo.closedDates(db, slot.store_id, date, date)).has(date)) {
      throw new AppError('TIMESLOT_CLOSED_DAY');
    }
    await this.carts.saveDelivery(db, cart.cartId, {
      timeslotId: slot.timeslot_id,
      timeslotDate: slot.slot_date,
    });
  }

  /** Creates the missing slots of the window from the templates; idempotent, safe to race. */
  async materialise(db: DbOrTx, storeId: number, serviceId: number, from: string): Promise<void> {
    const templates = await repo.templatesFor(db, storeId, serviceId);
    if (templates.length === 0) return;
    const closed = await repo.closedDates(db, storeId, from, addDays(from, SLOT_DAYS - 1));
    await repo.insertMissingSlots(
      db,
      storeId,
      serviceId,
      planSlots(templates, dateRange(from, SLOT_DAYS), closed),
    );
  }
}
