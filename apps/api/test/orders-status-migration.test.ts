import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { scratchDatabase, type ScratchDatabase } from './helpers/shared-setups.js';
import { migrate } from '../src/db/migrate.js';

// Migrations 0031 and 0032 (decisions 0103, 0104) on a database that already has orders made
// under 0001-0030: every order gets the status it was in before its current one from its history,
// the cart properties order/modify used to store go (the cart's answer makes them now), and an
// order's "being modified" flag agrees with its modification row.

const AT = '2026-11-23T10:00:00.000Z';
let scratch: ScratchDatabase;
let db: Db;

const migrateTo = (last: string) => scratch.migrateTo(last);

/** An order of user 1 on cart `cartId`, in `status`, with its history (statuses in order). */
async function insertOrder(
  orderId: number,
  cartId: number,
  statuses: number[],
  modifyingSince: string | null,
) {
  const k = db.kysely;
  await k
    .insertInto('cart')
    .values({ cart_id: cartId, user_id: 1, cart_status_id: 9, created_at: AT, updated_at: AT } as never)
    .execute();
  await k
    .insertInto('customer_order')
    .values({
      order_id: orderId,
      user_id: 1,
      cart_id: cartId,
      cart_version: 0,
      order_status_id: statuses.at(-1),
      payment_type_id: 2,
      store_id: 1,
      warehouse_id: 1,
      delivery_service_id: 2,
      address_id: 1,
      timeslot_id: 1,
      timeslot_date: '2026-11-30',
      goods_cents: 1000,
      gift_discount_cents: 0,
      delivery_fee_cents: 0,
      gross_total_cents: 1000,
      hold_cents: 1000,
      order_date: '2026-11-23',
      created_at: AT,
      updated_at: AT,
      modifying_since: modifyingSince,
    } as never)
    .execute();
  let from: number | null = null;
  for (const to of statuses) {
    await k
      .insertInto('order_status_history')
      .values({
        order_id: orderId,
        from_status_id: from,
        to_status_id: to,
        reason: 'x',
        created_at: AT,
      } as never)
      .execute();
    from = to;
  }
}

async function insertModification(orderId: number, cartId: number) {
  await db.kysely
    .insertInto('order_modification')
    .values({
      order_id: orderId,
      cart_id: cartId,
      cutoff_at: AT,
      snapshot_json: '{}',
      created_at: AT,
    } as never)
    .execute();
}

beforeAll(async () => {
  scratch = await scratchDatabase();
  db = scratch.db;
  await migrateTo('0030_category_secondary_in_search');
  const k = db.kysely;
  await k
    .insertInto('warehouse')
    .values({ warehouse_id: 1, name: 'W', code: 'W1' } as never)
    .execute();
  await k
    .insertInto('store')
    .values({ store_id: 1, name: 'S', warehouse_id: 1 } as never)
    .execute();
  await k
    .insertInto('timeslot')
    .values({
      timeslot_id: 1,
      store_id: 1,
      delivery_service_id: 2,
      slot_date: '2026-11-30',
      begin_time: '18:00',
      end_time: '20:00',
      begins_at: '2026-11-30T17:00:00.000Z',
      cutoff_at: '2026-11-30T05:00:00.000Z',
      capacity: 10,
      booked: 0,
    } as never)
    .execute();
  await k
    .insertInto('user_account')
    .values({
      user_id: 1,
      email: 'a@example.com',
      password_hash: 'x',
      first_name: 'A',
      last_name: 'B',
      created_at: AT,
      updated_at: AT,
    } as never)
    .execute();
  // 1: placed and paid (1 -> 3); 2: placed offline, never moved; 3: being modified, as order/modify
  // left it (flag, row and the cart's three properties); 4: a flag without its row; 5: a row
  // without its flag.
  await insertOrder(1, 11, [1, 3, 4], null);
  await insertOrder(2, 12, [3], null);
  await insertOrder(3, 13, [1, 3], AT);
  await insertModification(3, 13);
  for (const [property, value] of [
    ['modified_order_id', '3'],
    ['modify_cutoff_at', AT],
    ['modify_payment_type_id', '2'],
    ['need_invoice', 'true'],
  ])
    await k.insertInto('cart_info').values({ cart_id: 13, property, value }).execute();
  await insertOrder(4, 14, [3], AT);
  await insertOrder(5, 15, [3], null);
  await insertModification(5, 15);
  await migrate(db);
});
afterAll(() => scratch.drop());

const orders = () =>
  db.kysely
    .selectFrom('customer_order')
    .select(['order_id', 'order_status_id', 'previous_status_id', 'modifying_since'])
    .orderBy('order_id')
    .execute();

describe('migrations 0031 and 0032 on a database with orders', () => {
  it('gives every order the status it left, from its history', async () => {
    expect((await orders()).map((o) => [o.order_id, o.order_status_id, o.previous_status_id])).toEqual([
      [1, 4, 3],
      [2, 3, null],
      [3, 3, 1],
      [4, 3, null],
      [5, 3, null],
    ]);
  });

  it("drops the stored modify properties and keeps the cart's own", async () => {
    const infos = await db.kysely.selectFrom('cart_info').selectAll().orderBy('property').execute();
    expect(infos).toEqual([{ cart_id: 13, property: 'need_invoice', value: 'true' }]);
  });

  it('makes each order being modified have both its flag and its row', async () => {
    const flags = (await orders()).map((o) => [o.order_id, o.modifying_since]);
    expect(flags).toEqual([
      [1, null],
      [2, null],
      [3, AT],
      [4, null],
      [5, AT],
    ]);
    const rows = await db.kysely
      .selectFrom('order_modification')
      .select('order_id')
      .orderBy('order_id')
      .execute();
    expect(rows.map((r) => r.order_id)).toEqual([3, 5]);
  });
});
