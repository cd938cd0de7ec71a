import { distance } from 'fastest-levenshtein';
import type { QueryToken } from './normalize.js';

/**
 * The index vocabulary in memory: typo correction and word suggestions without a database
 * extension (no pg_trgm, no spellfix1), identical on both dialects.
 */
export interface VocabularyEntry {
  term: string;
  df: number;
  word: string;
}

/** A token resolved to the index terms to search for (OR), plus whether it was corrected. */
export interface ResolvedToken extends QueryToken {
  terms: string[];
  corrected: boolean;
  prefix: boolean;
}

/** Words shorter than this are never "corrected": too many near neighbours (spec: five letters). */
export const MIN_TYPO_WORD_LENGTH = 5;
const MAX_CANDIDATES = 4;

export class Vocabulary {
  private readonly byTerm = new Map<string, VocabularyEntry>();
  private readonly sorted: VocabularyEntry[];

  constructor(entries: VocabularyEntry[]) {
    for (const e of entries) this.byTerm.set(e.term, e);
    this.sorted = [...entries].sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  }

  has(term: string): boolean {
    return this.byTerm.has(term);
  }

  /**
   * Terms one edit away from the typed word's stem. When several are, the ones whose usual
   * spelling is closest to what was typed win (arace -> arance, not arabica), then the most
   * frequent.
   */
  nearTerms(term: string, raw: string): string[] {
    const near: Array<VocabularyEntry & { closeness: number }> = [];
    for (const e of this.byTerm.values()) {
      if (Math.abs(e.term.length - term.length) > 1) continue;
      if (distance(e.term, term) === 1) near.push({ ...e, closeness: distance(e.word, raw) });
    }
    const best = Math.min(...near.map((e) => e.closeness));
    return near
      .filter((e) => e.closeness === best)
      .sort((a, b) => b.df - a.df)
      .slice(0, MAX_CANDIDATES)
      .map((e) => e.term);
  }

  /** Entries starting with a prefix, most frequent first (binary search on the sorted list). */
  withPrefix(prefix: string, limit: number): VocabularyEntry[] {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid].term < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: VocabularyEntry[] = [];
    for (let i = lo; i < this.sorted.length && this.sorted[i].term.startsWith(prefix); i++)
      found.push(this.sorted[i]);
    return found.sort((a, b) => b.df - a.df).slice(0, limit);
  }

  /**
   * Resolves query tokens. A known term is kept; an unknown word of 5+ letters becomes its
   * one-edit neighbours (mozarella -> mozzarell); with `lastIsPrefix` the last token matches
   * any term starting with it (suggestions as you type).
   */
  resolve(tokens: QueryToken[], lastIsPrefix: boolean): ResolvedToken[] {
    return tokens.map((t, i) => {
      // A prefix that starts no known word is a finished word typed with a typo ('mozarella'
      // while typing): corrected like a search, so suggestions forgive what search forgives.
      const prefix =
        lastIsPrefix &&
        i === tokens.length - 1 &&
        (t.raw.length < MIN_TYPO_WORD_LENGTH || this.startsAny(t.term));
      if (prefix || this.has(t.term)) return { ...t, terms: [t.term], corrected: false, prefix };
      if (t.raw.length >= MIN_TYPO_WORD_LENGTH) {
        const near = this.nearTerms(t.term, t.raw);
        if (near.length > 0) return { ...t, terms: near, corrected: true, prefix };
      }
      return { ...t, terms: [t.term], corrected: false, prefix };
    });
  }

  /** Whether any term starts with the prefix. */
  startsAny(prefix: string): boolean {
    return this.withPrefix(prefix, 1).length > 0;
  }

  displayWord(term: string): string {
    return this.byTerm.get(term)?.word ?? term;
  }
}
