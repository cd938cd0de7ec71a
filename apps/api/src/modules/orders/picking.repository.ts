import { PICKING_STATUSES } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';

/**
 * Holds the order's row for a picking write: a conditional update that succeeds only while the
 * order is being picked. On PostgreSQL it also locks the row until the commit, so a "ready" racing
 * a recording waits for it (and then counts it) or goes first (and the recording is refused).
 */
export async function claimForPicking(db: DbOrTx, orderId: number, at: string): Promise<boolean> {
  const r = await db.kysely
    .updateTable('customer_order')
    .set({ updated_at: at })
    .where('order_id', '=', orderId)
    .where('order_status_id', 'in', [...PICKING_STATUSES])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function recordPrepared(
  db: DbOrTx,
  orderId: number,
  itemId: number,
  preparedMilli: number,
  preparedCents: number,
): Promise<void> {
  await db.kysely
    .updateTable('order_line')
    .set({ prepared_quantity_milli: preparedMilli, prepared_cents: preparedCents })
    .where('order_id', '=', orderId)
    .where('item_id', '=', itemId)
    .execute();
}

/**
 * At "ready": the lines the picker never recorded were prepared as ordered, so their prepared
 * quantity and amount are the ordered ones (the shopper reads "Preparato" on every line).
 */
export async function recordUnrecordedAsOrdered(db: DbOrTx, orderId: number): Promise<void> {
  await db.kysely
    .updateTable('order_line')
    .set((eb) => ({
      prepared_quantity_milli: eb.ref('quantity_milli'),
      prepared_cents: eb.ref('gross_cents'),
    }))
    .where('order_id', '=', orderId)
    .where('prepared_quantity_milli', 'is', null)
    .execute();
}

/** What the ready order costs and what its online payment captures (null: nothing to capture). */
export async function setSettlement(
  db: DbOrTx,
  orderId: number,
  preparedTotalCents: number,
  captureCents: number | null,
): Promise<void> {
  await db.kysely
    .updateTable('customer_order')
    .set({ prepared_total_cents: preparedTotalCents, capture_cents: captureCents })
    .where('order_id', '=', orderId)
    .execute();
}

/** Ready (or later) orders with an amount to capture: the capture sweep checks their ledger. */
export async function ordersToCapture(db: DbOrTx, statuses: readonly number[], limit: number) {
  return db.kysely
    .selectFrom('customer_order as o')
    .select('o.order_id')
    .where('o.capture_cents', 'is not', null)
    .where('o.order_status_id', 'in', [...statuses])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payment_transaction as p')
            .select('p.order_id')
            .whereRef('p.order_id', '=', 'o.order_id')
            .where('p.event_ref', 'like', '%/captured'),
        ),
      ),
    )
    .orderBy('o.order_id')
    .limit(limit)
    .execute();
}

/**
 * Cancelled orders whose ledger still shows an authorisation neither voided nor captured: a crash
 * came between the cancel's commit and the provider's void (the release sweep finishes it).
 */
export async function cancelledWithHold(db: DbOrTx, cancelled: number, limit: number) {
  return db.kysely
    .selectFrom('customer_order as o')
    .select('o.order_id')
    .where('o.order_status_id', '=', cancelled)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('payment_transaction as a')
          .select('a.order_id')
          .whereRef('a.order_id', '=', 'o.order_id')
          .where('a.event_ref', 'like', '%/authorised')
          .where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom('payment_transaction as e')
                  .select('e.order_id')
                  .whereRef('e.attempt_ref', '=', 'a.attempt_ref')
                  .where((x) =>
                    x.or([x('e.event_ref', 'like', '%/voided'), x('e.event_ref', 'like', '%/captured')]),
                  ),
              ),
            ),
          ),
      ),
    )
    .orderBy('o.order_id')
    .limit(limit)
    .execute();
}
