/**
 * A value made on first use and kept. For Intl date formatters at module level: the first one a
 * page creates loads the locale's calendar and time-zone data, milliseconds on a phone, inside
 * the task that evaluates the code even when the page shows no date (decision 0080).
 */
export function once<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}
