import { once } from './once';

// Apart from format.ts so that only the pages showing validity periods (the flyers) load it.

const dayMonthFmt = once(
  () => new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
);

/**
 * A validity period of whole shop days ('2026-11-19', '2026-12-02') -> 'dal 19 novembre al 2
 * dicembre'. The dates are calendar days, not instants: read as UTC so no time zone shifts them.
 */
export function formatValidity(from: string, to: string): string {
  const day = (d: string) => {
    const at = new Date(`${d}T00:00:00Z`);
    return Number.isNaN(at.getTime()) ? d : dayMonthFmt().format(at);
  };
  return `dal ${day(from)} al ${day(to)}`;
}
