import type { DbOrTx } from '../../db/transaction.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import { CatalogueVersion } from './catalogue-version.js';
import { allCategories, type CategoryRow } from './categories.repository.js';

/**
 * The category rows departments are worked out from, kept per instance under the catalogue
 * version (decision 0004: a minute at most, the version re-read every 2 s). The storefront groups
 * the cart's lines by department on every change (decision 0068), which read the whole category
 * table each time.
 */
export class CategoryTree {
  private readonly version = new CatalogueVersion();
  private readonly rows = new VersionedCache<CategoryRow[]>({ max: 4, ttlMs: 60_000 });

  async of(db: DbOrTx): Promise<CategoryRow[]> {
    return this.rows.get(await this.version.current(db), 'all', () => allCategories(db));
  }
}

export interface Department {
  categoryId: number;
  name: string;
  /** The department's place in the shop's aisle order (top-level categories by position). */
  aisle: number;
}

/**
 * The department of every category of one read of the table, worked out once per read: the cart
 * groups its lines on every change (decision 0068), and the tree's rows stay the same array for as
 * long as the catalogue version does.
 */
const departmentIndexes = new WeakMap<readonly CategoryRow[], Map<number, Department>>();

function departmentIndex(rows: readonly CategoryRow[]): Map<number, Department> {
  let index = departmentIndexes.get(rows);
  if (index) return index;
  const byId = new Map(rows.map((r) => [r.category_id, r]));
  const roots = rows.filter((r) => r.kind === 'tree' && r.parent_id === null);
  const aisle = new Map(roots.map((r, i) => [r.category_id, i]));
  index = new Map();
  for (const row of rows) {
    let c: CategoryRow | undefined = row;
    while (c && c.parent_id !== null) c = byId.get(c.parent_id);
    if (c)
      index.set(row.category_id, {
        categoryId: c.category_id,
        name: c.name,
        aisle: aisle.get(c.category_id) ?? roots.length,
      });
  }
  departmentIndexes.set(rows, index);
  return index;
}

/** The department (top-level category) of each category id, for grouping cart lines by sector. */
export async function departmentsOf(
  db: DbOrTx,
  categoryIds: readonly number[],
  tree?: CategoryTree,
): Promise<Map<number, Department>> {
  const out = new Map<number, Department>();
  if (categoryIds.length === 0) return out;
  const index = departmentIndex(tree ? await tree.of(db) : await allCategories(db));
  for (const id of categoryIds) {
    const d = index.get(id);
    if (d) out.set(id, d);
  }
  return out;
}

/**
 * Things (cart lines, list lines) grouped by the department of their category, in the shop's
 * aisle order; a category outside the tree goes to 'Altro', last. The order within a group is kept.
 */
export async function inAisleOrder<T>(
  db: DbOrTx,
  things: readonly T[],
  categoryOf: (t: T) => number,
  tree?: CategoryTree,
): Promise<Array<{ categoryId: number; name: string; items: T[] }>> {
  const deps = await departmentsOf(db, [...new Set(things.map(categoryOf))], tree);
  const groups = new Map<number, Department & { items: T[] }>();
  for (const t of things) {
    const d = deps.get(categoryOf(t)) ?? { categoryId: 0, name: 'Altro', aisle: Number.MAX_SAFE_INTEGER };
    const g = groups.get(d.categoryId) ?? {
      categoryId: d.categoryId,
      name: d.name,
      aisle: d.aisle,
      items: [],
    };
    g.items.push(t);
    groups.set(d.categoryId, g);
  }
  return [...groups.values()]
    .sort((a, b) => a.aisle - b.aisle)
    .map(({ categoryId, name, items }) => ({ categoryId, name, items }));
}
