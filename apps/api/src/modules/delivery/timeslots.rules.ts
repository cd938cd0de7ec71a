import type { TimeslotStatus } from '@spesa/domain';

/**
 * Pure timeslot rules: calendar arithmetic on YYYY-MM-DD shop dates, the Europe/Rome instant of a
 * slot, which slots a template week gives, and a slot's status and choosability. Shop dates are
 * plain calendar dates, so adding days works in UTC and never meets a daylight-saving jump.
 */

/** How many days ahead slots are offered, today included. */
export const SLOT_DAYS = 14;
/** Below 70 % booked a slot is 'empty' (available), below 100 % 'intermediate' (almost full). */
export const INTERMEDIATE_FROM = 0.7;

const parse = (dateIso: string) => {
  const [y, m, d] = dateIso.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(dateIso: string, days: number): string {
  return format(parse(dateIso) + days * 86_400_000);
}

/** ISO weekday of a calendar date: 1 Monday ... 7 Sunday. */
export function isoWeekday(dateIso: string): number {
  const day = new Date(parse(dateIso)).getUTCDay();
  return day === 0 ? 7 : day;
}

export function dateRange(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(from, i));
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isShopDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && format(parse(value)) === value;
}

const romeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes Rome is ahead of UTC at an instant (60 in winter, 120 in summer). */
function romeOffsetMinutes(at: number): number {
  const p = Object.fromEntries(romeParts.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  return (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - at) / 60_000;
}

/** The UTC instant of a Rome wall-clock time on a shop date (slots never start in the DST gap). */
export function romeInstant(dateIso: string, time: string): Date {
  const [h, m] = time.split(':').map(Number);
  const wall = parse(dateIso) + (h * 60 + m) * 60_000;
  // The offset at the guess can differ from the offset at the answer around a change: ask twice.
  const first = wall - romeOffsetMinutes(wall) * 60_000;
  return new Date(wall - romeOffsetMinutes(first) * 60_000);
}

export interface SlotTemplate {
  weekday: number;
  beginTime: string;
  endTime: string;
  capacity: number;
  cutoffMinutes: number;
}

export interface PlannedSlot {
  slotDate: string;
  beginTime: string;
  endTime: string;
  beginsAt: string;
  cutoffAt: string;
  capacity: number;
}

/** The slots the templates give on the dates, skipping closed dates (holidays, closures). */
export function planSlots(
  templates: readonly SlotTemplate[],
  dates: readonly string[],
  closed: ReadonlySet<string>,
): PlannedSlot[] {
  return dates
    .filter((d) => !closed.has(d))
    .flatMap((slotDate) =>
      templates
        .filter((t) => t.weekday === isoWeekday(slotDate))
        .map((t) => {
          const begins = romeInstant(slotDate, t.beginTime);
          return {
            slotDate,
            beginTime: t.beginTime,
            endTime: t.endTime,
            beginsAt: begins.toISOString(),
            cutoffAt: new Date(begins.getTime() - t.cutoffMinutes * 60_000).toISOString(),
            capacity: t.capacity,
          };
        }),
    );
}

export function slotStatus(booked: number, capacity: number): TimeslotStatus {
  if (capacity <= 0 || booked >= capacity) return 'full';
  return booked / capacity < INTERMEDIATE_FROM ? 'empty' : 'intermediate';
}

export interface SlotState {
  beginsAt: string;
  cutoffAt: string;
  booked: number;
  capacity: number;
}

export type SlotRefusal = 'past' | 'cutoff' | 'full';

/** Why a slot cannot be chosen now, or null when it can (checked in this order). */
export function slotRefusal(slot: SlotState, now: Date): SlotRefusal | null {
  const t = now.getTime();
  if (t >= Date.parse(slot.beginsAt)) return 'past';
  if (t >= Date.parse(slot.cutoffAt)) return 'cutoff';
  return slot.booked >= slot.capacity ? 'full' : null;
}

/** Orders for the slot are closed (cut-off reached or slot begun), whatever its bookings. */
export const slotClosed = (slot: SlotState, now: Date) => now.getTime() >= Date.parse(slot.cutoffAt);

/** `HH:MM - HH:MM`, the slot's label. */
export const slotName = (beginTime: string, endTime: string) => `${beginTime} - ${endTime}`;
