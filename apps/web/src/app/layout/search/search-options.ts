import type { Suggestion } from '@spesa/domain';
import type { HistoryWord } from '../../../lib/search-history';

/** One row of the search dropdown: a past search or a server suggestion. */
export type SearchOption =
  { kind: 'history'; name: string } | { kind: 'suggestion'; name: string; suggestion: Suggestion };

export const GROUP_KEYS = {
  history: 'search.history',
  word: 'search.suggestions',
  product: 'search.products',
  category: 'search.categories',
} as const;

export function groupOf(o: SearchOption): keyof typeof GROUP_KEYS {
  return o.kind === 'history' ? 'history' : o.suggestion.type;
}

const ORDER: Array<keyof typeof GROUP_KEYS> = ['history', 'word', 'category', 'product'];

/**
 * History first, then words, categories, products (Autocomplete's groupBy needs options sorted
 * by group). A suggested word the shopper already searched is not repeated.
 */
export function buildOptions(history: HistoryWord[], suggestions: Suggestion[]): SearchOption[] {
  const seen = new Set(history.map((h) => h.name.toLocaleLowerCase('it')));
  const opts: SearchOption[] = [
    ...history.map((h) => ({ kind: 'history' as const, name: h.name })),
    ...suggestions
      .filter((s) => s.type !== 'word' || !seen.has(s.name.toLocaleLowerCase('it')))
      .map((s) => ({ kind: 'suggestion' as const, name: s.name, suggestion: s })),
  ];
  return opts.sort((a, b) => ORDER.indexOf(groupOf(a)) - ORDER.indexOf(groupOf(b)));
}

/** Where choosing an option leads. */
export function optionTarget(o: SearchOption): string {
  if (o.kind === 'suggestion' && o.suggestion.type === 'product' && o.suggestion.slug)
    return `/product/${encodeURIComponent(o.suggestion.slug)}`;
  if (o.kind === 'suggestion' && o.suggestion.type === 'category' && o.suggestion.slug)
    return `/category/${o.suggestion.slug}`;
  return `/search?q=${encodeURIComponent(o.name.trim())}`;
}
