import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import { Migrator, type Migration } from 'kysely';
import { createDatabase, type Db } from '../../src/db/database.js';
import { migrations } from '../../src/db/migrations/index.js';
import type { TestApp } from './app.js';
import { newSlot } from './checkout.js';
import { adminPool, dropDatabase, pgUrlFor } from './postgres.js';

/** Whether the tests run on PostgreSQL (TEST_DATABASE_URL), else on SQLite. */
export const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A fresh timeslot of `capacity` places, made before the file's tests (the orders' tests buy on
 * it): the object is filled in by a `beforeAll`, so read its fields inside the tests.
 */
export function slotForTests(t: TestApp, capacity: number): { timeslotId: number; date: string } {
  const slot = { timeslotId: 0, date: '' };
  beforeAll(async () => {
    Object.assign(slot, await newSlot(t.db, capacity));
  });
  return slot;
}

/** An empty database of its own, for a migration's test: migrated step by step, then dropped. */
export interface ScratchDatabase {
  db: Db;
  /** Applies the migrations up to and including `last` (by name). */
  migrateTo(last: string): Promise<void>;
  drop(): Promise<void>;
}

/**
 * A new empty database: on PostgreSQL (TEST_DATABASE_URL) a database of a random name on that
 * server, else a SQLite file in a temporary folder; `drop` closes and removes it.
 */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  let db: Db;
  let drop: () => Promise<void>;
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
  const migrateTo = async (last: string) => {
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
  };
  return { db, migrateTo, drop };
}
