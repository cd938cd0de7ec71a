import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { shopDate } from '../src/lib/clock.js';
import { ProductBundles } from '../src/modules/catalogue/index.js';
import { pricesVersion } from '../src/modules/catalogue/categories.repository.js';
import { TEST_NOW } from './helpers/app.js';
import { add, cartOf, lineOf, shoppers } from './helpers/cart.js';
import { status, type Caller } from './helpers/delivery.js';
import { expectedPrice } from './helpers/prices.js';
import { useTestApp } from './helpers/setup.js';

// The offers' version per warehouse (migration 0035, decision 0111): a change of a price, a stock
// or a promotion raises its warehouse's version only, in the same transaction, and a cart of that
// warehouse sees it at its next call, while the offers kept for the other warehouses stay kept.
// The stores, services and fee bands keep a version of their own. Runs on SQLite and, with
// TEST_DATABASE_URL, on PostgreSQL.

const t = useTestApp();
const shopper = shoppers(t, '10.57.1.');
const TODAY = shopDate(new Date(TEST_NOW));
/** Stores of the demo: Como sells from warehouse 10, Milano from warehouse 11. */
const COMO = { storeId: 10, warehouseId: 10 };
const MILANO = { storeId: 11, warehouseId: 11 };

async function versionsOf(warehouseId: number) {
  return t.db.kysely
    .selectFrom('warehouse_offer_version')
    .select(['version', 'price_version'])
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirstOrThrow();
}
async function allVersions(): Promise<Map<number, { version: number; price_version: number }>> {
  const rows = await t.db.kysely.selectFrom('warehouse_offer_version').selectAll().execute();
  return new Map(
    rows.map((r) => [r.warehouse_id, { version: Number(r.version), price_version: Number(r.price_version) }]),
  );
}
async function referencesVersion(): Promise<number> {
  const row = await t.db.kysely.selectFrom('reference_version').select('version').executeTakeFirstOrThrow();
  return Number(row.version);
}
const price = (productId: number, warehouseId: number) =>
  t.db.kysely
    .selectFrom('product_warehouse')
    .select(['price_cents', 'available_milli'])
    .where('product_id', '=', productId)
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirstOrThrow();
const setOffer = (
  productId: number,
  warehouseId: number,
  values: { price_cents?: number; available_milli?: number },
) =>
  t.db.kysely
    .updateTable('product_warehouse')
    .set(values)
    .where('product_id', '=', productId)
    .where('warehouse_id', '=', warehouseId)
    .execute();

/** A shopper whose cart sells from `store`'s warehouse. */
async function shopperAt(store: { storeId: number; warehouseId: number }): Promise<Caller> {
  const as = await shopper();
  const res = await as('POST', `store/select?store_id=${store.storeId}`);
  expect(status(res)).toBe(0);
  expect(res.body.data.warehouse.warehouseId).toBe(store.warehouseId);
  return as;
}

/** Products sold by the piece in warehouses 10 and 11, in stock, without any promotion or limit. */
let plain: number[];
beforeAll(async () => {
  const rows = await t.db.kysely
    .selectFrom('product as p')
    .innerJoin('product_warehouse as a', (j) =>
      j.onRef('a.product_id', '=', 'p.product_id').on('a.warehouse_id', '=', 10),
    )
    .innerJoin('product_warehouse as b', (j) =>
      j.onRef('b.product_id', '=', 'p.product_id').on('b.warehouse_id', '=', 11),
    )
    .select('p.product_id')
    .where('p.tipologia', '=', 'Pezzo')
    .where('p.min_acq_milli', 'is', null)
    .where('p.max_acq_milli', 'is', null)
    .where('p.qty_mult_milli', '=', 1000)
    .where('a.available_milli', '>', 10_000)
    .where('b.available_milli', '>', 10_000)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('warehouse_promo as wp')
            .select('wp.product_id')
            .whereRef('wp.product_id', '=', 'p.product_id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('product_option as o')
            .select('o.product_id')
            .whereRef('o.product_id', '=', 'p.product_id'),
        ),
      ),
    )
    .orderBy('p.product_id')
    .limit(4)
    .execute();
  plain = rows.map((r) => r.product_id);
  expect(plain).toHaveLength(4);
});

