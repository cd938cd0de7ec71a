/* eslint-disable @typescript-eslint/no-explicit-any */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inTransaction } from '../src/db/transaction.js';
import { AnswerCache, ANSWER_STALE_MS, ANSWER_TTL_MS } from '../src/http/answer-cache.js';
import { fixedClock, shopDate } from '../src/lib/clock.js';
import { CatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import { ProductBundles } from '../src/modules/catalogue/product-bundles.cache.js';
import { CartReferences } from '../src/modules/delivery/cart-references.js';
import { TEST_NOW } from './helpers/app.js';
import { P } from './helpers/cart.js';
import { useTestApp } from './helpers/setup.js';

// The caches' gaps of docs/architecture/performance.md, closed: what each cache is keyed on
// changes with what it shows, and nothing read inside a transaction that rolls back is kept.

const t = useTestApp();
const today = shopDate(new Date(TEST_NOW));

const catalogueVersion = async (db = t.db.kysely as any) =>
  (
    await db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'catalogue_version')
      .executeTakeFirstOrThrow()
  ).value as string;
const referencesVersion = async (db = t.db.kysely as any) =>
  Number(
    (await db.selectFrom('reference_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow())
      .version,
  );

describe('the catalogue version (migration 0038)', () => {
  const writes: Array<[string, (k: any) => Promise<unknown>]> = [
    [
      'a product renamed',
      (k) =>
        k
          .updateTable('product')
          .set({ name: 'Pane rinominato' })
          .where('product_id', '=', P.voucher)
          .execute(),
    ],
    [
      'a category renamed',
      (k) =>
        k
          .updateTable('category')
          .set({ name: 'Reparto rinominato' })
          .where('slug', '=', 'frutta-e-verdura')
          .execute(),
    ],
    [
      'a vendor renamed',
      (k) =>
        k.updateTable('vendor').set({ name: 'Produttore rinominato' }).where('vendor_id', '=', 1).execute(),
    ],
    [
      'a block moved',
      (k) =>
        k
          .updateTable('category_block')
          .set((eb: any) => ({ position: eb('position', '+', 1) }))
          .execute(),
    ],
    [
      'an option removed',
      (k) => k.deleteFrom('product_option').where('product_id', '=', P.options).execute(),
    ],
  ];

  for (const [what, write] of writes)
    it(`is raised by ${what}, in the writer's transaction, and not by one rolled back`, async () => {
      const before = Number(await catalogueVersion());
      await expect(
        inTransaction(t.db, async (tx) => {
          await write(tx.kysely);
          // Inside the transaction: raised already, by the same statement's trigger.
          expect(Number(await catalogueVersion(tx.kysely))).toBeGreaterThan(before);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(Number(await catalogueVersion())).toBe(before);
      await inTransaction(t.db, async (tx) => void (await write(tx.kysely)));
      expect(Number(await catalogueVersion())).toBeGreaterThan(before);
    });
});

describe("a store's warehouse, for visitors' catalogue answers", () => {
  it('is read again once the store has moved to another warehouse', async () => {
    let now = 1_000_000;
    const service = new CatalogueService(fixedClock(TEST_NOW), () => now);
    const storeId = 5;
    const { warehouse_id: first } = await t.db.kysely
      .selectFrom('store')
      .select('warehouse_id')
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow();
    expect(await service.warehouseOfStore(t.db, storeId)).toBe(first);
    const other = first === 10 ? 11 : 10;
    try {
      await t.db.kysely
        .updateTable('store')
        .set({ warehouse_id: other })
        .where('store_id', '=', storeId)
        .execute();
      // The versions are re-read at most every 2 s (decision 0004): past them, the new warehouse.
      now += 2_001;
      expect(await service.warehouseOfStore(t.db, storeId)).toBe(other);
    } finally {
      await t.db.kysely
        .updateTable('store')
        .set({ warehouse_id: first })
        .where('store_id', '=', storeId)
        .execute();
    }
    now += 2_001;
    expect(await service.warehouseOfStore(t.db, storeId)).toBe(first);
  });
});

describe('what a transaction that rolls back read', () => {
  it('is not kept by ProductBundles under the offers version a later committed change takes again', async () => {
    const bundles = new ProductBundles();
    const offer = () =>
      t.db.kysely
        .selectFrom('product_warehouse')
        .select(['price_cents', 'available_milli'])
        .where('product_id', '=', P.voucher)
        .where('warehouse_id', '=', 5)
        .executeTakeFirstOrThrow();
    const { price_cents: price, available_milli: stock } = await offer();
    await expect(
      inTransaction(t.db, async (tx) => {
        await tx.kysely
          .updateTable('product_warehouse')
          .set({ price_cents: price + 1234 })
          .where('product_id', '=', P.voucher)
          .where('warehouse_id', '=', 5)
          .execute();
        const [inside] = await bundles.load(tx, [P.voucher], 5, today);
        expect(inside!.row.price_cents).toBe(price + 1234);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    try {
      // A committed change of the stock raises the warehouse's offers version to the same number.
      await t.db.kysely
        .updateTable('product_warehouse')
        .set({ available_milli: stock + 1000 })
        .where('product_id', '=', P.voucher)
        .where('warehouse_id', '=', 5)
        .execute();
      const [after] = await bundles.load(t.db, [P.voucher], 5, today);
      expect(after!.row.price_cents).toBe(price);
      expect(after!.row.available_milli).toBe(stock + 1000);
    } finally {
      await t.db.kysely
        .updateTable('product_warehouse')
        .set({ available_milli: stock })
        .where('product_id', '=', P.voucher)
        .where('warehouse_id', '=', 5)
        .execute();
    }
  });

  it('is kept by ProductBundles once its transaction has committed', async () => {
    const bundles = new ProductBundles();
    await inTransaction(t.db, async (tx) => {
      await bundles.load(tx, [P.percent], 5, today);
      expect(bundles.productsRead).toBe(1);
    });
    await bundles.load(t.db, [P.percent], 5, today);
    expect(bundles.productsRead).toBe(1);
  });

  it('is not kept by CartReferences under the references version a later committed change takes again', async () => {
    const references = new CartReferences();
    const storeId = 5;
    const { name } = await t.db.kysely
      .selectFrom('store')
      .select('name')
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow();
    await expect(
      inTransaction(t.db, async (tx) => {
        await tx.kysely
          .updateTable('store')
          .set({ name: 'Mai esistito' })
          .where('store_id', '=', storeId)
          .execute();
        const inside = await references.at(await referencesVersion(tx.kysely)).store(tx, storeId);
        expect(inside?.name).toBe('Mai esistito');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A committed change of the store (its name written again as it was) takes the same version.
    await t.db.kysely.updateTable('store').set({ name }).where('store_id', '=', storeId).execute();
    const after = await references.at(await referencesVersion()).store(t.db, storeId);
    expect(after?.name).toBe(name);
  });
});

describe("products' pictures", () => {
  it('are drawn again once the product is renamed', async () => {
    const picture = async () =>
      (await t.inject({ method: 'GET', url: `/img/products/${P.percent}.svg` })).body;
    const { name } = await t.db.kysely
      .selectFrom('product')
      .select('name')
      .where('product_id', '=', P.percent)
      .executeTakeFirstOrThrow();
    expect(await picture()).toContain('aria-label=');
    try {
      await t.db.kysely
        .updateTable('product')
        .set({ name: 'Biscotti Rinominati' })
        .where('product_id', '=', P.percent)
        .execute();
      expect(await picture()).toContain('aria-label="Biscotti Rinominati"');
    } finally {
      await t.db.kysely.updateTable('product').set({ name }).where('product_id', '=', P.percent).execute();
    }
    expect(await picture()).not.toContain('Biscotti Rinominati');
  });
});

describe('the answer cache past its lifetime', () => {
  /** A reply that keeps what is sent (the cache only types and sends it). */
  const reply = (): any => {
    const r: any = { sent: undefined, type: () => r, send: (b: Buffer) => ((r.sent = b.toString()), r) };
    return r;
  };
  const deferred = () => {
    let resolve!: (v: unknown) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  };

  /** Lets the promise callbacks already due run (no timer: one turn of the event loop). */
  const settled = () => new Promise((r) => setImmediate(r));

  it('answers the kept answer while one rebuild runs, then the rebuilt one', async () => {
    let now = 0;
    const cache = new AnswerCache(false, () => now);
    const builds: Array<ReturnType<typeof deferred>> = [];
    const load = () => {
      const d = deferred();
      builds.push(d);
      return d.promise;
    };
    const ask = async () =>
      ((await cache.send(reply(), 'v1', '/search?q=vino', z.unknown(), load)) as any).sent;

    const first = ask();
    builds[0]!.resolve({ n: 1 });
    expect(await first).toBe('{"n":1}');

    now = ANSWER_TTL_MS + 1;
    // Ten requests together past the lifetime: all answered at once, one rebuild started.
    expect(await Promise.all(Array.from({ length: 10 }, ask))).toEqual(Array(10).fill('{"n":1}'));
    expect(builds).toHaveLength(2);
    builds[1]!.resolve({ n: 2 });
    await settled();
    expect(await ask()).toBe('{"n":2}');
    expect(builds).toHaveLength(2);

    // A failed rebuild leaves the kept answer, and the next request starts another.
    now += ANSWER_TTL_MS + 1;
    expect(await ask()).toBe('{"n":2}');
    builds[2]!.reject(new Error('the search failed'));
    await settled();
    expect(await ask()).toBe('{"n":2}');
    expect(builds).toHaveLength(4);
    builds[3]!.resolve({ n: 3 });
    await settled();
    expect(await ask()).toBe('{"n":3}');

    // Bounded: an answer older than its lifetime and the stale window is built before it is sent.
    now += ANSWER_TTL_MS + ANSWER_STALE_MS + 1;
    const late = ask();
    expect(builds).toHaveLength(5);
    builds[4]!.resolve({ n: 4 });
    expect(await late).toBe('{"n":4}');
  });

  it('never answers from another version', async () => {
    const cache = new AnswerCache(false, () => 0);
    const send = async (version: string, body: unknown) =>
      ((await cache.send(reply(), version, '/products', z.unknown(), async () => body)) as any).sent;
    // Versions are opaque labels (catalogue.offers|shop day): only their equality matters.
    expect(await send('1.1|day-a', { v: 1 })).toBe('{"v":1}');
    expect(await send('1.2|day-a', { v: 2 })).toBe('{"v":2}');
  });
});
