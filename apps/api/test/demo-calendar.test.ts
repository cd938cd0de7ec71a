/* eslint-disable @typescript-eslint/no-explicit-any */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { DEMO_ANCHOR, keepDemoCurrent } from '../src/db/demo-calendar.js';
import { demoDataState } from '../src/db/demo.js';
import { fixedClock, shopDate } from '../src/lib/clock.js';
import { createTestApp, TEST_NOW, type TestApp } from './helpers/app.js';

/**
 * The demo stays alive whatever the day: its offers and flyers move forward by whole weeks to
 * the current one, once when seeded and then by the hourly job; staff's own rows never move.
 */
const DAY = 86_400_000;
const dayAfter = (days: number) => shopDate(new Date(Date.parse(TEST_NOW) + days * DAY));

let apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps) await t.close();
  apps = [];
});

async function app(at: string): Promise<TestApp> {
  const t = await createTestApp({ clock: fixedClock(at) });
  apps.push(t);
  return t;
}

const promosValidOn = async (t: TestApp, day: string) =>
  Number(
    (
      await t.db.kysely
        .selectFrom('warehouse_promo')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('validity_date', '<=', day)
        .where('expire_date', '>=', day)
        .executeTakeFirstOrThrow()
    ).n,
  );

const offers = async (t: TestApp) =>
  (await t.get<any>('/ebsn/api/products?promo=true&page_size=50')).body.data.products.length as number;
const flyers = async (t: TestApp) =>
  (await t.get<any>('/ebsn/api/leaflet/search')).body.data.leaflets.map((l: any) => l.slug) as string[];

describe(`the demo's calendar on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('is seeded for the tests’ own day: nothing to move on TEST_NOW', async () => {
    expect(shopDate(new Date(TEST_NOW)) >= DEMO_ANCHOR).toBe(true);
    const t = await app(TEST_NOW);
    expect(await keepDemoCurrent(t.db, shopDate(new Date(TEST_NOW)))).toBe(0);
  });

  it('a year later the shop still has the same offers and flyers, moved by whole weeks', async () => {
    const t = await app(TEST_NOW);
    const before = {
      promos: await promosValidOn(t, shopDate(new Date(TEST_NOW))),
      offers: await offers(t),
      flyers: await flyers(t),
    };
    expect(before.offers).toBeGreaterThan(0);

    const later = new Date(Date.parse(TEST_NOW) + 365 * DAY).toISOString();
    const moved = await keepDemoCurrent(t.db, shopDate(new Date(later)));
    expect(moved % 7).toBe(0);
    expect(moved).toBeGreaterThanOrEqual(364 - 6);

    const shifted = await app(later);
    // The app above was built on its own copy: move that copy too, as its job would.
    expect(await keepDemoCurrent(shifted.db, shopDate(new Date(later)))).toBe(moved);
    expect(await promosValidOn(shifted, dayAfter(moved))).toBe(before.promos);
    expect(await offers(shifted)).toBe(before.offers);
    expect(await flyers(shifted)).toEqual(before.flyers);
    // The badges say the moved ends ("Fino al 30/11" seeded, four weeks and more later now).
    const badges = await shifted.db.kysely
      .selectFrom('warehouse_promo')
      .select(['footer', 'expire_date'])
      .where('footer', 'like', 'Fino al %')
      .execute();
    expect(badges.length).toBeGreaterThan(0);
    for (const b of badges)
      expect(b.footer).toBe(`Fino al ${b.expire_date.slice(8, 10)}/${b.expire_date.slice(5, 7)}`);
    // Moved once: the next run finds nothing to do.
    expect(await keepDemoCurrent(shifted.db, shopDate(new Date(later)))).toBe(0);
  });

  it('two processes moving it at once move it once', async () => {
    const t = await app(TEST_NOW);
    const before = await promosValidOn(t, dayAfter(0));
    const today = dayAfter(30);
    const results = await Promise.all([keepDemoCurrent(t.db, today), keepDemoCurrent(t.db, today)]);
    expect(results.sort()).toEqual([0, 28]);
    expect(await promosValidOn(t, dayAfter(28))).toBe(before);
    const sample = await t.db.kysely
      .selectFrom('leaflet')
      .select(['validity_date'])
      .where('leaflet_id', '=', 9001)
      .executeTakeFirstOrThrow();
    // The weekly flyer began on Thursday 19 November in the seed: four weeks on, a Thursday again.
    expect(sample.validity_date).toBe('2026-12-17');
  });

  it('never moves what staff added after the seed', async () => {
    const t = await app(TEST_NOW);
    const { warehouse_promo_id: id, ...promo } = await t.db.kysely
      .selectFrom('warehouse_promo')
      .selectAll()
      .orderBy('warehouse_promo_id')
      .executeTakeFirstOrThrow();
    const own = id + 1_000_000;
    await t.db.kysely
      .insertInto('warehouse_promo')
      .values({ ...promo, warehouse_promo_id: own, validity_date: '2026-11-01', expire_date: '2026-11-30' })
      .execute();
    expect(await keepDemoCurrent(t.db, dayAfter(14))).toBe(14);
    const row = await t.db.kysely
      .selectFrom('warehouse_promo')
      .select(['validity_date', 'expire_date'])
      .where('warehouse_promo_id', '=', own)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ validity_date: '2026-11-01', expire_date: '2026-11-30' });
  });

  it('a shop without the demo has no calendar: the job does nothing', async () => {
    const t = await createTestApp({ empty: true });
    apps.push(t);
    expect(await keepDemoCurrent(t.db, dayAfter(400))).toBe(0);
  });
});

describe('demo data at start', () => {
  const state = (env: Record<string, string>) => demoDataState(loadConfig(env));
  it('is on for a shop that listens on this computer only, off on a public address', () => {
    expect(state({}).on).toBe(true);
    expect(state({ HOST: '::1' }).on).toBe(true);
    expect(state({ HOST: '0.0.0.0' })).toEqual({
      on: false,
      why: 'il negozio ascolta su 0.0.0.0; DEMO_DATA=true per caricarli',
    });
    expect(state({ HOST: '203.0.113.5' }).on).toBe(false);
  });

  it('follows DEMO_DATA when it is set', () => {
    expect(state({ HOST: '0.0.0.0', DEMO_DATA: 'true' }).on).toBe(true);
    expect(state({ DEMO_DATA: 'false' }).on).toBe(false);
  });
});