describe('one offers version per warehouse (migration 0035)', () => {
  it('has a row for every warehouse, one more for a warehouse added later, and no global rows left', async () => {
    const warehouses = await t.db.kysely
      .selectFrom('warehouse')
      .select('warehouse_id')
      .orderBy('warehouse_id')
      .execute();
    const versions = await allVersions();
    expect([...versions.keys()].sort((a, b) => a - b)).toEqual(warehouses.map((w) => w.warehouse_id));
    await t.db.kysely
      .insertInto('warehouse')
      .values({ warehouse_id: 990, name: 'Magazzino di prova', code: 'PROVA990' })
      .execute();
    expect(await versionsOf(990)).toMatchObject({ version: 1, price_version: 1 });
    // A warehouse gone keeps its row: its versions never start again.
    await t.db.kysely.deleteFrom('warehouse').where('warehouse_id', '=', 990).execute();
    expect(await versionsOf(990)).toMatchObject({ version: 1, price_version: 1 });
    for (const gone of ['offer_version', 'price_version'])
      await expect(sql`select version from ${sql.table(gone)}`.execute(t.db.kysely)).rejects.toThrow();
  });

  it('a price change in warehouse 10 shows at once in a cart of warehouse 10, and leaves warehouse 11 alone', async () => {
    const [productId] = plain;
    const como = await shopperAt(COMO);
    const milano = await shopperAt(MILANO);
    await add(como, productId!, 1);
    await add(milano, productId!, 1);
    const before = await allVersions();
    const references = await referencesVersion();
    const was = await price(productId!, 10);
    const milanoWas = lineOf(await cartOf(milano), productId!).unitPrice;

    await setOffer(productId!, 10, { price_cents: was.price_cents + 100 });

    const after = await allVersions();
    expect(after.get(10)).toEqual({
      version: before.get(10)!.version + 1,
      price_version: before.get(10)!.price_version + 1,
    });
    for (const [warehouseId, v] of before) if (warehouseId !== 10) expect(after.get(warehouseId)).toEqual(v);
    // Not an edit of the shop: the stores, services and fee bands keep theirs.
    expect(await referencesVersion()).toBe(references);

    const expected = (await expectedPrice(t.db, productId!, 10)).unitCents / 100;
    expect(expected).toBe((was.price_cents + 100) / 100);
    expect(lineOf(await cartOf(como), productId!).unitPrice).toBe(expected);
    // The next change's answer too (its reads run in its transaction).
    expect(lineOf((await add(como, productId!, 1)).body.data, productId!)).toMatchObject({
      unitPrice: expected,
      quantity: 2,
    });
    expect(lineOf(await cartOf(milano), productId!).unitPrice).toBe(milanoWas);
    await setOffer(productId!, 10, { price_cents: was.price_cents });
  });

  it("keeps warehouse 11's offers while warehouse 10's change, and reads warehouse 10's again", async () => {
    // A ProductBundles of its own (each CartService has one): its count of products read from the
    // database tells a kept answer from a read one.
    const bundles = new ProductBundles();
    const ids = plain.slice(0, 3);
    const load = async (warehouseId: number) => bundles.load(t.db, ids, warehouseId, TODAY);
    await load(11);
    await load(10);
    expect(bundles.productsRead).toBe(6);
    await load(11);
    await load(10);
    expect(bundles.productsRead).toBe(6);

    const was = await price(ids[0]!, 10);
    await setOffer(ids[0]!, 10, {
      price_cents: was.price_cents + 7,
      available_milli: was.available_milli - 1000,
    });
    const milano = await load(11);
    expect(bundles.productsRead).toBe(6);
    expect(milano.map((b) => b.row.price_cents)).toEqual(
      await Promise.all(ids.map(async (id) => (await price(id, 11)).price_cents)),
    );
    const como = await load(10);
    expect(bundles.productsRead).toBe(9);
    expect(como[0]!.row).toMatchObject({
      price_cents: was.price_cents + 7,
      available_milli: was.available_milli - 1000,
    });
    // A change of stock in warehouse 11 now reads warehouse 11's again, and 10's stay.
    const stock = await price(ids[1]!, 11);
    await setOffer(ids[1]!, 11, { available_milli: stock.available_milli - 1000 });
    await load(10);
    expect(bundles.productsRead).toBe(9);
    expect((await load(11))[1]!.row.available_milli).toBe(stock.available_milli - 1000);
    expect(bundles.productsRead).toBe(12);
    await setOffer(ids[0]!, 10, was);
    await setOffer(ids[1]!, 11, stock);
  });

  it("a stock change raises the warehouse's offers version only; a price or a promotion its price version too", async () => {
    const [productId] = plain;
    const catalogue = await pricesVersion(t.db);
    const was = await price(productId!, 12);
    let v = await versionsOf(12);
    await setOffer(productId!, 12, { available_milli: was.available_milli - 1000 });
    expect(await versionsOf(12)).toEqual({ version: v.version + 1, price_version: v.price_version });
    // The catalogue's answers, kept under the prices' version, stay for a change of stock.
    expect(await pricesVersion(t.db)).toBe(catalogue);
    // A price set to what it was is no change of price.
    v = await versionsOf(12);
    await setOffer(productId!, 12, { price_cents: was.price_cents });
    expect(await versionsOf(12)).toEqual({ version: v.version + 1, price_version: v.price_version });
    await setOffer(productId!, 12, { price_cents: was.price_cents + 1 });
    expect(await versionsOf(12)).toEqual({ version: v.version + 2, price_version: v.price_version + 1 });
    expect(await pricesVersion(t.db)).toBe(catalogue + 1);
    await setOffer(productId!, 12, was);
  });

  it("a chain's promotion (no warehouse) raises every warehouse's versions; a warehouse's, that warehouse's only", async () => {
    const [, productId] = plain;
    const nextId = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('warehouse_promo')
            .select((eb) => eb.fn.max('warehouse_promo_id').as('m'))
            .executeTakeFirstOrThrow()
        ).m,
      ) + 1;
    const promo = async (warehouseId: number | null) => ({
      warehouse_promo_id: await nextId(),
      product_id: productId!,
      warehouse_id: warehouseId,
      warehouse_promo_type_id: 1,
      header: '-20%',
      body: 'Sconto 20%',
      selectable: 0,
      discount_perc: 20,
      validity_date: '2026-11-01',
      expire_date: '2026-12-31',
    });
    const before = await allVersions();
    const chain = await promo(null);
    await t.db.kysely.insertInto('warehouse_promo').values(chain).execute();
    const afterChain = await allVersions();
    for (const [w, v] of before)
      expect(afterChain.get(w)).toEqual({ version: v.version + 1, price_version: v.price_version + 1 });
    await t.db.kysely
      .deleteFrom('warehouse_promo')
      .where('warehouse_promo_id', '=', chain.warehouse_promo_id)
      .execute();
    const own = await promo(11);
    await t.db.kysely.insertInto('warehouse_promo').values(own).execute();
    // Moved from warehouse 11 to 12: both raised.
    await t.db.kysely
      .updateTable('warehouse_promo')
      .set({ warehouse_id: 12 })
      .where('warehouse_promo_id', '=', own.warehouse_promo_id)
      .execute();
    await t.db.kysely
      .deleteFrom('warehouse_promo')
      .where('warehouse_promo_id', '=', own.warehouse_promo_id)
      .execute();
    const after = await allVersions();
    // Every warehouse: the chain's promotion deleted; 11: inserted, moved; 12: moved, deleted.
    for (const [w, v] of afterChain) {
      const raised = w === 11 || w === 12 ? 3 : 1;
      expect(after.get(w)).toEqual({ version: v.version + raised, price_version: v.price_version + raised });
    }
  });
});

