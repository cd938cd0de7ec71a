import { formatDate } from '../../../lib/format';
import type { OrderView } from '../api/orderTypes';

/** '24 novembre 2026, 10:00-12:00' (the day alone when the answer has no times). */
export function slotText(slot: OrderView['timeslot']): string {
  const day = formatDate(slot.date);
  if (slot.beginTime && slot.endTime)
    return `${day}, ${slot.beginTime.slice(0, 5)}-${slot.endTime.slice(0, 5)}`;
  return day;
}
