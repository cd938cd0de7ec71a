import type { Timeslot, TimeslotDay } from '@spesa/domain';
import { once } from '../../../../lib/once';

// Timeslot dates are YYYY-MM-DD in the shop's time zone (DESIGN, Data rules): format them as
// UTC midnights so that the browser's own zone can never shift the day.
const SHOP_ZONE = 'Europe/Rome';
// Made on first use: pages without a timeslot show no date (lib/once.ts).
const dayFormat = once(
  () =>
    new Intl.DateTimeFormat('it-IT', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
);
const longDayFormat = once(
  () => new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
);
const isoDay = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_ZONE }));

/** Today's YYYY-MM-DD in Rome. */
export function shopToday(now: Date = new Date()): string {
  return isoDay().format(now);
}

const utc = (dateIso: string) => new Date(`${dateIso}T00:00:00Z`);

/** 'Oggi' for today, else 'gio 26 nov'. */
export function dayLabel(dateIso: string, todayLabel: string, now?: Date): string {
  return dateIso === shopToday(now) ? todayLabel : dayFormat().format(utc(dateIso));
}

/** 'giovedì 26 novembre', for screen readers and titles. */
export function longDayLabel(dateIso: string): string {
  return longDayFormat().format(utc(dateIso));
}

/** '10:00-12:00' (the API may answer '10:00:00'). */
export function slotRange(slot: Pick<Timeslot, 'beginTime' | 'endTime'>): string {
  return `${slot.beginTime.slice(0, 5)}-${slot.endTime.slice(0, 5)}`;
}

export type SlotState = 'selected' | 'available' | 'almostFull' | 'unavailable';

/** Spec: empty available, intermediate almost full, full not available; active < 1 cannot be chosen. */
export function slotState(slot: Timeslot): SlotState {
  if (slot.selected) return 'selected';
  if (slot.active < 1 || slot.status === 'full') return 'unavailable';
  return slot.status === 'intermediate' ? 'almostFull' : 'available';
}

/** Spec: a day counts as selected if any of its slots is selected. */
export const isDaySelected = (day: TimeslotDay) => day.timeslots.some((s) => s.selected);
