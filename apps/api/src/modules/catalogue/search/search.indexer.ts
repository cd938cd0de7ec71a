import { sql } from 'kysely';
import { refreshStatistics } from '../../../db/statistics.js';
import { inTransaction, type DbOrTx } from '../../../db/transaction.js';
import { indexText, termsWithWords } from './normalize.js';

interface SourceRow {
  product_id: number;
  name: string;
  short_descr: string | null;
  descr: string | null;
  vendor_name: string;
  category_name: string;
}

interface IndexedRow {
  id: number;
  name: string;
  vendor: string;
  descr: string;
}

const BATCH = 500;

/**
 * Rebuilds the full-text index and the vocabulary from the product table. Runs after the
 * catalogue is loaded or imported; a few seconds for 100,000 products.
 */
export async function rebuildSearchIndex(db: DbOrTx): Promise<void> {
  const rows = (await db.kysely
    .selectFrom('product as p')
    .innerJoin('vendor as v', 'v.vendor_id', 'p.vendor_id')
    .innerJoin('category as c', 'c.category_id', 'p.category_id')
    .select([
      'p.product_id',
      'p.name',
      'p.short_descr',
      'p.descr',
      'v.name as vendor_name',
      'c.name as category_name',
    ])
    .orderBy('p.product_id')
    .execute()) as SourceRow[];

  const indexed: IndexedRow[] = rows.map((r) => ({
    id: r.product_id,
    name: indexText(r.name),
    vendor: indexText(r.vendor_name),
    descr: indexText([r.short_descr, r.descr, r.category_name].filter(Boolean).join(' ')),
  }));

  await inTransaction(db, async ({ kysely: trx }) => {
    for (let i = 0; i < indexed.length; i += BATCH) {
      const batch = indexed.slice(i, i + BATCH);
      await writeSearchColumns(trx, db.dialect, batch);
      if (db.dialect === 'sqlite') await writeFts(trx, batch, i === 0);
    }
    await writeVocabulary(trx, rows);
  });
  // After a bulk load the planner needs fresh statistics: without them SQLite scans a whole
  // warehouse's prices instead of one category's products (100x slower at 100,000 products).
  await refreshStatistics(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Trx = any;

async function writeSearchColumns(trx: Trx, dialect: DbOrTx['dialect'], batch: IndexedRow[]) {
  const values = sql.join(batch.map((r) => sql`(${r.id}, ${r.name}, ${r.vendor}, ${r.descr})`));
  if (dialect === 'postgres') {
    await sql`update product set search_name = v.n, search_vendor = v.ve, search_descr = v.d
      from (values ${values}) as v(id, n, ve, d) where product.product_id = v.id::integer`.execute(trx);
  } else {
    // SQLite has no UPDATE ... FROM (VALUES) before 3.33 in every build; a CTE join works everywhere.
    await sql`with v(id, n, ve, d) as (values ${values})
      update product set
        search_name = (select n from v where v.id = product.product_id),
        search_vendor = (select ve from v where v.id = product.product_id),
        search_descr = (select d from v where v.id = product.product_id)
      where product_id in (select id from v)`.execute(trx);
  }
}

async function writeFts(trx: Trx, batch: IndexedRow[], first: boolean) {
  if (first) await sql`delete from product_fts`.execute(trx);
  const values = sql.join(batch.map((r) => sql`(${r.id}, ${r.name}, ${r.vendor}, ${r.descr})`));
  await sql`insert into product_fts(rowid, name, vendor, descr) values ${values}`.execute(trx);
}

/** Document frequency per stem and its most common original word (for suggestions). */
async function writeVocabulary(trx: Trx, rows: SourceRow[]) {
  const df = new Map<string, number>();
  const wordCounts = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const seen = new Set<string>();
    for (const [term, word] of termsWithWords(`${r.name} ${r.vendor_name} ${r.category_name}`)) {
      const counts = wordCounts.get(term) ?? new Map<string, number>();
      counts.set(word, (counts.get(word) ?? 0) + 1);
      wordCounts.set(term, counts);
      if (!seen.has(term)) df.set(term, (df.get(term) ?? 0) + 1);
      seen.add(term);
    }
  }
  await sql`delete from search_term`.execute(trx);
  const entries = [...df.entries()].filter(([term]) => term.length <= 100);
  for (let i = 0; i < entries.length; i += BATCH) {
    const values = sql.join(
      entries
        .slice(i, i + BATCH)
        .map(([term, n]) => sql`(${term}, ${n}, ${mostCommon(wordCounts.get(term)!)})`),
    );
    await sql`insert into search_term(term, df, word) values ${values}`.execute(trx);
  }
}

function mostCommon(counts: Map<string, number>): string {
  let best = '';
  let bestN = -1;
  for (const [w, n] of counts) if (n > bestN || (n === bestN && w < best)) [best, bestN] = [w, n];
  return best.slice(0, 100);
}
