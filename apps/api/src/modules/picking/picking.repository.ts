import type { Selectable } from 'kysely';
import type { DbOrTx } from '../../db/transaction.js';
import type { PickScanTable, PickSubstitutionTable } from '../../db/schema/picking.js';

export type ScanRow = Selectable<PickScanTable>;
export type SubstitutionRow = Selectable<PickSubstitutionTable>;

export async function insertScan(db: DbOrTx, scan: Omit<ScanRow, 'scan_id' | 'undone_at'>): Promise<ScanRow> {
  return db.kysely.insertInto('pick_scan').values(scan).returningAll().executeTakeFirstOrThrow();
}

/** The order's last scan still standing, or undefined. */
export async function lastScan(db: DbOrTx, orderId: number): Promise<ScanRow | undefined> {
  return db.kysely
    .selectFrom('pick_scan')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('undone_at', 'is', null)
    .orderBy('scan_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes back the order's last scan still standing: one conditional update, so two undos at once
 * take back two scans (or one, and the other finds nothing), never the same one twice.
 */
export async function undoLastScan(db: DbOrTx, orderId: number, at: string): Promise<ScanRow | undefined> {
  return db.kysely
    .updateTable('pick_scan')
    .set({ undone_at: at })
    .where('order_id', '=', orderId)
    .where('undone_at', 'is', null)
    .where('scan_id', '=', (eb) =>
      eb
        .selectFrom('pick_scan as s')
        .select((s) => s.fn.max('s.scan_id').as('m'))
        .where('s.order_id', '=', orderId)
        .where('s.undone_at', 'is', null),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The store's nomenclature and deadline, when it has its own. */
export async function storeSetting(db: DbOrTx, storeId: number) {
  return db.kysely
    .selectFrom('pick_store_setting')
    .select(['scale_labels', 'substitution_minutes'])
    .where('store_id', '=', storeId)
    .executeTakeFirst();
}

/** A proposal for a line; false when the line already has one (the primary key refuses a second). */
export async function insertSubstitution(db: DbOrTx, row: SubstitutionRow): Promise<boolean> {
  const r = await db.kysely
    .insertInto('pick_substitution')
    .values(row)
    .onConflict((oc) => oc.columns(['order_id', 'item_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function substitutionsOf(db: DbOrTx, orderId: number): Promise<SubstitutionRow[]> {
  return db.kysely
    .selectFrom('pick_substitution')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('item_id')
    .execute();
}

/** The shopper's answer: only while the proposal waits and before its deadline (one conditional update). */
export async function answerSubstitution(
  db: DbOrTx,
  orderId: number,
  itemId: number,
  state: 'accepted' | 'refused',
  at: string,
): Promise<boolean> {
  const r = await db.kysely
    .updateTable('pick_substitution')
    .set({ state, answered_at: at })
    .where('order_id', '=', orderId)
    .where('item_id', '=', itemId)
    .where('state', '=', 'proposed')
    .where('deadline_at', '>', at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
