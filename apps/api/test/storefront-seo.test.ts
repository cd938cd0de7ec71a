import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@spesa/domain';
import { createTestApp, type TestApp } from './helpers/app.js';

// What a search engine or a link preview reads without running the storefront's JavaScript:
// robots.txt, the sitemap, and each page's <head> (title, description, canonical, Open Graph,
// JSON-LD), with 404 for pages that do not exist.

const INDEX_HTML = `<!doctype html><html lang="it"><head><meta charset="UTF-8" />
<meta name="description" content="Spesa: la spesa online." /><title>Spesa - La spesa online</title></head>
<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

const ORIGIN = 'https://www.spesa.example';

let t: TestApp;
let dir: string;
let product: Product;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-seo-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ env: { WEB_DIST: dir, PUBLIC_ORIGIN: ORIGIN } });
  const list = await t.get<{ products: Product[] }>('/ebsn/api/products?page_size=50');
  product = list.body.data.products.find((p) => /^\d{13}$/.test(p.barcode) && p.available > 0)!;
  expect(product).toBeDefined();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await t.inject({ method: 'GET', url });
  return { status: res.statusCode, html: res.body, headers: res.headers };
};
const attr = (html: string, re: RegExp) => re.exec(html)?.[1];
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('robots.txt', () => {
  it('is plain text naming the sitemap, not the page HTML', async () => {
    const res = await page('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.html).toMatch(/^User-agent: \*/m);
    expect(res.html).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.html).not.toContain('<html');
  });
});

describe('sitemap', () => {
  it('indexes a pages file and product files that together list every category and product', async () => {
    const index = await page('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    const files = [...index.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files[0]).toBe(`${ORIGIN}/sitemap-pages.xml`);
    expect(files.length).toBeGreaterThanOrEqual(2);

    const pages = await page('/sitemap-pages.xml');
    expect(pages.html).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(pages.html).toContain(`<loc>${ORIGIN}/category/frutta</loc>`);

    const products: string[] = [];
    for (const file of files.slice(1)) {
      const res = await page(new URL(file).pathname);
      expect(res.status).toBe(200);
      products.push(...[...res.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
    }
    const total = (await t.get<{ page: { totItems: number } }>('/ebsn/api/products?page_size=1')).body.data.page
      .totItems;
    expect(products.length).toBe(total);
    expect(new Set(products).size).toBe(total);
    expect(products).toContain(`${ORIGIN}/product/${encodeURIComponent(product.slug)}`);
  });

  it('answers 404 for a product file past the end or a made-up number', async () => {
    for (const url of ['/sitemap-products-999.xml', '/sitemap-products-0.xml', '/sitemap-products-x.xml'])
      expect((await page(url)).status, url).toBe(404);
  });
});

describe('page head', () => {
  it('gives a product page its title, description, canonical URL, Open Graph tags and JSON-LD', async () => {
    const res = await page(`/product/${product.slug}?utm_source=volantino`);
    expect(res.status).toBe(200);
    const url = `${ORIGIN}/product/${encodeURIComponent(product.slug)}`;
    expect(attr(res.html, /<title>([^<]*)<\/title>/)).toContain(product.name.replace(/&/g, '&amp;'));
    expect(attr(res.html, /<link rel="canonical" href="([^"]*)"/)).toBe(url);
    expect(meta(res.html, 'og:type')).toBe('product');
    expect(meta(res.html, 'og:url')).toBe(url);
    expect(meta(res.html, 'og:image')).toMatch(/^https?:\/\//);
    expect(res.html.match(/<meta name="description"/g)).toHaveLength(1);

    const [ld, crumbs] = jsonLd(res.html);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: product.name,
      gtin13: product.barcode,
      offers: {
        priceCurrency: 'EUR',
        price: product.priceDisplay.toFixed(2),
        availability: 'https://schema.org/InStock',
      },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    const items = crumbs!.itemListElement as Array<{ name: string; position: number }>;
    expect(items[0]!.name).toBe('Home');
    expect(items.at(-1)!.name).toBe(product.name);
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
  });

  it('takes a category page title and description from its SEO metadata', async () => {
    const category = (await t.get<{ category: { metaData: { category_seo: Record<string, string> } } }>(
      '/ebsn/api/category?slug=frutta',
    )).body.data.category;
    const res = await page('/category/frutta-e-verdura/frutta');
    expect(res.status).toBe(200);
    expect(attr(res.html, /<title>([^<]*)<\/title>/)).toBe(category.metaData.category_seo.SEO_TITLE);
    expect(meta(res.html, 'description')).toBe(category.metaData.category_seo.SEO_DESCRIPTION);
    expect(attr(res.html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/category/frutta`);
    expect(jsonLd(res.html)[0]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('gives the home page the home SEO title', async () => {
    const res = await page('/');
    expect(res.status).toBe(200);
    expect(attr(res.html, /<title>([^<]*)<\/title>/)).toBe('Spesa online a domicilio in Lombardia | Spesa');
    expect(attr(res.html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/`);
  });

  it('escapes what the visitor typed into the search page head', async () => {
    const res = await page('/search?q=%3C%2Ftitle%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.status).toBe(200);
    expect(res.html).not.toContain('<script>alert(1)');
    expect(attr(res.html, /<title>([^<]*)<\/title>/)).toContain('&lt;/title&gt;');
  });

  it('keeps account pages out of search engines', async () => {
    const res = await page('/profile/dashboard');
    expect(res.status).toBe(200);
    expect(meta(res.html, 'robots')).toBe('noindex');
  });
});

describe('not found', () => {
  it('answers 404 with the storefront page for unknown products, categories and paths', async () => {
    for (const url of ['/product/non-esiste-123', '/category/non-esiste', '/pagina-inventata']) {
      const res = await page(url);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(attr(res.html, /<title>([^<]*)<\/title>/), url).toBe('Pagina non trovata | Spesa');
      expect(meta(res.html, 'robots'), url).toBe('noindex');
      expect(res.html, url).toContain('<div id="root">');
    }
  });

  it('answers 404 for an address under /profile that is no account page, 200 for those that are', async () => {
    for (const url of ['/profile/non-esiste', '/profile/orders/1/extra', '/profile/dashboard/x'])
      expect((await page(url)).status, url).toBe(404);
    for (const url of ['/profile', '/profile/dashboard', '/profile/orders/12', '/profile/addresses/manage', '/profile/lists/shared/abc'])
      expect((await page(url)).status, url).toBe(200);
  });

  it('refuses a path that is not valid percent-encoding as a bad request, not as an error', async () => {
    expect((await page('/product/%E0%A4%A')).status).toBe(400);
  });

  it('still answers unknown API paths with the envelope', async () => {
    const res = await t.inject({ method: 'GET', url: '/ebsn/api/non-esiste' });
    expect(res.statusCode).toBe(404);
    expect(res.json().response.errors[0].code).toBe('ROUTE_NOT_FOUND');
  });
});
