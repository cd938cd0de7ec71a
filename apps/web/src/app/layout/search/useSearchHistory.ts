import { useCallback, useState } from 'react';
import { siteConfig } from '../../../lib/config';
import { deleteWord, pruneHistory, saveWord, type HistoryWord } from '../../../lib/search-history';
import { readJson, writeJson } from '../../../lib/storage';

// Session storage (spec: the history lives with the browsing session, not forever).
const KEY = 'spesa.searchHistory';

function load(): HistoryWord[] {
  const raw = readJson<unknown>('session', KEY, []);
  return pruneHistory(Array.isArray(raw) ? (raw as HistoryWord[]) : [], Date.now(), siteConfig.dayWordsSaved);
}

export function useSearchHistory() {
  const [history, setHistory] = useState<HistoryWord[]>(load);

  const update = useCallback((fn: (list: HistoryWord[]) => HistoryWord[]) => {
    setHistory((list) => {
      const next = fn(list);
      writeJson('session', KEY, next);
      return next;
    });
  }, []);

  const save = useCallback(
    (word: string) => update((l) => saveWord(l, word, Date.now(), siteConfig.dayWordsSaved)),
    [update],
  );
  const remove = useCallback(
    (word: string) => update((l) => deleteWord(l, word, Date.now(), siteConfig.dayWordsSaved)),
    [update],
  );

  return { history, save, remove };
}
