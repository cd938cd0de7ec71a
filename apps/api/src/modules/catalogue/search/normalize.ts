/**
 * Turns Italian text into index terms: lower case, accents removed, split on anything not a
 * letter or digit, then a light stem that folds singular and plural, masculine and feminine
 * (mela/mele -> mel, albicocca/albicocche -> albicocc, caffè/caffe -> caff). Index and queries go
 * through the same function, so both sides always agree on both dialects.
 *
 * Why not Snowball: its Italian stemmer also strips verb and adjective suffixes, which in a
 * grocery catalogue merges different products (patate -> pat = patè, aranciata -> aranc = arance).
 * Shoppers need number and gender folded, nothing more (decision 0003).
 */
const STOPWORDS = new Set(
  // Elided forms (dell'orto, l'olio) split into 'dell', 'l': they are stopwords too.
  "a ad al alla alle allo all agli ai con d da dal dall dalla dalle dei del dell della delle dello degli di e ed in il l la le lo gli i nel nell per su sul sull sulla un una uno o".split(
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
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** Ending rewrites, first match wins: -che/-chi keep the hard c, -cia/-cie keep the soft one. */
const ENDINGS: Array<[RegExp, string]> = [
  [/([cg])h[eiao]$/, '$1'],
  [/([cg])i[aeou]$/, '$1'],
  [/([cg])i$/, '$1'],
  [/io$/, ''],
  [/[aeiou]$/, ''],
];

export function stem(word: string): string {
  const w = stripAccents(word.toLowerCase());
  if (w.length < 4 || /^\p{N}+$/u.test(w)) return w;
  for (const [ending, replacement] of ENDINGS) {
    if (ending.test(w)) return w.replace(ending, replacement);
  }
  return w;
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
