import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DbOrTx } from '../../db/transaction.js';
import { compiledOnce } from '../../db/precompiled.js';
import type { AddressTable, Database } from '../../db/schema.js';
import { ADDRESS_TYPE_ID } from '@spesa/domain';

/** An address with the store that serves it: its own store, or the store of its delivery zone. */
export type AddressRow = Selectable<AddressTable> & { serving_store_id: number | null };
export type NewAddress = Insertable<AddressTable>;
export type AddressPatch = Partial<Omit<NewAddress, 'address_id' | 'user_id' | 'created_at'>>;

const HOME = ADDRESS_TYPE_ID.home;

function addressQuery(db: DbOrTx) {
  return addressSelect(db.kysely);
}

function addressSelect(k: Kysely<Database>) {
  return k
    .selectFrom('address')
    .leftJoin('delivery_zone as z', 'z.zone_id', 'address.zone_id')
    .selectAll('address')
    .select((eb) => eb.fn.coalesce('address.store_id', 'z.store_id').as('serving_store_id'));
}

export async function homeAddressesOf(db: DbOrTx, userId: number): Promise<AddressRow[]> {
  return addressQuery(db)
    .where('address.user_id', '=', userId)
    .where('address.address_type_id', '=', HOME)
    .where('address.active', '=', 1)
    .orderBy('address.address_name')
    .orderBy('address.address_id')
    .execute();
}

/**
 * Active pickup points (type 3) or lockers (type 5) of active stores offering the service,
 * optionally of one store; by name.
 */
export async function pickupPoints(
  db: DbOrTx,
  filter: { addressTypeId?: number; serviceId?: number; storeId?: number },
): Promise<AddressRow[]> {
  let q = db.kysely
    .selectFrom('address as a')
    .innerJoin('store as s', 's.store_id', 'a.store_id')
    .selectAll('a')
    .select('a.store_id as serving_store_id')
    .where('a.address_type_id', '<>', HOME)
    .where('a.active', '=', 1)
    .where('s.active', '=', 1);
  if (filter.addressTypeId !== undefined) q = q.where('a.address_type_id', '=', filter.addressTypeId);
  if (filter.storeId !== undefined) q = q.where('a.store_id', '=', filter.storeId);
  if (filter.serviceId !== undefined) {
    const serviceId = filter.serviceId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('store_delivery_service as sds')
          .select('sds.store_id')
          .whereRef('sds.store_id', '=', 'a.store_id')
          .where('sds.delivery_service_id', '=', serviceId),
      ),
    );
  }
  return q.orderBy('a.address_name').orderBy('a.address_id').execute();
}

// Read by every cart answer and buy with a delivery: compiled once (db/precompiled.ts, decision 0115).
const visibleAddressQuery = compiledOnce((k, { addressId, userId }: { addressId: number; userId: number }) =>
  addressSelect(k)
    .where('address.address_id', '=', addressId)
    .where('address.active', '=', 1)
    .where((eb) =>
      eb.or([
        // Literals: a bound value compared with the column of a partial index (the stores' one)
        // makes SQLite compile the statement again whenever the value changes.
        eb('address.address_type_id', '<>', sql.lit(HOME)),
        eb.and([eb('address.address_type_id', '=', sql.lit(HOME)), eb('address.user_id', '=', userId)]),
      ]),
    ),
);

/**
 * An address the user may see: one of their own home addresses, or an active pickup point or
 * locker. Anyone else's address answers undefined, exactly like an id that does not exist.
 */
export async function visibleAddress(
  db: DbOrTx,
  addressId: number,
  userId: number | null,
): Promise<AddressRow | undefined> {
  const [row] = await visibleAddressQuery(db, { addressId, userId: userId ?? -1 });
  return row;
}

/** Any address by id, whatever its owner or state (an order's address, read by the order's own code). */
export async function addressById(db: DbOrTx, addressId: number) {
  return db.kysely.selectFrom('address').selectAll().where('address_id', '=', addressId).executeTakeFirst();
}

export async function insertAddress(db: DbOrTx, row: NewAddress): Promise<number> {
  const { address_id } = await db.kysely
    .insertInto('address')
    .values(row)
    .returning('address_id')
    .executeTakeFirstOrThrow();
  return address_id;
}

/** Updates one of the user's active home addresses; false when there is none with that id. */
export async function updateHomeAddress(
  db: DbOrTx,
  userId: number,
  addressId: number,
  patch: AddressPatch,
): Promise<boolean> {
  const r = await db.kysely
    .updateTable('address')
    .set(patch)
    .where('address_id', '=', addressId)
    .where('user_id', '=', userId)
    .where('address_type_id', '=', HOME)
    .where('active', '=', 1)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deactivates one of the user's active home addresses; false when there is none with that id. */
export async function deactivateHomeAddress(
  db: DbOrTx,
  userId: number,
  addressId: number,
  at: string,
): Promise<boolean> {
  const r = await db.kysely
    .updateTable('address')
    .set({ active: 0, updated_at: at })
    .where('address_id', '=', addressId)
    .where('user_id', '=', userId)
    .where('address_type_id', '=', HOME)
    .where('active', '=', 1)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** GDPR erasure: the user's addresses keep only town and CAP; enablement requests go. */
export async function eraseAddressesOf(db: DbOrTx, userId: number, at: string): Promise<void> {
  await db.kysely
    .updateTable('address')
    .set({
      address_name: 'Anonimo',
      address1: '',
      address_number: '',
      phone: null,
      doorbell: null,
      notes: null,
      latitude: null,
      longitude: null,
      active: 0,
      updated_at: at,
    })
    .where('user_id', '=', userId)
    .execute();
  await db.kysely.deleteFrom('address_enable_request').where('user_id', '=', userId).execute();
}
