import type { DbOrTx } from '../../db/transaction.js';

/**
 * Records (or updates) the parking reservation of a pickup order in one statement, only while the
 * order is the shopper's, a pickup, and in one of the `open` statuses: no read-then-write.
 */
export async function reserveParking(
  db: DbOrTx,
  r: {
    orderId: number;
    userId: number;
    distance: number;
    info: string | null;
    at: string;
    pickupService: number;
    open: readonly number[];
  },
) {
  return db.kysely
    .insertInto('order_parking_reservation')
    .columns(['order_id', 'distance_m', 'reservation_info', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('customer_order')
        .select([
          'order_id',
          eb.val(r.distance).as('distance_m'),
          eb.val(r.info).as('reservation_info'),
          eb.val(r.at).as('created_at'),
          eb.val(r.at).as('updated_at'),
        ])
        .where('order_id', '=', r.orderId)
        .where('user_id', '=', r.userId)
        .where('delivery_service_id', '=', r.pickupService)
        .where('order_status_id', 'in', [...r.open]),
    )
    .onConflict((oc) =>
      oc.column('order_id').doUpdateSet({
        distance_m: r.distance,
        reservation_info: r.info,
        updated_at: r.at,
      }),
    )
    .returningAll()
    .executeTakeFirst();
}
