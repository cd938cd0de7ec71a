import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, type Migration } from 'kysely';
import { createDatabase, type Db } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import { adminPool, dropDatabase, pgUrlFor } from './helpers/postgres.js';

// Migration 0008 on a database that already has carts (made under 0001-0007): the carts, their
// lines and the one-open-cart-per-user rule survive, and the tables that refer to cart keep their
// foreign keys (SQLite rebuilds the table).

const AT = '2026-11-23T10:00:00.000Z';
let db: Db;
let drop: () => Promise<void>;

async function migrateTo(last: string) {
  const upTo = migrations.slice(0, migrations.findIndex((m) => m.name === last) + 1);
  const migrator = new Migrator({
    db: db.kysely,
    provider: {
      async getMigrations() {
        const all: Record<string, Migration> = {};
        for (const m of upTo) all[m.name] = { up: (k) => m.up(k, db.dialect) };
        return all;
      },
    },
    migrationTableName: 'schema_migration',
    migrationLockTableName: 'schema_migration_lock',
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

beforeAll(async () => {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = `spesa_m_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = adminPool(pgUrl);
    await admin.query(`create database ${name}`);
    db = createDatabase(pgUrlFor(pgUrl, name));
    drop = async () => {
      await db.close();
      await dropDatabase(admin, name);
      await admin.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-m-'));
    db = createDatabase(`sqlite:${path.join(dir, 'db.sqlite')}`);
    drop = async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
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
afterAll(() => drop());

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
