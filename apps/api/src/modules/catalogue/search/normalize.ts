import { stemmer } from '@orama/stemmers/italian';

/**
 * Turns Italian text into index terms: lower case, split on anything not a letter or digit,
 * Snowball Italian stem (mela/mele -> mel), then accents removed (caffè -> caff, tè -> te).
 * Index and queries go through the same function, so both sides always agree on both dialects.
 */
const STOPWORDS = new Set(
  'a ad al alla alle allo agli ai con da dal dalla dalle dei del della delle dello degli di e ed in il la le lo gli i per su sul sulla un una uno o'.split(
    ' ',
  ),
);

export const MAX_QUERY_LENGTH = 200;
export const MAX_QUERY_TERMS = 8;

export interface QueryToken {
  /** The word as typed, lower case and without accents (for typo rules and display). */
  raw: string;
  term: string;
}

function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/\p{M}+/gu, '');
}

function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
}

export function stem(word: string): string {
  const lower = word.toLowerCase();
  const stemmed = /^\p{N}+$/u.test(lower) ? lower : stemmer(lower);
  return stripAccents(stemmed);
}

/** Index form of a text: space-separated stems, stopwords dropped. */
export function indexText(text: string | null | undefined): string {
  if (!text) return '';
  return words(text)
    .filter((w) => !STOPWORDS.has(w))
    .map(stem)
    .join(' ');
}

/** Pairs of (stem, original word) found in a text, for the vocabulary's display words. */
export function termsWithWords(text: string | null | undefined): Array<[string, string]> {
  if (!text) return [];
  return words(text)
    .filter((w) => !STOPWORDS.has(w) && w.length > 1)
    .map((w) => [stem(w), w]);
}

/** Query tokens: clamped in length and count so an odd query never costs much. */
export function queryTokens(q: string): QueryToken[] {
  const clamped = q.slice(0, MAX_QUERY_LENGTH);
  const seen = new Set<string>();
  const out: QueryToken[] = [];
  for (const w of words(clamped)) {
    if (STOPWORDS.has(w)) continue;
    const term = stem(w);
    if (!term || seen.has(term)) continue;
    seen.add(term);
    out.push({ raw: stripAccents(w), term });
    if (out.length >= MAX_QUERY_TERMS) break;
  }
  return out;
}
