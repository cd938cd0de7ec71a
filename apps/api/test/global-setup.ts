import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/demo.js';
import { shopDate } from '../src/lib/clock.js';
import { TEST_NOW } from './helpers/test-now.js';
import { adminPool, dropDatabase, pgUrlFor } from './helpers/postgres.js';

/**
 * Builds one migrated, seeded template database per run; every test file then gets its own
 * copy (a file copy on SQLite, CREATE DATABASE ... TEMPLATE on PostgreSQL), so files run in
 * parallel on real databases without seeding 600 products each time.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/** The demo's offers and flyers placed around the tests' clock (TEST_NOW), not the real day. */
const DEMO_AT_TEST_NOW = { today: shopDate(new Date(TEST_NOW)) };

export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = `spesa_tpl_${process.pid}`;
    const admin = adminPool(pgUrl);
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const db = createDatabase(pgUrlFor(pgUrl, name));
    await migrate(db);
    await seedDemo(db, DEMO_AT_TEST_NOW);
    await db.close();
    project.provide('templateDatabase', `postgres:${name}`);
    return async () => {
      await dropDatabase(admin, name);
      await admin.end();
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-test-'));
  const file = path.join(dir, 'template.sqlite');
  const db = createDatabase(`sqlite:${file}`);
  await migrate(db);
  await seedDemo(db, DEMO_AT_TEST_NOW);
  await db.close();
  project.provide('templateDatabase', `sqlite:${file}`);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
