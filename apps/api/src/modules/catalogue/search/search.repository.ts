import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../../../db/database.js';
import type { DbOrTx } from '../../../db/transaction.js';
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
 * A derived table (pid, rank) of the products matching the query; lower rank is better on both
 * dialects. Ranking is tiered, as shoppers expect: every word in the name first, then in name or
 * brand, then anywhere; within a tier, bm25 (SQLite) or ts_rank (PostgreSQL) orders.
 */
export function matchTable(dialect: Dialect, tokens: ResolvedToken[], mode: MatchMode): RawBuilder<unknown> {
  return dialect === 'sqlite' ? ftsMatchTable(tokens, mode) : tsMatchTable(tokens, mode);
}

function ftsMatchTable(tokens: ResolvedToken[], mode: MatchMode): RawBuilder<unknown> {
  if (mode === 'name')
    return sql`(select rowid as pid, 0 as rank from product_fts where product_fts match ${ftsMatch(tokens, ['name'])})`;
  if (mode === 'plain')
    return sql`(select rowid as pid, 0 as rank from product_fts where product_fts match ${ftsMatch(tokens)})`;
  const inName = ftsMatch(tokens, ['name']);
  const inNameOrBrand = ftsMatch(tokens, ['name', 'vendor']);
  return sql`(select rowid as pid,
      (case when rowid in (select rowid from product_fts where product_fts match ${inName}) then 0
            when rowid in (select rowid from product_fts where product_fts match ${inNameOrBrand}) then 1000
            else 2000 end) + bm25(product_fts, 10.0, 4.0, 1.0) as rank
    from product_fts where product_fts match ${ftsMatch(tokens)})`;
}

function tsMatchTable(tokens: ResolvedToken[], mode: MatchMode): RawBuilder<unknown> {
  const q = tsQuery(tokens, mode === 'name' ? 'A' : '');
  if (mode !== 'ranked')
    return sql`(select product_id as pid, 0 as rank from product where search_vector @@ to_tsquery('simple', ${q}))`;
  return sql`(select product_id as pid,
      (case when search_vector @@ to_tsquery('simple', ${tsQuery(tokens, 'A')}) then 0
            when search_vector @@ to_tsquery('simple', ${tsQuery(tokens, 'AB')}) then 1000
            else 2000 end) - ts_rank('{0.1, 0.2, 0.5, 1.0}', search_vector, to_tsquery('simple', ${q})) as rank
    from product where search_vector @@ to_tsquery('simple', ${q}))`;
}

export async function loadVocabulary(db: DbOrTx): Promise<VocabularyEntry[]> {
  return db.kysely.selectFrom('search_term').select(['term', 'df', 'word']).execute();
}