describe('changes written in one transaction with other writes', () => {
  it('a promotion and a stock change written with an edit of the store show in the next call, none of them stale', async () => {
    const [, , productId] = plain;
    const como = await shopperAt(COMO);
    const before = lineOf((await add(como, productId!, 1)).body.data, productId!);
    expect(before.discount).toBe(0);
    const stock = await price(productId!, 10);
    const store = await t.db.kysely
      .selectFrom('store')
      .select('name')
      .where('store_id', '=', COMO.storeId)
      .executeTakeFirstOrThrow();
    const promoId =
      Number(
        (
          await t.db.kysely
            .selectFrom('warehouse_promo')
            .select((eb) => eb.fn.max('warehouse_promo_id').as('m'))
            .executeTakeFirstOrThrow()
        ).m,
      ) + 1;
    const versions = await versionsOf(10);
    const references = await referencesVersion();
    try {
      await inTransaction(t.db, async (tx) => {
        await tx.kysely
          .updateTable('store')
          .set({ name: 'Spesa Como Lago' })
          .where('store_id', '=', COMO.storeId)
          .execute();
        await tx.kysely
          .insertInto('warehouse_promo')
          .values({
            warehouse_promo_id: promoId,
            product_id: productId!,
            warehouse_id: 10,
            warehouse_promo_type_id: 1,
            header: '-50%',
            body: 'Sconto 50%',
            selectable: 0,
            discount_perc: 50,
            validity_date: '2026-11-01',
            expire_date: '2026-12-31',
          })
          .execute();
        await tx.kysely
          .updateTable('product_warehouse')
          .set({ available_milli: 7_000 })
          .where('product_id', '=', productId!)
          .where('warehouse_id', '=', 10)
          .execute();
      });
      expect(await versionsOf(10)).toEqual({
        version: versions.version + 2,
        price_version: versions.price_version + 1,
      });
      expect(await referencesVersion()).toBe(references + 1);
      const expected = await expectedPrice(t.db, productId!, 10);
      expect(expected.unitCents).toBeLessThan(Math.round(before.unitPrice * 100));
      const view = await cartOf(como);
      expect(view.store.name).toBe('Spesa Como Lago');
      expect(lineOf(view, productId!)).toMatchObject({
        unitPrice: expected.unitCents / 100,
        appliedPromoId: promoId,
      });
      expect(lineOf(view, productId!).discount).toBeGreaterThan(0);
      expect(lineOf(view, productId!).product.available).toBe(7);
      const changed = (await add(como, productId!, 1)).body.data;
      expect(changed.store.name).toBe('Spesa Como Lago');
      expect(lineOf(changed, productId!)).toMatchObject({ unitPrice: expected.unitCents / 100, quantity: 2 });
      expect(lineOf(changed, productId!).product.available).toBe(7);
    } finally {
      await t.db.kysely.deleteFrom('warehouse_promo').where('warehouse_promo_id', '=', promoId).execute();
      await setOffer(productId!, 10, { available_milli: stock.available_milli });
      await t.db.kysely
        .updateTable('store')
        .set({ name: store.name })
        .where('store_id', '=', COMO.storeId)
        .execute();
    }
    const restored = lineOf(await cartOf(como), productId!);
    expect(restored).toMatchObject({ unitPrice: before.unitPrice, discount: 0 });
    expect((await cartOf(como)).store.name).toBe(store.name);
  });

  it('a change rolled back raises nothing, and the next call answers the offer as it stayed', async () => {
    const [, , , productId] = plain;
    const como = await shopperAt(COMO);
    const before = lineOf((await add(como, productId!, 1)).body.data, productId!);
    const versions = await allVersions();
    await expect(
      inTransaction(t.db, async (tx) => {
        await tx.kysely
          .updateTable('product_warehouse')
          .set((eb) => ({ price_cents: eb('price_cents', '+', 500) }))
          .where('product_id', '=', productId!)
          .where('warehouse_id', '=', 10)
          .execute();
        throw new Error('the feed gives up');
      }),
    ).rejects.toThrow('the feed gives up');
    expect(await allVersions()).toEqual(versions);
    expect(lineOf(await cartOf(como), productId!).unitPrice).toBe(before.unitPrice);
  });
});
