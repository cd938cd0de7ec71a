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

/** YYYY-MM-DD of the instant in the shop's time zone. */
export function shopDate(at: Date): string {
  return romeDate.format(at);
}

export function fixedClock(iso: string): Clock {
  const at = new Date(iso);
  return { now: () => at };
}
