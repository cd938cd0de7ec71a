import type { CategoryNode } from '@spesa/domain';
import type { CategoryRow } from './categories.repository.js';

/**
 * The catalogue tree in memory: small (hundreds of rows), read on every page, changed rarely.
 * Product counts are rolled up so a parent counts its whole subtree.
 */
export class CategoryTree {
  readonly byId = new Map<number, CategoryRow>();
  readonly bySlug = new Map<string, CategoryRow>();
  private readonly children = new Map<number | null, CategoryRow[]>();
  private readonly counts = new Map<number, number>();

  constructor(rows: CategoryRow[], directCounts: Map<number, number>) {
    for (const r of rows) {
      this.byId.set(r.category_id, r);
      this.bySlug.set(r.slug, r);
      if (r.kind !== 'tree') continue;
      const list = this.children.get(r.parent_id) ?? [];
      list.push(r);
      this.children.set(r.parent_id, list);
    }
    for (const r of rows) {
      const n = directCounts.get(r.category_id) ?? 0;
      if (n === 0) continue;
      for (
        let c: CategoryRow | undefined = r;
        c;
        c = c.parent_id === null ? undefined : this.byId.get(c.parent_id)
      ) {
        this.counts.set(c.category_id, (this.counts.get(c.category_id) ?? 0) + n);
      }
    }
  }

  productCount(id: number): number {
    return this.counts.get(id) ?? 0;
  }

  /** The category and all its descendants: the set a category page lists. */
  subtreeIds(id: number): number[] {
    const out = [id];
    for (let i = 0; i < out.length; i++)
      for (const c of this.children.get(out[i]) ?? []) out.push(c.category_id);
    return out;
  }

  /** Root first, the category last. */
  chain(id: number): CategoryRow[] {
    const out: CategoryRow[] = [];
    for (let c = this.byId.get(id); c; c = c.parent_id === null ? undefined : this.byId.get(c.parent_id))
      out.unshift(c);
    return out;
  }

  /** Nodes under a parent down to `depth` levels; `filtered` drops empty categories. */
  nodes(parentId: number | null, depth: number, filtered: boolean): CategoryNode[] {
    if (depth <= 0) return [];
    return (this.children.get(parentId) ?? [])
      .filter((c) => !filtered || this.productCount(c.category_id) > 0)
      .map((c) => ({
        categoryId: c.category_id,
        slug: c.slug,
        name: c.name,
        parentId: c.parent_id,
        depth: c.depth,
        productCount: this.productCount(c.category_id),
        categories: this.nodes(c.category_id, depth - 1, filtered),
      }));
  }
}
