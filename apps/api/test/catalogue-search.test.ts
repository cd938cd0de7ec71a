import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList, Suggestion } from '@spesa/domain';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (q: string, extra = '') => {
  const res = await t.get<ProductList>(`/ebsn/api/products?q=${encodeURIComponent(q)}${extra}`);
  expect(res.status).toBe(200);
  expect(res.body.response.status).toBe(0);
  return res.body.data;
};
const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '');

describe('search', () => {
  it('is accent-insensitive: caffe finds Caffè', async () => {
    const r = await search('caffe');
    expect(r.page.totItems).toBeGreaterThan(0);
    expect(r.products[0].name).toMatch(/Caffè/);
    expect((await search('caffè')).page.totItems).toBe(r.page.totItems);
  });

  it('matches singular and plural: mela finds Mele', async () => {
    const r = await search('mela');
    expect(r.products.some((p) => /\bMele\b/.test(p.name))).toBe(true);
    expect((await search('mele')).page.totItems).toBe(r.page.totItems);
  });

  it('tolerates one typo in words of five letters or more and says what it searched', async () => {
    const r = await search('mozarella');
    expect(r.page.totItems).toBeGreaterThan(0);
    expect(r.products.every((p) => fold(`${p.name} ${p.shortDescr ?? ''} ${p.description ?? ''}`).includes('mozzarell'))).toBe(true);
    expect(r.correctedQuery).toBe('mozzarella');
    // A short word is not "corrected" into something else.
    expect((await search('lete')).page.totItems).toBe(0);
  });

  it('ranks a name match above a brand or description match', async () => {
    const r = await search('latte', '&page_size=100');
    const inName = r.products.map((p) => /\blatte\b/.test(fold(p.name)));
    const firstNonName = inName.indexOf(false);
    expect(firstNonName).toBeGreaterThan(0);
    expect(inName.lastIndexOf(true)).toBeLessThan(firstNonName);
    // Products that only mention milk in their description still come, after.
    expect(r.products.length).toBeGreaterThan(firstNonName);
  });

  it('needs every word: "mozzarella bufala" is narrower than "mozzarella"', async () => {
    const broad = await search('mozzarella');
    const narrow = await search('mozzarella bufala');
    expect(narrow.page.totItems).toBeLessThanOrEqual(broad.page.totItems);
  });

  it('combines search with filters and facets', async () => {
    const r = await search('pasta', '&promo=true');
    expect(r.products.every((p) => p.warehousePromo !== null)).toBe(true);
  });

  it('survives odd and hostile queries', async () => {
    for (const q of ['"', '*', 'NEAR(a b)', "' OR 1=1 --", 'a AND OR NOT', '()[]{}:^', '😀🍎', 'ñandú', '   ', 'x'.repeat(1999)]) {
      const res = await t.get<ProductList>(`/ebsn/api/products?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.body.response.status).toBe(0);
    }
    const tooLong = await t.get(`/ebsn/api/products?q=${'x'.repeat(2100)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.response.errors[0].field).toBe('q');
  });
});

describe('GET /products/suggest', () => {
  it('completes a prefix with words, categories and products', async () => {
    const res = await t.get<{ suggestions: Suggestion[] }>('/ebsn/api/products/suggest?q=mozz');
    const s = res.body.data.suggestions;
    expect(s.some((x) => x.type === 'word' && x.name.startsWith('mozzarell'))).toBe(true);
    const products = s.filter((x) => x.type === 'product');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.slug && fold(p.name).includes('mozz'))).toBe(true);
  });

  it('forgives one typo while typing, as search does', async () => {
    const s = (await t.get<{ suggestions: Suggestion[] }>('/ebsn/api/products/suggest?q=mozarella')).body.data
      .suggestions;
    expect(s.some((x) => x.type === 'word' && fold(x.name).startsWith('mozzarell'))).toBe(true);
    const products = s.filter((x) => x.type === 'product');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => fold(p.name).includes('mozzarell'))).toBe(true);
  });

  it("ranks products named by the word first: 'mela' shows apples before vinegar, juice and baby food", async () => {
    const s = (await t.get<{ suggestions: Suggestion[] }>('/ebsn/api/products/suggest?q=mela')).body.data
      .suggestions;
    const names = s.filter((x) => x.type === 'product').map((p) => fold(p.name));
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]).toMatch(/^mel[ea]\b/);
    const firstOther = names.findIndex((n) => !/^mel[ea]\b/.test(n));
    if (firstOther >= 0) expect(names.slice(firstOther).some((n) => /^mel[ea]\b/.test(n))).toBe(false);
  });

  it('tells apart products of the same name by brand and size', async () => {
    for (const q of ['latte', 'lattuga', 'mela', 'acqua', 'pasta', 'mozzarella', 'birra']) {
      const s = (await t.get<{ suggestions: Suggestion[] }>(`/ebsn/api/products/suggest?q=${q}`)).body.data
        .suggestions;
      const products = s.filter((x) => x.type === 'product');
      for (const p of products) {
        const twins = products.filter((o) => o.name === p.name);
        if (twins.length > 1) expect(p.detail, p.name).toBeTruthy();
        else expect(p.detail ?? null).toBeNull();
      }
      const shown = products.map((p) => `${p.name} ${p.detail ?? ''}`);
      expect(new Set(shown).size, q).toBe(shown.length);
    }
  });

  it('suggests categories by name', async () => {
    const s = (await t.get<{ suggestions: Suggestion[] }>('/ebsn/api/products/suggest?q=surge')).body.data.suggestions;
    expect(s.some((x) => x.type === 'category' && x.name === 'Surgelati')).toBe(true);
  });

  it('answers nothing for an empty or symbol-only query', async () => {
    for (const q of ['', '%20', '***']) {
      const res = await t.get<{ suggestions: Suggestion[] }>(`/ebsn/api/products/suggest?q=${q}`);
      expect(res.body.data.suggestions).toEqual([]);
    }
  });
});
