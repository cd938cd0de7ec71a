import { indexText } from './normalize.js';
import type { ResolvedToken } from './vocabulary.js';

/**
 * What puts the food first (decision 0095): the product that *is* what the shopper typed before the
 * products that merely contain it. The category half is worked out here, in memory, from the query
 * and the category tree (hundreds of rows), and handed to the ranked SQL as a few id lists; the
 * text half (does the name start with the word) is the full-text match's (search.repository.ts).
 * Both dialects order the same way.
 *
 * The signals, about the query's first word (the food; later words qualify it: 'vino rosso',
 * 'olio extravergine'):
 * - the product is named by it: its name starts with the word ('Mele Golden', not 'Aceto di mele');
 * - its category is named by it: the word is in the category's name ('Pasta' for 'pasta': the
 *   spaghetti, not 'Patate a pasta gialla'; 'Pesce fresco' for 'pesce', not 'Nettare di pesca',
 *   whose stem is the same), or, weaker, in the parent category's name;
 * - its category is secondary (a department flagged `secondary_in_search` or under one: pets,
 *   babies, the home) and no word of the query names it or its department: after all the others.
 */
export interface RankingSignals {
  /** Categories whose own name has the first word. */
  namedCategoryIds: number[];
  /** Categories whose parent's name has it and their own does not. */
  parentNamedCategoryIds: number[];
  /** Categories in a secondary department whose names (own or ancestors') the query does not use. */
  secondaryCategoryIds: number[];
}

/** The category fields ranking reads (CategoryRow has them). */
export interface RankingCategory {
  category_id: number;
  parent_id: number | null;
  name: string;
  kind: string;
  secondary_in_search: number;
}

interface CategoryEntry {
  id: number;
  /** Terms of its own name, of its parent's, of every name from it up to its department. */
  own: string[];
  parent: string[];
  chain: string[];
  /** It or an ancestor is flagged `secondary_in_search`. */
  secondary: boolean;
}

/** Signals kept per query: the same few hundred queries come back all day. */
const MEMO_SIZE = 1000;

/** Index terms of every category's name, worked out once per category tree (and per query, memoised). */
export class CategoryTerms {
  private readonly entries: CategoryEntry[] = [];
  private readonly memo = new Map<string, RankingSignals>();

  constructor(categories: Iterable<RankingCategory>) {
    const byId = new Map<number, RankingCategory>();
    for (const c of categories) if (c.kind === 'tree') byId.set(c.category_id, c);
    const terms = (c: RankingCategory | undefined) => (c ? indexText(c.name).split(' ').filter(Boolean) : []);
    for (const c of byId.values()) {
      const chain: RankingCategory[] = [];
      for (
        let a: RankingCategory | undefined = c;
        a && chain.length < 32;
        a = a.parent_id === null ? undefined : byId.get(a.parent_id)
      )
        chain.push(a);
      this.entries.push({
        id: c.category_id,
        own: terms(c),
        parent: terms(c.parent_id === null ? undefined : byId.get(c.parent_id)),
        chain: chain.flatMap(terms),
        secondary: chain.some((a) => a.secondary_in_search === 1),
      });
    }
  }

  /** Signals of a resolved query; empty lists when it has no word. */
  signals(tokens: ResolvedToken[]): RankingSignals {
    const key = JSON.stringify(tokens.map((t) => [t.terms, t.prefix]));
    let found = this.memo.get(key);
    if (!found) {
      found = this.compute(tokens);
      if (this.memo.size >= MEMO_SIZE) this.memo.clear();
      this.memo.set(key, found);
    }
    return found;
  }

  private compute(tokens: ResolvedToken[]): RankingSignals {
    const out: RankingSignals = {
      namedCategoryIds: [],
      parentNamedCategoryIds: [],
      secondaryCategoryIds: [],
    };
    const first = tokens[0];
    if (!first) return out;
    const namedBy = (t: ResolvedToken, names: string[]) =>
      names.some((term) => (t.prefix ? t.terms.some((x) => term.startsWith(x)) : t.terms.includes(term)));
    for (const c of this.entries) {
      if (namedBy(first, c.own)) out.namedCategoryIds.push(c.id);
      else if (namedBy(first, c.parent)) out.parentNamedCategoryIds.push(c.id);
      // 'crocchette gatto', 'detersivo': the query names where it looks, nothing is put after.
      if (c.secondary && !tokens.some((t) => namedBy(t, c.chain))) out.secondaryCategoryIds.push(c.id);
    }
    return out;
  }
}
