import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@spesa/domain';

/** Substitutes may cost at most this much more or less (spec: "price within 20 %"). */
export const SUBSTITUTE_PRICE_TOLERANCE_PCT = 20;

export function substitutePriceRange(priceCents: number): { min: number; max: number } {
  const delta = Math.floor((priceCents * SUBSTITUTE_PRICE_TOLERANCE_PCT) / 100);
  return { min: priceCents - delta, max: priceCents + delta };
}

/** Page numbers start at 1; sizes are clamped to 1..100 (spec default 24). */
export function clampPaging(
  page: number | undefined,
  pageSize: number | undefined,
): { page: number; pageSize: number } {
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(pageSize ?? DEFAULT_PAGE_SIZE)));
  return { page: Math.max(1, Math.trunc(page ?? 1)), pageSize: size };
}

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "1,2,x,3" -> [1, 2, 3]: ids from a comma list, garbage dropped, at most 50. */
export function idList(text: string | undefined): number[] | undefined {
  if (!text) return undefined;
  const ids = text
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, 50);
}

/** Deterministic shuffle (the same seed gives the same order; cached answers stay coherent). */
export function seededShuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1664525 + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
