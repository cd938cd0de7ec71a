/**
 * Italy's national holidays of a year, on which no store delivers or opens for pickup: the fixed
 * ones and Easter Monday. Migration 0003 wrote 2026 and 2027; the delivery area's job writes each
 * year ahead of time (national-holidays.ts), so a shop still running in 2030 stays closed at
 * Christmas. Local holidays (a city's patron saint) are each store's own closures.
 */
const FIXED: ReadonlyArray<readonly [string, string]> = [
  ['01-01', 'Capodanno'],
  ['01-06', 'Epifania'],
  ['04-25', 'Festa della Liberazione'],
  ['05-01', 'Festa del Lavoro'],
  ['06-02', 'Festa della Repubblica'],
  ['08-15', 'Ferragosto'],
  ['11-01', 'Ognissanti'],
  ['12-08', 'Immacolata Concezione'],
  ['12-25', 'Natale'],
  ['12-26', 'Santo Stefano'],
];

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** [YYYY-MM-DD, name] of the year's national holidays, in date order. */
export function nationalHolidays(year: number): Array<[string, string]> {
  const monday = new Date(Date.parse(`${easterSunday(year)}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const days: Array<[string, string]> = FIXED.map(([md, name]) => [`${year}-${md}`, name]);
  days.push([monday, "Lunedì dell'Angelo"]);
  return days.sort(([a], [b]) => a.localeCompare(b));
}
