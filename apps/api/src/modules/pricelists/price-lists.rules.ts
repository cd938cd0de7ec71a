import { AppError } from '../../lib/app-error.js';
import { shopDate } from '../../lib/clock.js';

// Dates of lists and proposals (decision 0116): days in Europe/Rome, sent as gg/mm/aaaa (the
// spec's date rule) or YYYY-MM-DD, stored as YYYY-MM-DD.

/** A day as sent to YYYY-MM-DD; a coded failure when it is not a real calendar day. */
export function dayOf(input: string, field: string): string {
  const it = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
  if (!it) throw new AppError('PRICE_LIST_DATE_INVALID', undefined, { field });
  const [y, m, d] = input.includes('/') ? [it[3], it[2], it[1]] : [it[1], it[2], it[3]];
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const iso = `${y}-${m}-${d}`;
  if (
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== iso ||
    Number(y) < 2000 ||
    Number(y) > 2100
  )
    throw new AppError('PRICE_LIST_DATE_INVALID', undefined, { field });
  return iso;
}

export function checkOrder(from: string, to: string | null): void {
  if (to !== null && to < from) throw new AppError('PRICE_LIST_DATES_ORDER', undefined, { field: 'to_date' });
}

/** The day before `day` (YYYY-MM-DD). */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The first instant of `day` in Europe/Rome (23:00 or 22:00 UTC of the day before). */
export function romeMidnight(day: string): Date {
  for (const hours of [1, 2]) {
    const at = new Date(Date.parse(`${day}T00:00:00Z`) - hours * 3_600_000);
    if (shopDate(at) === day && shopDate(new Date(at.getTime() - 1)) !== day) return at;
  }
  return new Date(`${day}T00:00:00Z`);
}
