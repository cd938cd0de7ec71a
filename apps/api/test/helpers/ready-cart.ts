import { CART_STATUS } from '@spesa/domain';
import type { DbOrTx } from '../../src/db/transaction.js';
import { hashToken, newToken } from '../../src/modules/accounts/crypto.js';

// A shopper ready to check out, written straight in the database: a session, a home address in
// Milano, an open cart of store 11 on a slot, and lines. The checkout tests (helpers/checkout.ts)
// and the checkout benchmark (bench/checkout/prepare.ts) share it. No vitest here: the benchmark
// runs it outside the tests.

/** Demo products a ready cart holds (warehouse of store 11): pieces and a weighed one. */
export const READY_LINES = [
  { productId: 21, quantityMilli: 2000 },
  { productId: 69, quantityMilli: 1000 },
  { productId: 1, quantityMilli: 500 },
];

export interface ReadyCartInput {
  userId: number;
  /** The instant of every row (created, last seen). */
  at: string;
  /** When the session ends (idle and absolute). */
  expires: string;
  slot: { timeslotId: number; date: string };
  /** The warehouse of store 11. */
  warehouseId: number;
  lines?: typeof READY_LINES;
  ip?: string;
}

/** Writes the session, address, cart and lines; answers the session token and the cart id. */
export async function insertReadyCart(
  db: Pick<DbOrTx, 'kysely'>,
  c: ReadyCartInput,
): Promise<{ token: string; cartId: number }> {
  const token = newToken();
  await db.kysely
    .insertInto('session')
    .values({
      session_id: hashToken(token),
      user_id: c.userId,
      created_at: c.at,
      last_seen_at: c.at,
      idle_expires_at: c.expires,
      absolute_expires_at: c.expires,
      remember_me: 1,
      revoked_at: null,
      ip: c.ip ?? '127.0.0.1',
      user_agent: null,
    })
    .execute();
  const { address_id } = await db.kysely
    .insertInto('address')
    .values({
      address_type_id: 2,
      user_id: c.userId,
      store_id: null,
      zone_id: 6,
      address_name: 'Casa',
      address1: 'Via Dante',
      address_number: '12',
      city: 'Milano',
      province: 'MI',
      postalcode: '20121',
      phone: '3331234567',
      doorbell: null,
      notes: null,
      latitude: null,
      longitude: null,
      validated: 1,
      active: 1,
      created_at: c.at,
      updated_at: c.at,
    })
    .returning('address_id')
    .executeTakeFirstOrThrow();
  const cartId = await insertOpenCart(db, {
    userId: c.userId,
    at: c.at,
    slot: c.slot,
    addressId: address_id,
    deliveryServiceId: 2,
    storeId: 11,
    warehouseId: c.warehouseId,
    lines: c.lines ?? READY_LINES,
  });
  return { token, cartId };
}

export interface OpenCartInput {
  userId: number;
  at: string;
  slot: { timeslotId: number; date: string };
  addressId: number;
  deliveryServiceId: number;
  storeId: number;
  warehouseId: number;
  lines: ReadonlyArray<{ productId: number; quantityMilli: number }>;
}

/** An open cart with its lines (plain pieces, no options, no notes); answers the cart id. */
export async function insertOpenCart(db: Pick<DbOrTx, 'kysely'>, c: OpenCartInput): Promise<number> {
  const { cart_id } = await db.kysely
    .insertInto('cart')
    .values({
      user_id: c.userId,
      cart_status_id: CART_STATUS.open,
      delivery_service_id: c.deliveryServiceId,
      address_id: c.addressId,
      store_id: c.storeId,
      warehouse_id: c.warehouseId,
      timeslot_id: c.slot.timeslotId,
      timeslot_date: c.slot.date,
      created_at: c.at,
      updated_at: c.at,
    })
    .returning('cart_id')
    .executeTakeFirstOrThrow();
  if (c.lines.length > 0)
    await db.kysely
      .insertInto('cart_item')
      .values(
        c.lines.map((l) => ({
          cart_id,
          product_id: l.productId,
          quantity_milli: l.quantityMilli,
          is_package: 0,
          params_json: '{}',
          use_wpid: null,
          accept_alternatives: 0,
          note: null,
          custom_weight_milli: null,
          insertion_type_id: 1,
          created_at: c.at,
          updated_at: c.at,
        })),
      )
      .execute();
  return cart_id;
}

/**
 * Another open cart for a shopper whose cart was ordered: the same address, store and lines on
 * `slot`, so one shopper can place many orders. Answers the new cart id.
 */
export async function insertNextCart(
  db: Pick<DbOrTx, 'kysely'>,
  c: { userId: number; orderedCartId: number; at: string; slot: { timeslotId: number; date: string } },
): Promise<number> {
  const last = await db.kysely
    .selectFrom('cart')
    .selectAll()
    .where('cart_id', '=', c.orderedCartId)
    .executeTakeFirstOrThrow();
  return insertOpenCart(db, {
    userId: c.userId,
    at: c.at,
    slot: c.slot,
    addressId: last.address_id!,
    deliveryServiceId: last.delivery_service_id!,
    storeId: last.store_id!,
    warehouseId: last.warehouse_id!,
    lines: READY_LINES,
  });
}
