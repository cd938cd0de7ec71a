import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { scratchDatabase, type ScratchDatabase } from './helpers/shared-setups.js';

// Migration 0008 on a database that already has carts (made under 0001-0007): the carts, their
// lines and the one-open-cart-per-user rule survive, and the tables that refer to cart keep their
// foreign keys (SQLite rebuilds the table).

const AT = '2026-11-23T10:00:00.000Z';
let scratch: ScratchDatabase;
let db: Db;

const migrateTo = (last: string) => scratch.migrateTo(last);

beforeAll(async () => {
  scratch = await scratchDatabase();
  db = scratch.db;
  await migrateTo('0007_cart_items');
  const k = db.kysely;
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
  await k
    .insertInto('cart')
    .values({ cart_id: 7, user_id: 1, cart_status_id: 1, created_at: AT, updated_at: AT })
    .execute();
  await k.insertInto('cart_info').values({ cart_id: 7, property: 'need_invoice', value: 'true' }).execute();
  await migrateTo('0008_anonymous_cart');
});
afterAll(() => scratch.drop());

describe('migration 0008 on a database with carts', () => {
  it('keeps the carts and their properties', async () => {
    const cart = await db.kysely
      .selectFrom('cart')
      .selectAll()
      .where('cart_id', '=', 7)
      .executeTakeFirstOrThrow();
    expect(cart).toMatchObject({ user_id: 1, cart_status_id: 1, version: 0, visitor_session_id: null });
    const infos = await db.kysely.selectFrom('cart_info').selectAll().execute();
    expect(infos).toEqual([{ cart_id: 7, property: 'need_invoice', value: 'true' }]);
  });

  it('still refuses a second open cart for the user and a cart without an owner', async () => {
    const second = { user_id: 1, cart_status_id: 1, created_at: AT, updated_at: AT };
    await expect(db.kysely.insertInto('cart').values(second).execute()).rejects.toThrow();
    const ownerless = { user_id: null, cart_status_id: 1, created_at: AT, updated_at: AT };
    await expect(db.kysely.insertInto('cart').values(ownerless).execute()).rejects.toThrow();
  });

  it('allows one open cart per visitor session', async () => {
    const visitor = {
      user_id: null,
      visitor_session_id: 's1',
      cart_status_id: 1,
      created_at: AT,
      updated_at: AT,
    };
    await db.kysely.insertInto('cart').values(visitor).execute();
    await expect(db.kysely.insertInto('cart').values(visitor).execute()).rejects.toThrow();
    await db.kysely
      .insertInto('cart')
      .values({ ...visitor, cart_status_id: 9 })
      .execute();
  });

  it('keeps the foreign keys of the tables that refer to cart', async () => {
    const line = { cart_id: 999, property: 'x', value: 'y' };
    await expect(db.kysely.insertInto('cart_info').values(line).execute()).rejects.toThrow();
  });
});
