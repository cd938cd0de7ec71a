import type { Product } from '@spesa/domain';
import { stem } from './search/normalize.js';

/** Products shown while typing. */
export const SUGGESTED_PRODUCTS = 6;
/** The most popular matches re-ranked to pick them: enough to find the apples among the juices. */
export const SUGGEST_POOL = 40;

export interface SuggestedProduct {
  name: string;
  slug: string;
  productId: number;
  categoryId: number;
  mediaURL: string | null;
  /** Brand and size, only when another suggested product has the same name. */
  detail: string | null;
}

type Candidate = Pick<
  Product,
  'name' | 'slug' | 'productId' | 'categoryId' | 'mediaURL' | 'vendor' | 'codInt'
> & {
  metaData: { product_info: { weight_description?: string | null } };
};

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);

/**
 * Ranks the matches of what is typed: a product named by the word first ('Mele Golden' for
 * 'mela'), then one whose name starts with a longer word (Melanzane), then one whose category
 * is named by it, then the rest (vinegar, juice, baby food that merely contain it), each group
 * in popularity order (the order of `pool`).
 * `terms` are the index terms (stems) the last typed word resolved to.
 */
export function suggestedProducts(
  pool: Candidate[],
  terms: string[],
  categoryName: (categoryId: number) => string,
): SuggestedProduct[] {
  const matches = (w: string) => terms.some((t) => w.startsWith(t));
  const score = (p: Candidate) => {
    const first = words(p.name)[0] ?? '';
    if (terms.includes(first)) return 0;
    if (matches(first)) return 1;
    if (words(categoryName(p.categoryId)).some(matches)) return 2;
    return 3;
  };
  const chosen = pool
    .map((p, i) => ({ p, i, s: score(p) }))
    .sort((a, b) => a.s - b.s || a.i - b.i)
    .slice(0, SUGGESTED_PRODUCTS)
    .map((x) => x.p);
  const twins = (p: Candidate, key: (c: Candidate) => string) =>
    chosen.filter((o) => key(o) === key(p)).length > 1;
  const byName = (c: Candidate) => c.name.toLowerCase();
  const brandAndSize = (c: Candidate) =>
    [c.vendor?.name, c.metaData.product_info.weight_description].filter(Boolean).join(' · ');
  // The brand and size tell most twins apart; the product code the rest.
  const detail = (p: Candidate): string | null => {
    if (!twins(p, byName)) return null;
    const text = brandAndSize(p);
    return twins(p, (c) => byName(c) + brandAndSize(c))
      ? [text, `Cod. ${p.codInt}`].filter(Boolean).join(' · ')
      : text || null;
  };
  return chosen.map((p) => ({
    name: p.name,
    slug: p.slug,
    productId: p.productId,
    categoryId: p.categoryId,
    mediaURL: p.mediaURL,
    detail: detail(p),
  }));
}
