import { sql, type Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/**
 * `category.secondary_in_search` (decision 0095): a department whose products serve a need other
 * than the shopper's own table (pets, babies, the home, personal care). In search its products come
 * after the others of the same relevance, unless the query names it or one of its categories:
 * 'pollo' shows chicken before cat food, 'crocchette gatto' is unchanged. The flag is read from the
 * category and its ancestors, so flagging the department covers its subtree.
 */
export const m0030CategorySecondaryInSearch: SpesaMigration = {
  name: '0030_category_secondary_in_search',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('category')
      .addColumn('secondary_in_search', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // A database seeded with the demo catalogue before this migration gets the flags the demo seed
    // now writes (seed/categories.ts); a catalogue of other departments is left for its owner to flag.
    await sql`update category set secondary_in_search = 1
      where depth = 1 and kind = 'tree' and slug in ('animali', 'casa', 'cura-persona', 'infanzia')`.execute(
      db,
    );
  },
};
