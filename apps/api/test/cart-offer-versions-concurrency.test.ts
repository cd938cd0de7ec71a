import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pricesVersion } from '../src/modules/catalogue/categories.repository.js';
import { pgUrlFor } from './helpers/postgres.js';
import { useTestApp } from './helpers/setup.js';

// Writers of offers in different warehouses at once (decision 0111), on PostgreSQL, where they
// really run at once: each raises its own warehouse's version row, so neither waits for the other;
// two writers of the same warehouse still take turns on its row, and both are counted. A wait shows
// as an error (a short lock_timeout on the second writer), not as a test that hangs. SQLite has one
// writer at a time: nothing to show there.

const PG = process.env.TEST_DATABASE_URL;

describe.skipIf(!PG)('offer versions under concurrent writers (PostgreSQL)', () => {
  const t = useTestApp();
  let url: string;
  /** Products priced in warehouses 10, 11 and 12. */
  let products: number[];
  const open: pg.Client[] = [];

  /** A connection of its own, as a warehouse feed or a staff tool would hold. */
  async function connection(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    open.push(c);
    return c;
  }
  async function versionsOf(warehouseId: number) {
    const row = await t.db.kysely
      .selectFrom('warehouse_offer_version')
      .select(['version', 'price_version'])
      .where('warehouse_id', '=', warehouseId)
      .executeTakeFirstOrThrow();
    return { version: Number(row.version), price_version: Number(row.price_version) };
  }
  const raisePrice = (c: pg.Client, productId: number, warehouseId: number) =>
    c.query(
      'update product_warehouse set price_cents = price_cents + 1 where product_id = $1 and warehouse_id = $2',
      [productId, warehouseId],
    );

  beforeAll(async () => {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db.kysely);
    url = pgUrlFor(PG!, rows[0]!.name);
    products = (
      await t.db.kysely
        .selectFrom('product_warehouse')
        .select('product_id')
        .where('warehouse_id', '=', 10)
        .orderBy('product_id')
        .limit(3)
        .execute()
    ).map((r) => r.product_id);
  });

  afterEach(async () => {
    for (const c of open.splice(0)) await c.end();
  });

  it('two warehouses: a change in 11 completes while a change in 10 is still open, and both count', async () => {
    const [p1, p2] = products;
    const before10 = await versionsOf(10);
    const before11 = await versionsOf(11);
    const catalogue = await pricesVersion(t.db);
    const a = await connection();
    const b = await connection();
    await a.query('begin');
    await raisePrice(a, p1!, 10);
    // A holds warehouse 10's row until it ends. B, in warehouse 11, must not wait for it.
    await b.query('begin');
    await b.query("set local lock_timeout = '500ms'");
    await b.query("set local statement_timeout = '2s'");
    await raisePrice(b, p2!, 11);
    await b.query(
      'update product_warehouse set available_milli = available_milli + 1000 where product_id = $1 and warehouse_id = 11',
      [p1],
    );
    await b.query('commit');
    // B is committed and seen; A is not yet.
    expect(await versionsOf(11)).toEqual({
      version: before11.version + 2,
      price_version: before11.price_version + 1,
    });
    expect(await versionsOf(10)).toEqual(before10);
    await a.query('commit');
    expect(await versionsOf(10)).toEqual({
      version: before10.version + 1,
      price_version: before10.price_version + 1,
    });
    // The catalogue's prices version (their sum) counts both price changes.
    expect(await pricesVersion(t.db)).toBe(catalogue + 2);
  });

  it('one warehouse: a second writer waits for the first (a short lock timeout fails), then both changes count', async () => {
    const [p1, p2, p3] = products;
    const before = await versionsOf(10);
    const a = await connection();
    const b = await connection();
    await a.query('begin');
    await raisePrice(a, p1!, 10);
    // Another product of the same warehouse: its row is free, the warehouse's version row is not.
    await b.query('begin');
    await b.query("set local lock_timeout = '300ms'");
    await expect(raisePrice(b, p2!, 10)).rejects.toMatchObject({ code: '55P03' });
    await b.query('rollback');
    // Without the short timeout it waits for A, then raises the version A committed.
    await b.query('begin');
    await b.query("set local statement_timeout = '10s'");
    let done = false;
    const waiting = raisePrice(b, p3!, 10).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(done).toBe(false);
    await a.query('commit');
    await waiting;
    await b.query('commit');
    expect(await versionsOf(10)).toEqual({
      version: before.version + 2,
      price_version: before.price_version + 2,
    });
  });

  it("a chain's promotion takes every warehouse's row: it waits for an open change of one, then counts in all", async () => {
    const [p1, p2] = products;
    const before = await Promise.all([10, 11, 12].map(versionsOf));
    const a = await connection();
    const b = await connection();
    await a.query('begin');
    await raisePrice(a, p1!, 11);
    await b.query('begin');
    await b.query("set local statement_timeout = '10s'");
    const id = Number(
      (await b.query('select max(warehouse_promo_id) + 1 as id from warehouse_promo')).rows[0].id,
    );
    let done = false;
    const chain = b
      .query(
        `insert into warehouse_promo (warehouse_promo_id, product_id, warehouse_id, warehouse_promo_type_id,
           selectable, discount_perc, validity_date, expire_date)
         values ($1, $2, null, 1, 0, 15, '2026-11-01', '2026-12-31')`,
        [id, p2],
      )
      .then(() => (done = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(done).toBe(false);
    await a.query('commit');
    await chain;
    await b.query('commit');
    const after = await Promise.all([10, 11, 12].map(versionsOf));
    expect(after).toEqual(
      before.map((v, i) => {
        const raised = i === 1 ? 2 : 1;
        return { version: v.version + raised, price_version: v.price_version + raised };
      }),
    );
    await t.db.kysely.deleteFrom('warehouse_promo').where('warehouse_promo_id', '=', id).execute();
  });
});
