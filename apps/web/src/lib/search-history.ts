// Search history (storefront spec sections 3 and 4): pure functions over plain arrays, so the
// rules are unit-tested without storage. The hook in app/layout/search persists the result.

export interface HistoryWord {
  name: string;
  counter: number;
  /** Epoch milliseconds of the last search. */
  timestamp: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_DAY_WORDS_SAVED = 30;

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('it') === b.trim().toLocaleLowerCase('it');

/** Drops entries older than `days` and sorts by counter, most used first (ties: most recent first). */
export function pruneHistory(
  list: HistoryWord[],
  now: number,
  days = DEFAULT_DAY_WORDS_SAVED,
): HistoryWord[] {
  const oldest = now - days * DAY_MS;
  return list
    .filter((w) => w && typeof w.name === 'string' && w.timestamp >= oldest)
    .sort((a, b) => b.counter - a.counter || b.timestamp - a.timestamp);
}

/** A search for `word`: an existing entry (case-insensitive) counts one more, a new one starts at 1. */
export function saveWord(
  list: HistoryWord[],
  word: string,
  now: number,
  days = DEFAULT_DAY_WORDS_SAVED,
): HistoryWord[] {
  const name = word.trim();
  if (!name) return pruneHistory(list, now, days);
  const existing = list.find((w) => same(w.name, name));
  const next = existing
    ? list.map((w) => (w === existing ? { ...w, counter: w.counter + 1, timestamp: now } : w))
    : [...list, { name, counter: 1, timestamp: now }];
  return pruneHistory(next, now, days);
}

/** Removes `word` (case-insensitive) and applies the same pruning. */
export function deleteWord(
  list: HistoryWord[],
  word: string,
  now: number,
  days = DEFAULT_DAY_WORDS_SAVED,
): HistoryWord[] {
  return pruneHistory(
    list.filter((w) => !same(w.name, word)),
    now,
    days,
  );
}

/** History entries that start with (or contain) what is typed, for the suggestion list. */
export function matchHistory(list: HistoryWord[], typed: string, limit = 5): HistoryWord[] {
  const q = typed.trim().toLocaleLowerCase('it');
  if (!q) return list.slice(0, limit);
  return list.filter((w) => w.name.toLocaleLowerCase('it').includes(q)).slice(0, limit);
}

// The fast-search word list: plain words, no counters.

export function addFastWord(list: string[], word: string): string[] {
  const name = word.trim();
  if (!name || list.some((w) => same(w, name))) return list;
  return [...list, name];
}

export function removeFastWord(list: string[], word: string): string[] {
  return list.filter((w) => !same(w, word));
}

export function clearFastWords(): string[] {
  return [];
}
