import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, CategoryBlock, CategoryNode } from '@spesa/domain';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.categories)]);

describe('GET /category (tree)', () => {
  it('answers the three-level tree with product counts rolled up', async () => {
    const { status, body } = await t.get<{ categories: CategoryNode[] }>('/ebsn/api/category?filtered=true&depth=3');
    expect(status).toBe(200);
    expect(body.response.status).toBe(0);
    const all = flatten(body.data.categories);
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((c) => c.depth))).toEqual(new Set([1, 2, 3]));
    for (const top of body.data.categories) {
      const below = top.categories.reduce((s, c) => s + c.productCount, 0);
      expect(top.productCount).toBe(below);
    }
    expect(body.data.categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Frutta e verdura', 'Surgelati', 'Bevande']));
  });

  it('stops at the requested depth', async () => {
    const { body } = await t.get<{ categories: CategoryNode[] }>('/ebsn/api/category?depth=1');
    expect(body.data.categories.length).toBeGreaterThan(5);
    expect(body.data.categories.every((c) => c.categories.length === 0)).toBe(true);
  });

  it('refuses a depth that is not a number with 400 and the field name', async () => {
    const { status, body } = await t.get('/ebsn/api/category?depth=lots');
    expect(status).toBe(400);
    expect(body.response.status).not.toBe(0);
    expect(body.response.errors[0].field).toContain('depth');
  });
});

describe('GET /category (one)', () => {
  it('answers a leaf category with its breadcrumb and SEO data', async () => {
    const tree = (await t.get<{ categories: CategoryNode[] }>('/ebsn/api/category?depth=3')).body.data.categories;
    const top = tree.find((c) => c.name === 'Frutta e verdura')!;
    const leaf = top.categories[0].categories[0];
    const { body } = await t.get<{ category: Category }>(`/ebsn/api/category?slug=${leaf.slug}`);
    const c = body.data.category;
    expect(c.categoryId).toBe(leaf.categoryId);
    expect(c.breadcrumb.map((b) => b.slug)).toEqual([top.slug, top.categories[0].slug, leaf.slug]);
    expect(c.metaData.category_seo.SEO_TITLE.length).toBeGreaterThan(0);
    expect(c.productCount).toBe(leaf.productCount);
    const byId = await t.get<{ category: Category }>(`/ebsn/api/category?categoryId=${leaf.categoryId}`);
    expect(byId.body.data.category.slug).toBe(leaf.slug);
  });

  it('answers a top category with its subcategories', async () => {
    const { body } = await t.get<{ category: Category }>('/ebsn/api/category?slug=frutta-e-verdura');
    expect(body.data.category.categories.length).toBeGreaterThanOrEqual(2);
  });

  it('says "Pagina non trovata" for an unknown slug or id, with a code', async () => {
    for (const url of ['/ebsn/api/category?slug=non-esiste', '/ebsn/api/category?categoryId=999999']) {
      const { status, body } = await t.get(url);
      expect(status).toBe(200);
      expect(body.response.status).toBe(1);
      expect(body.response.errorsMessage[0]).toEqual({ code: 'NOT_FOUND', message: 'Pagina non trovata, impossibile continuare' });
      expect(body.data).toBeNull();
    }
  });

  it('answers the home page with its grid and product blocks filled', async () => {
    const { body } = await t.get<{ category: Category }>('/ebsn/api/category?slug=home');
    const home = body.data.category;
    expect(home.layout.length).toBeGreaterThan(2);
    const blockIds = new Set(home.categoryBlocks.map((b) => b.categoryBlockId));
    for (const row of home.layout) for (const col of row.columns) for (const id of col.blockIds) expect(blockIds.has(id)).toBe(true);
    const modes = home.categoryBlocks.map((b) => b.templateBlockType.modeName);
    expect(modes).toEqual(expect.arrayContaining(['BannerSlider', 'ProductSlider', 'StaticText']));
    const slider = home.categoryBlocks.find((b) => b.templateBlockType.modeName === 'ProductSlider')!;
    expect(slider.products.length).toBeGreaterThan(0);
    const banner = home.categoryBlocks.find((b) => b.templateBlockType.modeName === 'BannerSlider')!;
    expect(banner.proposals.length).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /category-block/info', () => {
  it('answers one block by id, with its proposals', async () => {
    const home = (await t.get<{ category: Category }>('/ebsn/api/category?slug=home')).body.data.category;
    const id = home.categoryBlocks[0].categoryBlockId;
    const { body } = await t.get<CategoryBlock>(`/ebsn/api/category-block/info?categoryBlockId=${id}`);
    expect(body.response.status).toBe(0);
    expect(body.data.categoryBlockId).toBe(id);
    expect(body.data.proposals).toEqual(home.categoryBlocks[0].proposals);
  });

  it('answers a coded error for an unknown block and 400 for a malformed id', async () => {
    const unknown = await t.get('/ebsn/api/category-block/info?categoryBlockId=987654');
    expect(unknown.body.response.errorsMessage[0].code).toBe('NOT_FOUND');
    const bad = await t.get('/ebsn/api/category-block/info?categoryBlockId=-4');
    expect(bad.status).toBe(400);
    const missing = await t.get('/ebsn/api/category-block/info');
    expect(missing.status).toBe(400);
  });
});

describe('department pages', () => {
  it("show only the department's own offers", async () => {
    const { body } = await t.get<{ category: Category }>('/ebsn/api/category?slug=frutta-e-verdura');
    const c = body.data.category;
    const offers = c.categoryBlocks.find((b) => b.templateBlockType.modeName === 'ProductSlider');
    expect(offers?.products.length).toBeGreaterThan(0);
    const tree = (await t.get<{ categories: CategoryNode[] }>('/ebsn/api/category?depth=3')).body.data.categories;
    const inDept = new Set(flatten(tree.filter((n) => n.slug === 'frutta-e-verdura')).map((n) => n.categoryId));
    for (const p of offers!.products) {
      expect(inDept.has(p.categoryId), p.name).toBe(true);
      expect(p.warehousePromo).not.toBeNull();
    }
  });
});
