import type { DbOrTx } from '../../db/transaction.js';
import { nationalHolidays } from './holidays.rules.js';

/**
 * Writes the national holidays of `years` that the closures table lacks, as every store's
 * closure (store_id null); answers how many were added. One row a day (migration 0029), so
 * processes doing it at once, or every day, add each holiday once; a day already there is left
 * as it is (staff may have renamed it).
 */
export async function ensureNationalHolidays(db: DbOrTx, years: number[]): Promise<number> {
  const added = await db.kysely
    .insertInto('shop_closure')
    .values(
      years
        .flatMap(nationalHolidays)
        .map(([closure_date, reason]) => ({ closure_date, reason, store_id: null })),
    )
    .onConflict((oc) => oc.column('closure_date').where('store_id', 'is', null).doNothing())
    .returning('closure_id')
    .execute();
  return added.length;
}
