import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { isValidEan13, linePromotionOf, shopPrice } from '@spesa/domain';
import { createDatabase, type Db } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { m0022SqliteStatisticsWithoutSamples } from '../src/db/migrations/0022_sqlite_statistics_without_samples.js';
import {
  bannerSvg,
  productClassIconSvg,
  productImageSvg,
  seedCatalogue,
  seedDemoDataIfEmpty,
} from '../src/db/seed/index.js';
import { generateProducts } from '../src/db/seed/products.js';

let db: Db;

async function count(
  table:
    | 'product'
    | 'category'
    | 'vendor'
    | 'warehouse_promo'
    | 'product_warehouse'
    | 'product_affinity'
    | 'category_block',
): Promise<number> {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  db = createDatabase(':memory:');
  await migrate(db);
  await seedDemoDataIfEmpty(db);
});
afterAll(() => db.close());

describe('demo seed', () => {
  it('creates a full catalogue and marks it as seeded', async () => {
    expect(await count('product')).toBeGreaterThanOrEqual(600);
    expect(await count('vendor')).toBeGreaterThanOrEqual(40);
    const meta = await db.kysely.selectFrom('app_meta').selectAll().orderBy('key').execute();
    expect(meta).toEqual(expect.arrayContaining([{ key: 'demo_seed', value: '1' }]));
    // Raised by the catalogue tables' triggers as the seed wrote them (migration 0038).
    expect(Number(meta.find((m) => m.key === 'catalogue_version')?.value)).toBeGreaterThan(0);
    const warehouses = await db.kysely.selectFrom('warehouse').selectAll().orderBy('warehouse_id').execute();
    expect(warehouses.map((w) => w.warehouse_id)).toEqual([5, 10, 11, 12]);
    expect(warehouses[0]).toMatchObject({ name: 'Magazzino Globale', code: 'GLOBALE' });
    const stores = await db.kysely.selectFrom('store').selectAll().execute();
    expect(stores.find((s) => s.store_id === 5)).toMatchObject({ name: 'Store Globale', warehouse_id: 5 });
    expect(new Set(stores.map((s) => s.warehouse_id))).toEqual(new Set([5, 10, 11, 12]));
  });

  it('has at least 40 categories on three levels, a home page, and products only on leaves', async () => {
    const cats = await db.kysely.selectFrom('category').selectAll().execute();
    const tree = cats.filter((c) => c.kind === 'tree');
    expect(tree.length).toBeGreaterThanOrEqual(40);
    expect(new Set(tree.map((c) => c.depth))).toEqual(new Set([1, 2, 3]));
    expect(new Set(cats.map((c) => c.slug)).size).toBe(cats.length);
    for (const c of cats) {
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.description && c.seo_title && c.seo_description).toBeTruthy();
      if (c.parent_id !== null)
        expect(cats.find((p) => p.category_id === c.parent_id)!.depth).toBe(c.depth - 1);
    }
    expect(cats.find((c) => c.slug === 'home')).toMatchObject({
      kind: 'page',
      depth: 0,
      parent_id: null,
      name: 'Homepage',
    });
    const parents = new Set(cats.map((c) => c.parent_id));
    const used = await db.kysely.selectFrom('product').select('category_id').distinct().execute();
    for (const { category_id } of used) expect(parents.has(category_id)).toBe(false);
    // every leaf has products
    const leaves = tree.filter((c) => !parents.has(c.category_id));
    expect(new Set(used.map((u) => u.category_id))).toEqual(new Set(leaves.map((l) => l.category_id)));
  });

  it('gives every product a valid, unique Italian EAN-13 and unique slug and codes', async () => {
    const rows = await db.kysely
      .selectFrom('product')
      .select(['barcode', 'slug', 'cod_int', 'cod_var'])
      .execute();
    for (const r of rows) {
      expect(isValidEan13(r.barcode), r.barcode).toBe(true);
      expect(Number(r.barcode.slice(0, 2))).toBeGreaterThanOrEqual(80);
      expect(Number(r.barcode.slice(0, 2))).toBeLessThanOrEqual(83);
      expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(rows.map((r) => r.barcode)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => `${r.cod_int}/${r.cod_var}`)).size).toBe(rows.length);
  });

  it('uses all three TIPOLOGIA with consistent selling rules', async () => {
    const rows = await db.kysely.selectFrom('product').selectAll().execute();
    expect(new Set(rows.map((r) => r.tipologia))).toEqual(new Set(['Pezzo', 'Confezione', 'Sfuso']));
    for (const r of rows) {
      if (r.tipologia === 'Sfuso') {
        expect(r.weight_selling_milli).toBeGreaterThan(0);
        expect(r.step_selling_milli).toBeGreaterThan(0);
        expect(r).toMatchObject({
          weight_unit_selling: 'kg',
          weight_unit_base: 'kg',
          content_unit: 'kg',
          net_content_milli: 1000,
        });
      } else {
        expect(r.net_content_milli).toBeGreaterThan(0);
        expect(r.weight_description).toBeTruthy();
        expect(r.unit_selling).toBe('pz');
      }
      if (r.tipologia === 'Confezione') {
        expect(r.qty_mult_milli).toBeGreaterThan(1000);
        expect(r.logistic_packaging_items! * 1000).toBe(r.qty_mult_milli);
      } else expect(r.qty_mult_milli).toBe(1000);
    }
    expect(rows.some((r) => r.qty_locked === 1)).toBe(true);
    expect(rows.some((r) => r.min_acq_milli === 2000)).toBe(true);
    expect(rows.some((r) => r.max_acq_milli !== null)).toBe(true);
    expect(rows.some((r) => r.multi_pack === 2)).toBe(true);
    expect(rows.some((r) => r.product_class_rule_max_milli !== null)).toBe(true);
    expect(rows.some((r) => r.logistic_pallet_items === 24)).toBe(true);
  });

  it('applies Italian VAT: only 4/10/22, milk 4 %, wine 22 %', async () => {
    const rows = await db.kysely
      .selectFrom('product as p')
      .innerJoin('category as c', 'c.category_id', 'p.category_id')
      .select(['p.name', 'p.iva_pct', 'c.slug'])
      .execute();
    expect(new Set(rows.map((r) => r.iva_pct))).toEqual(new Set([4, 10, 22]));
    const milk = rows.filter((r) => r.slug === 'latte' && r.name.startsWith('Latte'));
    expect(milk.length).toBeGreaterThan(0);
    expect(milk.every((r) => r.iva_pct === 4)).toBe(true);
    const wine = rows.filter((r) => ['vini-rossi', 'vini-bianchi', 'spumanti-e-bollicine'].includes(r.slug));
    expect(wine.length).toBeGreaterThan(0);
    expect(wine.every((r) => r.iva_pct === 22)).toBe(true);
    expect(
      rows.filter((r) => r.slug === 'pasta' && r.name.startsWith('Spaghetti')).every((r) => r.iva_pct === 4),
    ).toBe(true);
    expect(rows.filter((r) => r.slug === 'detersivi').every((r) => r.iva_pct === 22)).toBe(true);
  });

  it('contains the products the storefront and search rely on', async () => {
    const names = (await db.kysely.selectFrom('product').select('name').execute()).map((r) => r.name);
    const has = (re: RegExp, min = 2) =>
      expect(names.filter((n) => re.test(n)).length, String(re)).toBeGreaterThanOrEqual(min);
    has(/^Mele\b/, 4);
    has(/^Mozzarella\b/);
    has(/^Caffè /);
    has(/^Arance\b/);
    has(/^Latte\b/);
    has(/^Spaghetti\b/);
    has(/^(Penne|Fusilli|Rigatoni|Farfalle)\b/);
    expect(new Set(names).size).toBeGreaterThan(names.length * 0.6);
  });

  it('prices every product in every warehouse, with promotions below the base price', async () => {
    expect(await count('product_warehouse')).toBe((await count('product')) * 4);
    const promos = await db.kysely.selectFrom('warehouse_promo').selectAll().execute();
    const products = await count('product');
    expect(promos.length).toBeGreaterThan(products * 0.08);
    expect(promos.length).toBeLessThan(products * 0.16);
    for (const promo of promos) {
      const prices = await db.kysely
        .selectFrom('product_warehouse')
        .selectAll()
        .where('product_id', '=', promo.product_id)
        .$if(promo.warehouse_id !== null, (q) => q.where('warehouse_id', '=', promo.warehouse_id!))
        .execute();
      expect(prices.length).toBe(promo.warehouse_id === null ? 4 : 1);
      // A base price only (decision 0096): the promotion's terms lower it, by the one price function.
      const terms = {
        promoId: promo.warehouse_promo_id,
        warehouseId: promo.warehouse_id,
        typeId: promo.warehouse_promo_type_id,
        selectable: promo.selectable === 1,
        discountCents: promo.discount_cents,
        discountPerc: promo.discount_perc,
        validityDate: promo.validity_date,
        expireDate: promo.expire_date,
      };
      for (const p of prices) {
        const offer = shopPrice(p.price_cents, linePromotionOf(terms)).offerUnitCents;
        expect(offer).toBeLessThan(p.price_cents);
        expect(offer).toBeGreaterThan(0);
      }
      expect(
        promo.validity_date >= '2026-11-01' &&
          promo.expire_date <= '2026-12-31' &&
          promo.validity_date <= promo.expire_date,
      ).toBe(true);
      if (promo.selectable)
        expect(promo.selectable_promo_text).toBe('Vuoi usare il buono sconto del 10% su questo articolo?');
    }
    expect(promos.some((p) => p.warehouse_id === null) && promos.some((p) => p.warehouse_id !== null)).toBe(
      true,
    );
    const unavailable = await db.kysely
      .selectFrom('product_warehouse')
      .select('product_id')
      .where('warehouse_id', '=', 5)
      .where('available_milli', '=', 0)
      .execute();
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.length).toBeLessThan(products * 0.06);
  });

  it('gives food products ingredients, allergens and the seven EU nutrition lines', async () => {
    const rows = await db.kysely
      .selectFrom('product as p')
      .innerJoin('category as c', 'c.category_id', 'p.category_id')
      .select(['p.name', 'p.ingredients', 'p.allergens', 'p.storage', 'p.nutrition_json', 'c.slug'])
      .where('c.slug', 'in', ['pasta', 'formaggi-freschi', 'biscotti-e-colazione', 'bovino'])
      .execute();
    for (const r of rows) {
      expect(r.ingredients && r.allergens && r.storage, r.name).toBeTruthy();
      const lines = JSON.parse(r.nutrition_json!) as Array<{ name: string; per100: string }>;
      expect(lines.map((l) => l.name)).toEqual([
        'Energia',
        'Grassi',
        'di cui acidi grassi saturi',
        'Carboidrati',
        'di cui zuccheri',
        'Proteine',
        'Sale',
      ]);
      expect(lines[0].per100).toMatch(/^\d+ kJ \/ \d+ kcal$/);
    }
  });

  it('marks frozen products, new products and classes', async () => {
    const frozen = await sql<{
      slug: string;
      surg: number;
    }>`select c2.slug, p.is_surgelato as surg from product p
      join category c on c.category_id = p.category_id join category c2 on c2.category_id = c.parent_id`.execute(
      db.kysely,
    );
    for (const r of frozen.rows) expect(r.surg).toBe(r.slug === 'surgelati' ? 1 : 0);
    const products = await count('product');
    const isNew = await db.kysely
      .selectFrom('product')
      .select('product_id')
      .where('is_new', '=', 1)
      .execute();
    expect(isNew.length).toBeGreaterThan(products * 0.04);
    expect(isNew.length).toBeLessThan(products * 0.12);
    const classes = await db.kysely.selectFrom('product_class').selectAll().execute();
    expect(classes.map((c) => c.name).sort()).toEqual([
      'Bio',
      'Prodotto locale',
      'Senza glutine',
      'Senza lattosio',
      'Vegano',
    ]);
    for (const c of classes) {
      expect(c.icon_source).toBe(`/img/classes/${c.slug}.svg`);
      expect(productClassIconSvg(c.slug)).toContain('<svg');
      const n = await db.kysely
        .selectFrom('product_product_class')
        .select('product_id')
        .where('product_class_id', '=', c.product_class_id)
        .execute();
      expect(n.length, c.name).toBeGreaterThan(0);
    }
  });

  it('links options and bought-together affinities', async () => {
    const options = await db.kysely.selectFrom('product_option').selectAll().execute();
    expect(new Set(options.map((o) => o.parameter_name))).toEqual(new Set(['slicing', 'cleaning', 'cut']));
    for (const o of options)
      expect((JSON.parse(o.options_json) as unknown[]).length).toBeGreaterThanOrEqual(2);
    const aff = await db.kysely.selectFrom('product_affinity').selectAll().execute();
    expect(aff.length).toBeGreaterThanOrEqual((await count('product')) * 3);
    expect(aff.every((a) => a.product_id !== a.other_product_id && a.score >= 1 && a.score <= 100)).toBe(
      true,
    );
  });

  it('builds a home page whose grid only references its own blocks, with images for every banner', async () => {
    const home = await db.kysely
      .selectFrom('category')
      .selectAll()
      .where('slug', '=', 'home')
      .executeTakeFirstOrThrow();
    const blocks = await db.kysely
      .selectFrom('category_block')
      .selectAll()
      .where('category_id', '=', home.category_id)
      .execute();
    const layout = JSON.parse(home.layout_json!) as Array<{
      columns: Array<{ xs: number; md: number; container: boolean; blockIds: number[] }>;
    }>;
    const ids = new Set(blocks.map((b) => b.category_block_id));
    const placed = layout.flatMap((r) => r.columns.flatMap((c) => c.blockIds));
    expect(new Set(placed)).toEqual(ids);
    expect(new Set(blocks.map((b) => b.mode_name))).toEqual(
      new Set([
        'BannerSlider',
        'BannerGrid',
        'ProductSlider',
        'ProductTab',
        'StaticImage',
        'StaticText',
        'CustomerCardHorizontal',
        'WordpressSlider',
        'UserPoints',
        'FidelityCardRow',
        'CrmProductSlider',
        'Tutorial',
      ]),
    );
    const offers = blocks.find((b) => JSON.parse(b.metadata_json).TITLE === 'Le offerte della settimana')!;
    expect(JSON.parse(offers.metadata_json).JSON_CONFIG).toMatchObject({ source: 'promo', limit: 12 });
    const hero = blocks.find((b) => b.mode_name === 'BannerSlider')!;
    const slides = await db.kysely
      .selectFrom('category_proposal')
      .selectAll()
      .where('category_block_id', '=', hero.category_block_id)
      .execute();
    expect(slides).toHaveLength(3);
    // The first-visit tutorial comes first, with its fixed ids and 'Scopri' on the last slide.
    expect(placed[0]).toBe(blocks.find((b) => b.mode_name === 'Tutorial')!.category_block_id);
    const tutorial = await db.kysely
      .selectFrom('category_proposal')
      .selectAll()
      .where('category_block_id', '=', placed[0]!)
      .orderBy('priority')
      .execute();
    expect(tutorial.map((p) => p.proposal_id)).toEqual([901, 902, 903]);
    expect(JSON.parse(tutorial[2]!.metadata_json).BTN_TEXT).toBe('Scopri');
    const proposals = await db.kysely.selectFrom('category_proposal').selectAll().execute();
    for (const p of proposals) {
      if (!p.img) continue;
      const slug = /^\/img\/banners\/([a-z0-9-]+)\.svg$/.exec(p.img)![1];
      expect(bannerSvg(slug), slug).toContain('viewBox="0 0 1200 400"');
    }
    expect(bannerSvg('offerte')).not.toBeNull();
    expect(bannerSvg('non-esiste')).toBeNull();
    const department = await db.kysely
      .selectFrom('category')
      .select('layout_json')
      .where('slug', '=', 'frutta-e-verdura')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(department.layout_json!).length).toBeGreaterThan(0);
  });

  it('draws product images by id with the name escaped', () => {
    const svg = productImageSvg({
      name: 'Crocchette per gatti & <tonno> "extra"',
      categorySlug: 'gatto',
      productId: 7,
    });
    expect(svg).toContain('viewBox="0 0 170 170"');
    expect(svg).toContain('&amp;');
    expect(svg).not.toMatch(/<tonno>/);
    expect(productImageSvg({ name: 'X', categorySlug: 'sconosciuta', productId: 1 })).toContain('<svg');
    expect(productImageSvg({ name: 'Mele Golden', categorySlug: 'mele-e-pere', productId: 3 })).toBe(
      productImageSvg({ name: 'Mele Golden', categorySlug: 'mele-e-pere', productId: 3 }),
    );
  });

  it('does not seed twice', async () => {
    const before = await count('product');
    await seedDemoDataIfEmpty(db);
    expect(await count('product')).toBe(before);
    expect(await count('category_block')).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    expect(generateProducts(300)).toEqual(generateProducts(300));
  });

  // Samples make SQLite compile statements again on every run (decision 0074).
  const statRows = async (table: 'sqlite_stat1' | 'sqlite_stat4') =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db.kysely)).rows[0]!.n);

  it('leaves the planner its per-index statistics but no samples', async () => {
    expect(await statRows('sqlite_stat1')).toBeGreaterThan(20);
    expect(await statRows('sqlite_stat4')).toBe(0);
  });

  it('migration 0022 removes the samples of a database analysed before', async () => {
    await sql`analyze`.execute(db.kysely);
    expect(await statRows('sqlite_stat4')).toBeGreaterThan(0);
    await m0022SqliteStatisticsWithoutSamples.up(db.kysely, 'sqlite');
    expect(await statRows('sqlite_stat4')).toBe(0);
    expect(await statRows('sqlite_stat1')).toBeGreaterThan(20);
  });
});

describe('seedCatalogue for benchmarks', () => {
  it('generates 5,000 products with unique barcodes', async () => {
    const big = createDatabase(':memory:');
    try {
      await migrate(big);
      const summary = await seedCatalogue(big, { products: 5000 });
      expect(summary.products).toBe(5000);
      const rows = await big.kysely.selectFrom('product').select(['barcode', 'slug']).execute();
      expect(rows).toHaveLength(5000);
      expect(new Set(rows.map((r) => r.barcode)).size).toBe(5000);
      expect(new Set(rows.map((r) => r.slug)).size).toBe(5000);
      const pw = await big.kysely
        .selectFrom('product_warehouse')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(pw.n)).toBe(20000);
      // seeded: the demo seed leaves it alone
      await seedDemoDataIfEmpty(big);
      expect(
        (
          await big.kysely
            .selectFrom('product')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ).toBe(5000);
    } finally {
      await big.close();
    }
  });
});
