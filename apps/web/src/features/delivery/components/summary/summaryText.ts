import type { Cart } from '@spesa/domain';
import { dayLabel, slotRange } from '../timeslot/timeslotFormat';

/** 'Oggi 10:00-12:00' or 'gio 26 nov 10:00-12:00'; null without a timeslot. */
export function slotSummary(timeslot: Cart['timeslot'], todayLabel: string, now?: Date): string | null {
  if (!timeslot) return null;
  return `${dayLabel(timeslot.dateIso || timeslot.date, todayLabel, now)} ${slotRange(timeslot)}`;
}
