import { describe, expect, it } from 'vitest';
import {
  addFastWord,
  clearFastWords,
  deleteWord,
  matchHistory,
  pruneHistory,
  removeFastWord,
  saveWord,
  type HistoryWord,
} from './search-history';

const DAY = 86_400_000;
const NOW = Date.UTC(2025, 2, 15, 10);

describe('saveWord', () => {
  it('adds a new word with counter 1 and the current time', () => {
    expect(saveWord([], '  latte ', NOW)).toEqual([{ name: 'latte', counter: 1, timestamp: NOW }]);
  });

  it('matches an existing word case-insensitively: counter +1 and timestamp refreshed', () => {
    const list: HistoryWord[] = [{ name: 'Latte', counter: 2, timestamp: NOW - DAY }];
    expect(saveWord(list, 'LATTE', NOW)).toEqual([{ name: 'Latte', counter: 3, timestamp: NOW }]);
  });

  it('sorts by counter descending', () => {
    let list: HistoryWord[] = [];
    for (const w of ['pane', 'latte', 'latte', 'uova', 'latte', 'uova']) list = saveWord(list, w, NOW);
    expect(list.map((w) => [w.name, w.counter])).toEqual([
      ['latte', 3],
      ['uova', 2],
      ['pane', 1],
    ]);
  });

  it('drops entries older than dayWordsSaved days', () => {
    const list: HistoryWord[] = [
      { name: 'vecchio', counter: 9, timestamp: NOW - 31 * DAY },
      { name: 'recente', counter: 1, timestamp: NOW - 29 * DAY },
    ];
    // Both have counter 1: the more recent search comes first.
    expect(saveWord(list, 'nuovo', NOW).map((w) => w.name)).toEqual(['nuovo', 'recente']);
    expect(saveWord(list, 'nuovo', NOW, 60).map((w) => w.name)).toContain('vecchio');
  });

  it('ignores blank words', () => {
    expect(saveWord([], '   ', NOW)).toEqual([]);
  });
});

describe('deleteWord and pruneHistory', () => {
  it('deletes case-insensitively and prunes', () => {
    const list: HistoryWord[] = [
      { name: 'Pasta', counter: 1, timestamp: NOW },
      { name: 'riso', counter: 4, timestamp: NOW },
      { name: 'old', counter: 5, timestamp: NOW - 40 * DAY },
    ];
    expect(deleteWord(list, 'pasta', NOW)).toEqual([{ name: 'riso', counter: 4, timestamp: NOW }]);
  });

  it('breaks counter ties by the most recent search', () => {
    const list: HistoryWord[] = [
      { name: 'a', counter: 1, timestamp: NOW - 2 * DAY },
      { name: 'b', counter: 1, timestamp: NOW - DAY },
    ];
    expect(pruneHistory(list, NOW).map((w) => w.name)).toEqual(['b', 'a']);
  });
});

describe('matchHistory', () => {
  it('filters by what is typed, case-insensitively, up to a limit', () => {
    const list: HistoryWord[] = ['latte intero', 'Latte di soia', 'pane', 'cioccolato al latte'].map(
      (name) => ({ name, counter: 1, timestamp: NOW }),
    );
    expect(matchHistory(list, 'LAT').map((w) => w.name)).toEqual([
      'latte intero',
      'Latte di soia',
      'cioccolato al latte',
    ]);
    expect(matchHistory(list, '', 2)).toHaveLength(2);
  });
});

describe('fast-search words', () => {
  it('adds without duplicates, removes one case-insensitively and clears', () => {
    let words = addFastWord([], 'Bio');
    words = addFastWord(words, 'bio');
    words = addFastWord(words, 'senza glutine');
    expect(words).toEqual(['Bio', 'senza glutine']);
    expect(removeFastWord(words, 'BIO')).toEqual(['senza glutine']);
    expect(clearFastWords()).toEqual([]);
  });
});
