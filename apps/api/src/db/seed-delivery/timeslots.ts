/**
 * Weekly timeslot templates and opening hours of the demo stores. Home delivery: two-hour slots
 * 08:00-20:00, Monday to Saturday, orders close 12 hours before. Store pickup: hourly slots while
 * the store is open, orders close 3 hours before. Locker: three long slots a day, 3 hours before.
 */
import type { Insertable } from 'kysely';
import type { TimeslotTemplateTable } from '../schema.js';
import type { DemoStore } from './stores.js';

const WEEKDAYS = [1, 2, 3, 4, 5, 6];
const SUNDAY = 7;

const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
const ranges = (from: number, to: number, step: number): Array<[string, string]> => {
  const out: Array<[string, string]> = [];
  for (let h = from; h + step <= to; h += step) out.push([pad(h), pad(h + step)]);
  return out;
};

const PLANS: Record<
  number,
  { slots: (day: number) => Array<[string, string]>; capacity: number; cutoff: number }
> = {
  // Pickup follows the opening hours: 09-20 on weekdays, 09-13 on an open Sunday.
  1: { slots: (day) => (day === SUNDAY ? ranges(9, 13, 1) : ranges(9, 20, 1)), capacity: 6, cutoff: 180 },
  2: { slots: (day) => (day === SUNDAY ? [] : ranges(8, 20, 2)), capacity: 8, cutoff: 720 },
  3: {
    slots: (day) =>
      day === SUNDAY
        ? []
        : [
            ['10:00', '13:00'],
            ['13:00', '17:00'],
            ['17:00', '21:00'],
          ],
    capacity: 20,
    cutoff: 180,
  },
};

/** The templates of one store for the services it offers; closed Sundays get no slots at all. */
export function templatesOf(store: DemoStore): Insertable<TimeslotTemplateTable>[] {
  const days = store.sunday ? [...WEEKDAYS, SUNDAY] : WEEKDAYS;
  return store.services.flatMap((serviceId) =>
    days.flatMap((weekday) =>
      PLANS[serviceId].slots(weekday).map(([begin_time, end_time]) => ({
        store_id: store.storeId,
        delivery_service_id: serviceId,
        weekday,
        begin_time,
        end_time,
        capacity: PLANS[serviceId].capacity,
        cutoff_minutes: PLANS[serviceId].cutoff,
      })),
    ),
  );
}

/** Opening hours JSON by ISO weekday: 08:00-20:00 Monday to Saturday, Sunday morning or closed. */
export function openingHoursOf(store: DemoStore): string {
  const hours: Record<string, string[]> = {};
  for (const d of WEEKDAYS) hours[d] = ['08:00-20:00'];
  hours[SUNDAY] = store.sunday ? ['09:00-13:00'] : [];
  return JSON.stringify(hours);
}
