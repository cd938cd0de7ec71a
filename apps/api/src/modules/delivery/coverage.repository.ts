import type { DbOrTx } from '../../db/transaction.js';
import type { ZoneCapRange } from './coverage.rules.js';

/** Every covered CAP range with its zone's store (a few dozen rows: read whole, decided in rules). */
export async function zoneCapRanges(db: DbOrTx): Promise<ZoneCapRange[]> {
  const rows = await db.kysely
    .selectFrom('delivery_zone_cap as c')
    .innerJoin('delivery_zone as z', 'z.zone_id', 'c.zone_id')
    .innerJoin('store as s', 's.store_id', 'z.store_id')
    .select(['c.zone_id', 'z.store_id', 'c.province', 'c.cap_from', 'c.cap_to'])
    .where('s.active', '=', 1)
    .orderBy('c.zone_id')
    .orderBy('c.cap_from')
    .execute();
  return rows.map((r) => ({
    zoneId: r.zone_id,
    storeId: r.store_id,
    province: r.province,
    capFrom: r.cap_from,
    capTo: r.cap_to,
  }));
}

/** The store that delivers to a zone. */
export async function storeOfZone(db: DbOrTx, zoneId: number): Promise<number | undefined> {
  const row = await db.kysely
    .selectFrom('delivery_zone')
    .select('store_id')
    .where('zone_id', '=', zoneId)
    .executeTakeFirst();
  return row?.store_id;
}

export async function insertEnableRequest(
  db: DbOrTx,
  row: {
    user_id: number | null;
    email: string | null;
    address1: string;
    address_number: string;
    city: string;
    province: string;
    postalcode: string;
    created_at: string;
  },
): Promise<void> {
  await db.kysely.insertInto('address_enable_request').values(row).execute();
}
