import { sql, type Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/**
 * A national holiday (a closure of every store, store_id null) is one row per day: the delivery
 * area now writes each coming year's holidays itself (modules/delivery/national-holidays.ts), and
 * several processes may do it at once. Duplicates a shop may have typed are merged first.
 */
export const m0029NationalHolidaysOnce: SpesaMigration = {
  name: '0029_national_holidays_once',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await sql`delete from shop_closure where store_id is null and closure_id not in (
      select min(closure_id) from shop_closure where store_id is null group by closure_date)`.execute(db);
    await db.schema
      .createIndex('shop_closure_national_day_idx')
      .on('shop_closure')
      .column('closure_date')
      .unique()
      .where(sql<boolean>`store_id is null`)
      .execute();
  },
};
