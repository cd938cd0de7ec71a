import { describe, expect, it } from 'vitest';
import { queryTokens } from '../src/modules/catalogue/search/normalize.js';
import { CategoryTerms, type RankingCategory } from '../src/modules/catalogue/search/ranking.js';
import type { ResolvedToken } from '../src/modules/catalogue/search/vocabulary.js';

/** A small tree shaped like a grocer's: departments, their categories, one page that is no category. */
const cat = (
  category_id: number,
  parent_id: number | null,
  name: string,
  secondary = 0,
): RankingCategory => ({
  category_id,
  parent_id,
  name,
  kind: 'tree',
  secondary_in_search: secondary,
});
const CATEGORIES: RankingCategory[] = [
  { ...cat(1, null, 'Pasta e pesce'), kind: 'page' },
  cat(100, null, 'Frutta e verdura'),
  cat(110, 100, 'Frutta'),
  cat(111, 110, 'Mele e pere'),
  cat(112, 110, 'Agrumi'),
  cat(200, null, 'Pescheria'),
  cat(210, 200, 'Pesce fresco'),
  cat(300, null, 'Dispensa'),
  cat(310, 300, 'Pasta'),
  cat(400, null, 'Animali', 1),
  cat(410, 400, 'Gatto'),
  cat(420, 400, 'Cane'),
  cat(500, null, 'Casa', 1),
  cat(510, 500, 'Detersivi'),
];
const terms = new CategoryTerms(CATEGORIES);
const resolved = (q: string, prefix = false): ResolvedToken[] =>
  queryTokens(q).map((t, i, all) => ({
    ...t,
    terms: [t.term],
    corrected: false,
    prefix: prefix && i === all.length - 1,
  }));

describe('search ranking signals (decision 0095)', () => {
  it.each([
    // query, categories named by its first word, categories whose parent is
    ['mela', [111], []],
    ['mele golden', [111], []],
    ['frutta', [100, 110], [111, 112]],
    ['pasta', [310], []],
    ['pesce', [210], []],
    ['limone', [], []],
    ['aceto di mele', [], []],
  ])("'%s': categories %j, their children %j", (q, named, parent) => {
    const s = terms.signals(resolved(q));
    expect(s.namedCategoryIds.sort()).toEqual(named);
    expect(s.parentNamedCategoryIds.sort()).toEqual(parent);
  });

  it('ignores pages: only catalogue categories name a food', () => {
    expect(terms.signals(resolved('pasta')).namedCategoryIds).not.toContain(1);
  });

  it('puts secondary departments after the rest unless the query names them or one of their categories', () => {
    expect(terms.signals(resolved('pollo')).secondaryCategoryIds.sort()).toEqual([400, 410, 420, 500, 510]);
    // Any word of the query may name it, the department or the category: naming 'Gatto' lifts the
    // cat products, not the dog ones nor those hung on the department itself.
    expect(terms.signals(resolved('crocchette gatto')).secondaryCategoryIds.sort()).toEqual([
      400, 420, 500, 510,
    ]);
    expect(terms.signals(resolved('animali')).secondaryCategoryIds.sort()).toEqual([500, 510]);
    expect(terms.signals(resolved('detersivo')).secondaryCategoryIds.sort()).toEqual([400, 410, 420, 500]);
  });

  it('reads a corrected word through all its candidates and a prefix as a prefix', () => {
    const corrected: ResolvedToken[] = [
      { raw: 'pasra', term: 'pasr', terms: ['past', 'pasc'], corrected: true, prefix: false },
    ];
    expect(terms.signals(corrected).namedCategoryIds).toEqual([310]);
    expect(terms.signals(resolved('ag', true)).namedCategoryIds).toEqual([112]);
  });

  it('has nothing to say about an empty query', () => {
    expect(terms.signals([])).toEqual({
      namedCategoryIds: [],
      parentNamedCategoryIds: [],
      secondaryCategoryIds: [],
    });
  });
});
