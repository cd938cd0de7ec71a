import type { Selectable } from 'kysely';
import type { DbOrTx } from '../../db/transaction.js';
import type { DeliveryServiceTable } from '../../db/schema.js';

export type ServiceRow = Selectable<DeliveryServiceTable>;

export async function allServices(db: DbOrTx): Promise<ServiceRow[]> {
  return servicesInOrder(db);
}

// Read by every cart answer: compiled once (db/precompiled.ts, decision 0055).
const servicesInOrder = (db: DbOrTx) =>
  db.kysely.selectFrom('delivery_service').selectAll().orderBy('position').execute();

/** (store, service, show_tab) links of the given stores. */
export async function storeServiceLinks(
  db: DbOrTx,
  storeIds: readonly number[],
): Promise<Array<{ store_id: number; delivery_service_id: number; show_tab: number }>> {
  if (storeIds.length === 0) return [];
  return db.kysely
    .selectFrom('store_delivery_service')
    .select(['store_id', 'delivery_service_id', 'show_tab'])
    .where('store_id', 'in', [...storeIds])
    .execute();
}

export async function storeOffers(db: DbOrTx, storeId: number, serviceId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('store_delivery_service')
    .select('store_id')
    .where('store_id', '=', storeId)
    .where('delivery_service_id', '=', serviceId)
    .executeTakeFirst();
  return row !== undefined;
}
