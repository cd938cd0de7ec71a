import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../../../db/database.js';
import type { DbOrTx } from '../../../db/transaction.js';
import type { RankingSignals } from './ranking.js';
import type { ResolvedToken, VocabularyEntry } from './vocabulary.js';

/**
 * The dialect-specific half of search: how a resolved query becomes an FTS5 MATCH string or a
 * PostgreSQL tsquery, and the rank expression. Everything else is shared.
 */

const SAFE_TERM = /^[\p{L}\p{N}]+$/u;

/** FTS5: every token must match (AND); a token's alternatives are OR-ed; prefix tokens use `*`. */
export function ftsMatch(tokens: ResolvedToken[], columns?: string[]): string {
  const query = tokens
    .map((t) => {
      const alts = t.terms.filter((x) => SAFE_TERM.test(x)).map((x) => `"${x}"${t.prefix ? '*' : ''}`);
      return alts.length === 1 ? alts[0] : `(${alts.join(' OR ')})`;
    })
    .join(' AND ');
  return columns ? `{${columns.join(' ')}} : (${query})` : query;
}

/** PostgreSQL tsquery text with the same meaning as ftsMatch; `weights` restricts to name (A), brand (B). */
export function tsQuery(tokens: ResolvedToken[], weights = ''): string {
  return tokens
    .map((t) => {
      const suffix = t.prefix || weights ? `:${t.prefix ? '*' : ''}${weights}` : '';
      const alts = t.terms.filter((x) => SAFE_TERM.test(x)).map((x) => `'${x}'${suffix}`);
      return alts.length === 1 ? alts[0] : `(${alts.join(' | ')})`;
    })
    .join(' & ');
}

export function searchable(tokens: ResolvedToken[]): boolean {
  return tokens.length > 0 && tokens.every((t) => t.terms.some((x) => SAFE_TERM.test(x)));
}

/**
 * How a match is used: `ranked` orders a page by relevance; `plain` only filters (counts and
 * facets, where ranking thousands of rows would be wasted); `name` matches product names only
 * (suggestions, ordered by popularity).
 */
export type MatchMode = 'ranked' | 'plain' | 'name';

/**
 * A derived table (pid, head, tier, rank) of the products matching the query; lower is better on
 * both dialects, except `head`. `head` is 1 when the name starts with the query's first word
 * ('Mele Golden' for 'mela'); `tier` is where every word is found: the name (0), name or brand (1),
 * anywhere (2); `rank` orders within it: bm25 (SQLite) or ts_rank (PostgreSQL). All three are 0
 * unless `ranked`. A ranked page orders by `relevanceOrder` (decision 0095).
 */
export function matchTable(dialect: Dialect, tokens: ResolvedToken[], mode: MatchMode): RawBuilder<unknown> {
  return dialect === 'sqlite' ? ftsMatchTable(tokens, mode) : tsMatchTable(tokens, mode);
}

/** FTS5 initial-token query: the name's first term is one of the first token's terms. */
export function ftsHead(tokens: ResolvedToken[]): string | undefined {
  const first = tokens[0];
  const alts = (first?.terms ?? [])
    .filter((x) => SAFE_TERM.test(x))
    .map((x) => `^"${x}"${first.prefix ? '*' : ''}`);
  return alts.length ? `{name} : (${alts.join(' OR ')})` : undefined;
}

