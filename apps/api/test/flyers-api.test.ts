import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Leaflet, LeafletDetail, ProductList } from '@spesa/domain';
import { fixedClock } from '../src/lib/clock.js';
import { createTestApp, type TestApp } from './helpers/app.js';

// Weekly flyers: leaflet/search, leaflet/view, leaflet/product-search and their pictures, on the
// seeded demo flyers (two for every store, one for Milano's warehouse 11).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (query = '') => {
  const res = await t.get<{ leaflets: Leaflet[] }>(`/ebsn/api/leaflet/search${query}`);
  expect(res.status).toBe(200);
  expect(res.body.response.status).toBe(0);
  return res.body.data.leaflets;
};
const view = (param: string) => t.get<LeafletDetail>(`/ebsn/api/leaflet/view?leaflet_id=${encodeURIComponent(param)}`);

describe('leaflet/search', () => {
  it("lists the flyers valid today for the default store, with cover, first page and dates", async () => {
    const leaflets = await search();
    expect(leaflets.map((l) => l.slug)).toEqual(['offerte-della-settimana', 'prezzi-bassi-fino-a-natale']);
    for (const l of leaflets) {
      expect(l.warehouseId).toBeNull();
      expect(l.media.find((m) => m.formatTypeId === 12)?.url).toBe(`/img/leaflets/${l.leafletId}/cover.svg`);
      expect(l.firstPagePreview).toBe(`/img/leaflets/${l.leafletId}/page-1.svg`);
      expect(l.pageCount).toBeGreaterThanOrEqual(1);
      expect(l.validityDate <= '2026-11-23' && l.expireDate >= '2026-11-23').toBe(true);
    }
    expect(leaflets[0].pageCount).toBe(4);
    expect(leaflets[0].pageImages).toEqual([1, 2, 3, 4].map((n) => `/img/leaflets/${leaflets[0].leafletId}/page-${n}.svg`));
  });

  it("adds a store's own flyer for its warehouse, first by priority", async () => {
    const milano = await search('?parent_warehouse_id=11');
    expect(milano.map((l) => l.slug)).toEqual([
      'offerte-milano-porta-romana',
      'offerte-della-settimana',
      'prezzi-bassi-fino-a-natale',
    ]);
    expect(milano[0].warehouseId).toBe(11);
    expect((await search('?parent_warehouse_id=10')).map((l) => l.slug)).not.toContain('offerte-milano-porta-romana');
  });

  it('answers no flyer for an unknown warehouse but its chain-wide ones', async () => {
    expect((await search('?parent_warehouse_id=999999')).map((l) => l.warehouseId)).toEqual([null, null]);
  });

  it('refuses a malformed warehouse with 400 naming the field', async () => {
    for (const bad of ['abc', '-1', '0', '1e99', '99999999999']) {
      const res = await t.get(`/ebsn/api/leaflet/search?parent_warehouse_id=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.response.errors[0].field).toBe('parent_warehouse_id');
    }
  });
});

describe('leaflet/view', () => {
  it('answers the pages with hotspots inside the page and every hotspot product priced', async () => {
    const res = await view('offerte-della-settimana');
    expect(res.body.response.status).toBe(0);
    const { leaflet, products } = res.body.data;
    expect(leaflet.pages.map((p) => p.pageNumber)).toEqual([1, 2, 3, 4]);
    expect(leaflet.pageWidth / leaflet.pageHeight).toBeCloseTo(800 / 1120);
    const ids = leaflet.pages.flatMap((p) => p.hotspots.map((h) => h.productId));
    expect(ids.length).toBe(24);
    expect(new Set(ids).size).toBe(ids.length);
    for (const h of leaflet.pages.flatMap((p) => p.hotspots)) {
      expect(h.x).toBeGreaterThanOrEqual(0);
      expect(h.y).toBeGreaterThanOrEqual(0);
      expect(h.x + h.width).toBeLessThanOrEqual(1000);
      expect(h.y + h.height).toBeLessThanOrEqual(1000);
    }
    // The products follow the flyer's reading order and carry today's promotion and price.
    expect(products.map((p) => p.productId)).toEqual(ids);
    expect(products.every((p) => p.warehousePromo !== null && p.priceDisplay > 0)).toBe(true);
  });

  it('finds the same flyer by its numeric id', async () => {
    const bySlug = await view('prezzi-bassi-fino-a-natale');
    const byId = await view(String(bySlug.body.data.leaflet.leafletId));
    expect(byId.body.data).toEqual(bySlug.body.data);
  });

  it("refuses another store's flyer with its Italian message", async () => {
    const res = await view('offerte-milano-porta-romana');
    expect(res.status).toBe(200);
    expect(res.body.response.status).not.toBe(0);
    expect(res.body.response.errorsMessage[0]).toEqual({
      code: 'LEAFLET_OTHER_STORE',
      message: 'Questo volantino non è valido per il negozio che hai scelto.',
    });
  });

  it('answers LEAFLET_NOT_FOUND for unknown ids and slugs', async () => {
    for (const param of ['123456', 'volantino-che-non-esiste', '2147483647']) {
      const res = await view(param);
      expect(res.status).toBe(200);
      expect(res.body.response.errorsMessage[0].code).toBe('LEAFLET_NOT_FOUND');
      expect(res.body.data).toBeNull();
    }
  });

  it('refuses a missing, too long or malformed leaflet_id with 400', async () => {
    const cases = ['/ebsn/api/leaflet/view', `/ebsn/api/leaflet/view?leaflet_id=${'a'.repeat(10_000)}`];
    for (const bad of ['../etc', 'Volantino', "x' or 1=1", '', '-3', 'a%00b'])
      cases.push(`/ebsn/api/leaflet/view?leaflet_id=${encodeURIComponent(bad)}`);
    for (const url of cases) {
      const res = await t.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.response.errors[0].field).toBe('leaflet_id');
    }
  });
});

describe('leaflet/product-search', () => {
  it("pages through the flyer's products only", async () => {
    const detail = (await view('offerte-della-settimana')).body.data;
    const flyerIds = new Set(detail.products.map((p) => p.productId));
    const res = await t.get<ProductList>('/ebsn/api/leaflet/product-search?leaflet_id=offerte-della-settimana&page_size=10&page=2');
    expect(res.body.response.status).toBe(0);
    expect(res.body.data.page).toMatchObject({ totItems: 24, selPage: 2, itemsPerPage: 10 });
    expect(res.body.data.products).toHaveLength(10);
    expect(res.body.data.products.every((p) => flyerIds.has(p.productId))).toBe(true);
  });

  it('searches by text among them', async () => {
    const detail = (await view('offerte-della-settimana')).body.data;
    const word = detail.products[0].name.split(' ')[0];
    const res = await t.get<ProductList>(
      `/ebsn/api/leaflet/product-search?leaflet_id=${detail.leaflet.leafletId}&q=${encodeURIComponent(word)}`,
    );
    const found = res.body.data.products;
    expect(found.map((p) => p.productId)).toContain(detail.products[0].productId);
    const flyerIds = new Set(detail.products.map((p) => p.productId));
    expect(found.every((p) => flyerIds.has(p.productId))).toBe(true);
  });

  it('answers the same refusals as the view', async () => {
    const other = await t.get('/ebsn/api/leaflet/product-search?leaflet_id=offerte-milano-porta-romana');
    expect(other.body.response.errorsMessage[0].code).toBe('LEAFLET_OTHER_STORE');
    const unknown = await t.get('/ebsn/api/leaflet/product-search?leaflet_id=999');
    expect(unknown.body.response.errorsMessage[0].code).toBe('LEAFLET_NOT_FOUND');
    const bad = await t.get('/ebsn/api/leaflet/product-search?leaflet_id=1&page_size=tanti');
    expect(bad.status).toBe(400);
    expect(bad.body.response.errors[0].field).toBe('page_size');
  });
});

describe('flyer pictures', () => {
  it('draws the cover and each page as SVG, naming the products of the page', async () => {
    const detail = (await view('offerte-della-settimana')).body.data;
    const cover = await t.inject({ method: 'GET', url: `/img/leaflets/${detail.leaflet.leafletId}/cover.svg` });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.body).toContain('Offerte della settimana');
    const page = await t.inject({ method: 'GET', url: detail.leaflet.pages[1].imageUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pagina 2 di 4');
    const second = detail.products.find((p) => p.productId === detail.leaflet.pages[1].hotspots[0].productId)!;
    expect(page.body).toContain(second.name.replace(/&/g, '&amp;').slice(0, 10));
  });

  it('answers 404 for pages and flyers that do not exist, and for odd file names', async () => {
    for (const url of ['/img/leaflets/9001/page-99.svg', '/img/leaflets/9001/page-0.svg', '/img/leaflets/1/cover.svg', '/img/leaflets/9001/..%2Fx.svg', '/img/leaflets/abc/cover.svg']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('home blocks', () => {
  it('places the flyer slider and the page slider on the home page', async () => {
    const home = (await t.get<{ category: Category }>('/ebsn/api/category?slug=home')).body.data.category;
    const modes = home.categoryBlocks.map((b) => b.templateBlockType.modeName);
    expect(modes).toContain('LeafletSlider');
    expect(modes).toContain('OffertaSlider');
    const inLayout = home.layout.flatMap((r) => r.columns.flatMap((c) => c.blockIds));
    for (const b of home.categoryBlocks.filter((x) => /Leaflet|Offerta/.test(x.templateBlockType.modeName)))
      expect(inLayout).toContain(b.categoryBlockId);
  });
});

describe('validity', () => {
  it('no longer lists nor opens a flyer after its last day', async () => {
    const later = await createTestApp({ clock: fixedClock('2026-12-10T10:00:00Z') });
    try {
      const listed = (await later.get<{ leaflets: Leaflet[] }>('/ebsn/api/leaflet/search')).body.data.leaflets;
      expect(listed.map((l) => l.slug)).toEqual(['prezzi-bassi-fino-a-natale']);
      const res = await later.get('/ebsn/api/leaflet/view?leaflet_id=offerte-della-settimana');
      expect(res.body.response.errorsMessage[0].code).toBe('LEAFLET_NOT_FOUND');
    } finally {
      await later.close();
    }
  });
});
