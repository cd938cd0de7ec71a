import { ADDRESS_TYPE_ID } from '@spesa/domain';
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/transaction.js';

/** A store with its location (its pickup address row, type 3), when it has one. */
export interface StoreRow {
  store_id: number;
  name: string;
  warehouse_id: number;
  phone: string | null;
  opening_hours_json: string | null;
  address_id: number | null;
  address1: string | null;
  address_number: string | null;
  city: string | null;
  province: string | null;
  postalcode: string | null;
  latitude: number | null;
  longitude: number | null;
}

function storesQuery(db: Pick<DbOrTx, 'kysely'>) {
  // The type is written into the SQL, not bound: compared with a parameter, the column of the
  // partial index address_store_location_idx makes SQLite compile the statement again on every
  // run (19.8 µs against 5.6 µs, decision 0074).
  return db.kysely
    .selectFrom('store as s')
    .leftJoin('address as a', (j) =>
      j.onRef('a.store_id', '=', 's.store_id').on('a.address_type_id', '=', sql.lit(ADDRESS_TYPE_ID.store)),
    )
    .select([
      's.store_id',
      's.name',
      's.warehouse_id',
      's.phone',
      's.opening_hours_json',
      'a.address_id',
      'a.address1',
      'a.address_number',
      'a.city',
      'a.province',
      'a.postalcode',
      'a.latitude',
      'a.longitude',
    ])
    .where('s.active', '=', 1);
}

/** Active stores with a location, optionally only those offering one of the services; by name. */
export async function locatedStores(db: DbOrTx, serviceIds?: readonly number[]): Promise<StoreRow[]> {
  let q = storesQuery(db).where('a.address_id', 'is not', null);
  if (serviceIds && serviceIds.length > 0) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('store_delivery_service as sds')
          .select('sds.store_id')
          .whereRef('sds.store_id', '=', 's.store_id')
          .where('sds.delivery_service_id', 'in', [...serviceIds]),
      ),
    );
  }
  return q.orderBy('s.name').orderBy('s.store_id').execute();
}

export async function storeById(db: DbOrTx, storeId: number): Promise<StoreRow | undefined> {
  return (await storeOfId(db, storeId))[0];
}

// Read by every cart answer: compiled once (db/precompiled.ts, decision 0055).
const storeOfId = (db: DbOrTx, storeId: number) =>
  storesQuery(db).where('s.store_id', '=', storeId).execute();