function ftsMatchTable(tokens: ResolvedToken[], mode: MatchMode): RawBuilder<unknown> {
  if (mode === 'name')
    return sql`(select rowid as pid, 0 as head, 0 as tier, 0 as rank from product_fts where product_fts match ${ftsMatch(tokens, ['name'])})`;
  if (mode === 'plain')
    return sql`(select rowid as pid, 0 as head, 0 as tier, 0 as rank from product_fts where product_fts match ${ftsMatch(tokens)})`;
  const inName = ftsMatch(tokens, ['name']);
  const inNameOrBrand = ftsMatch(tokens, ['name', 'vendor']);
  const head = ftsHead(tokens);
  // Each condition is its own full-text lookup, run once for the statement (an IN list), rather
  // than reading every matched product's row: the index form of the name is its last column.
  return sql`(select rowid as pid,
      ${head ? sql`(case when rowid in (select rowid from product_fts where product_fts match ${head}) then 1 else 0 end)` : sql`0`} as head,
      (case when rowid in (select rowid from product_fts where product_fts match ${inName}) then 0
            when rowid in (select rowid from product_fts where product_fts match ${inNameOrBrand}) then 1
            else 2 end) as tier,
      bm25(product_fts, 10.0, 4.0, 1.0) as rank
    from product_fts where product_fts match ${ftsMatch(tokens)})`;
}

/**
 * The same test as ftsHead for PostgreSQL, whose tsquery cannot ask for a position: on the name's
 * index form (`search_name`, space-separated terms), already read for the match.
 */
function tsHead(tokens: ResolvedToken[]): RawBuilder<unknown> {
  const first = tokens[0];
  const safe = (first?.terms ?? []).filter((x) => SAFE_TERM.test(x));
  if (!safe.length) return sql`0`;
  // Terms are letters and digits only (SAFE_TERM): the patterns hold no wildcard but their own.
  const one = (x: string) =>
    first.prefix ? sql`search_name like ${`${x}%`}` : sql`search_name = ${x} or search_name like ${`${x} %`}`;
  return sql`(case when ${sql.join(safe.map(one), sql` or `)} then 1 else 0 end)`;
}

function tsMatchTable(tokens: ResolvedToken[], mode: MatchMode): RawBuilder<unknown> {
  const q = tsQuery(tokens, mode === 'name' ? 'A' : '');
  if (mode !== 'ranked')
    return sql`(select product_id as pid, 0 as head, 0 as tier, 0 as rank from product where search_vector @@ to_tsquery('simple', ${q}))`;
  return sql`(select product_id as pid,
      ${tsHead(tokens)} as head,
      (case when search_vector @@ to_tsquery('simple', ${tsQuery(tokens, 'A')}) then 0
            when search_vector @@ to_tsquery('simple', ${tsQuery(tokens, 'AB')}) then 1
            else 2 end) as tier,
      - ts_rank('{0.1, 0.2, 0.5, 1.0}', search_vector, to_tsquery('simple', ${q})) as rank
    from product where search_vector @@ to_tsquery('simple', ${q}))`;
}

function inCategories(ids: number[]): RawBuilder<unknown> {
  return ids.length ? sql`p.category_id in (${sql.join(ids)})` : sql`1 = 0`;
}

/**
 * The ORDER BY keys of a ranked search page over the product `p` and the match table `f`
 * (decision 0095), before popularity and id:
 * 1. products of secondary departments (pets, babies, the home) that the query does not name
 *    after all the others;
 * 2. what the product is: named by the query's first word (`f.head`) and in a category named by
 *    it (0); named by it, or in a category named by it (1); in a category whose parent is (2);
 *    other (3);
 * 3. `f.tier`: where the words are (name, name or brand, anywhere);
 * 4. `f.rank`, the engine's own score.
 */
export function relevanceOrder(s: RankingSignals): RawBuilder<unknown>[] {
  const named = inCategories(s.namedCategoryIds);
  const parent = inCategories(s.parentNamedCategoryIds);
  const keys: RawBuilder<unknown>[] = [];
  if (s.secondaryCategoryIds.length)
    keys.push(sql`(case when ${inCategories(s.secondaryCategoryIds)} then 1 else 0 end)`);
  keys.push(
    sql`(case when f.head = 1 and ${named} then 0 when f.head = 1 or ${named} then 1 when ${parent} then 2 else 3 end)`,
    sql`f.tier`,
    sql`f.rank`,
  );
  return keys;
}

export async function loadVocabulary(db: DbOrTx): Promise<VocabularyEntry[]> {
  return db.kysely.selectFrom('search_term').select(['term', 'df', 'word']).execute();
}
