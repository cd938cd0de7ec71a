import { formatDecimal, formatEuro as formatEuroCents } from '@spesa/domain';
import { once } from './once';

// Display formatting in Italian. Money rules live in packages/domain (integer cents); the API
// sends euro display values (2 decimals), converted to cents at this edge.

// Made on first use: most pages show no date (lib/once.ts).
const dateFmt = once(
  () =>
    new Intl.DateTimeFormat('it-IT', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Rome',
    }),
);
const dateTimeFmt = once(
  () => new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Rome' }),
);

/** 1290 -> '12,90 €' (with the no-break space Intl puts before the symbol). */
export function formatEuro(cents: number): string {
  return formatEuroCents(Math.round(cents));
}

/** A euro display value from the API: 12.9 -> '12,90 €'. */
export function formatEuroDisplay(euros: number): string {
  return formatEuroCents(Math.round(euros * 100));
}

/** 1.5 -> '1,5'; quantities are shown with at most 3 decimals (spec: rounding to 3 decimals). */
export function formatQuantity(value: number): string {
  return formatDecimal(value, 3);
}

/** ISO date or timestamp -> '5 marzo 2025' in the shop's time zone. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFmt().format(d);
}

/** ISO timestamp -> '23 novembre 2026 alle ore 11:00' in the shop's time zone. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFmt().format(d);
}
