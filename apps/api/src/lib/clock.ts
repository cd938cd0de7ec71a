/** The shop's notion of "now" and "today" (Europe/Rome); injectable so tests can fix the date. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const romeDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last minute formatted: a date only changes on a minute's edge (Intl formatting is costly). */
let lastDate = { minute: NaN, date: '' };

/** YYYY-MM-DD of the instant in the shop's time zone. */
export function shopDate(at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== lastDate.minute) lastDate = { minute, date: romeDate.format(at) };
  return lastDate.date;
}

export function fixedClock(iso: string): Clock {
  const at = new Date(iso);
  return { now: () => at };
}
