import type { CategoryBlock } from '@spesa/domain';

// Readers for the loosely typed metaData of category blocks and proposals (spec section 3).
// The CMS stores them as free JSON, so every reader checks the type and falls back.

type Proposal = CategoryBlock['proposals'][number];

export function metaString(meta: Record<string, unknown> | undefined, key: string): string | undefined {
  const v = meta?.[key];
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

export function metaBool(meta: Record<string, unknown> | undefined, key: string, fallback: boolean): boolean {
  const v = meta?.[key];
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === '1' || v === 1) return true;
  if (v === 'false' || v === '0' || v === 0) return false;
  return fallback;
}

export function metaNumber(meta: Record<string, unknown> | undefined, key: string, fallback: number): number {
  const v = meta?.[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

/** JSON_CONFIG may arrive as an object or as JSON text. */
export function blockConfig(block: CategoryBlock): Record<string, unknown> {
  const raw = block.metaData?.JSON_CONFIG;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) return raw as Record<string, unknown>;
  if (typeof raw === 'string') {
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // Broken JSON from the CMS: use defaults.
    }
  }
  return {};
}

export const blockTitle = (block: CategoryBlock) => metaString(block.metaData, 'TITLE');
export const blockDescription = (block: CategoryBlock) => metaString(block.metaData, 'DESCRIPTION');
export const blockBackground = (block: CategoryBlock) => metaString(block.metaData, 'BACKGROUND_COLOR');

export function proposalMeta(p: Proposal): Record<string, unknown> {
  return p.metaData?.category_proposal_type ?? {};
}

/** Where a proposal leads: proposalUrl first (resolved by the server), else link. Null when not clickable. */
export function proposalHref(p: Proposal): string | null {
  if (!p.clickable) return null;
  return p.proposalUrl || p.link || null;
}

/** Desktop and phone images: IMAGE_DESKTOP / IMAGE_MOBILE override img. */
export function proposalImages(p: Proposal): { desktop: string | null; mobile: string | null } {
  const meta = proposalMeta(p);
  const desktop = metaString(meta, 'IMAGE_DESKTOP') ?? p.img ?? null;
  const mobile = metaString(meta, 'IMAGE_MOBILE') ?? desktop;
  return { desktop, mobile };
}

/** Only CSS colour values we can trust inside a style (hex, rgb[a], hsl[a], named). */
export function safeColor(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  return /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]{3,20})$/i.test(v) ? v : undefined;
}

export type { Proposal };
