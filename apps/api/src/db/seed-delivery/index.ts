/**
 * Demo data of the delivery area: stores with locations, services and opening hours, lockers,
 * home delivery zones, timeslot templates and delivery fees. Runs once, after the demo catalogue
 * (which creates the warehouses and stores 5, 10, 11, 12). Slots themselves are materialised
 * lazily from the templates when a timeslot list is asked for.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../database.js';
import { inTransaction } from '../transaction.js';
import type { Database } from '../schema.js';
import { insertBatched } from '../seed/insert.js';
import { DEMO_FEES, DEMO_LOCKERS, DEMO_ZONES } from './places.js';
import { DEMO_STORES, type DemoStore } from './stores.js';
import { openingHoursOf, templatesOf } from './timeslots.js';

const SEED_KEY = 'delivery_seed';
// A fixed date keeps demo data identical from run to run.
const SEEDED_AT = '2026-01-15T09:00:00.000Z';
/** Store 'Store Globale' has no location: its services are the tabs a visitor sees. */
const GLOBAL_STORE_ID = 5;

export async function seedDeliveryDemo(db: Db): Promise<void> {
  if (await isSeeded(db)) return;
  try {
    await inTransaction(db, async ({ kysely: trx }) => {
      // The marker first: a concurrent seeder blocks on it, then fails, instead of duplicating rows.
      await trx.insertInto('app_meta').values({ key: SEED_KEY, value: '1' }).execute();
      await stores(trx);
      await insertBatched(trx, db.dialect, 'store_delivery_service', serviceLinks());
      await locations(trx);
      await zones(trx);
      await insertBatched(trx, db.dialect, 'timeslot_template', DEMO_STORES.flatMap(templatesOf));
      await trx.insertInto('delivery_fee_rule').values(DEMO_FEES).execute();
    });
  } catch (err) {
    // Another instance seeded at the same moment and won the race: the data is there.
    if (await isSeeded(db)) return;
    throw err;
  }
}

async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEED_KEY)
    .executeTakeFirst();
  return row !== undefined;
}

async function stores(trx: Kysely<Database>) {
  const existing = new Set(
    (await trx.selectFrom('store').select('store_id').execute()).map((r) => r.store_id),
  );
  for (const s of DEMO_STORES) {
    const details = {
      name: s.name,
      warehouse_id: s.warehouseId,
      phone: s.phone,
      opening_hours_json: openingHoursOf(s),
    };
    if (existing.has(s.storeId))
      await trx.updateTable('store').set(details).where('store_id', '=', s.storeId).execute();
    else
      await trx
        .insertInto('store')
        .values({ store_id: s.storeId, ...details })
        .execute();
  }
}

function serviceLinks() {
  const links = DEMO_STORES.flatMap((s) =>
    s.services.map((id) => ({ store_id: s.storeId, delivery_service_id: id, show_tab: 1 })),
  );
  return [1, 2, 3]
    .map((id) => ({ store_id: GLOBAL_STORE_ID, delivery_service_id: id, show_tab: 1 }))
    .concat(links);
}

const place = (p: Omit<DemoStore, 'storeId' | 'warehouseId' | 'phone' | 'services' | 'sunday' | 'name'>) => ({
  address1: p.address1,
  address_number: p.addressNumber,
  city: p.city,
  province: p.province,
  postalcode: p.postalcode,
  latitude: p.latitude,
  longitude: p.longitude,
  validated: 1,
  active: 1,
  created_at: SEEDED_AT,
  updated_at: SEEDED_AT,
});

/** Each store's location (its pickup point, type 3) and the lockers (type 5). */
async function locations(trx: Kysely<Database>) {
  const rows = [
    ...DEMO_STORES.map((s) => ({
      ...place(s),
      address_type_id: 3,
      store_id: s.storeId,
      address_name: s.name,
      phone: s.phone,
    })),
    ...DEMO_LOCKERS.map((l) => ({
      ...place(l),
      address_type_id: 5,
      store_id: l.storeId,
      address_name: l.name,
      phone: null,
    })),
  ];
  await trx.insertInto('address').values(rows).execute();
}

async function zones(trx: Kysely<Database>) {
  await trx
    .insertInto('delivery_zone')
    .values(DEMO_ZONES.map((z) => ({ zone_id: z.zoneId, name: z.name, store_id: z.storeId })))
    .execute();
  await trx
    .insertInto('delivery_zone_cap')
    .values(
      DEMO_ZONES.flatMap((z) =>
        z.caps.map(([province, cap_from, cap_to]) => ({ zone_id: z.zoneId, province, cap_from, cap_to })),
      ),
    )
    .execute();
}
