import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';

// Content pages as the server sends them (decision 0053): their <head> from the content service,
// 404 for a slug that does not exist, and their URLs in the sitemap.

const INDEX_HTML = `<!doctype html><html lang="it"><head><meta charset="UTF-8" />
<meta name="description" content="Spesa: la spesa online." /><title>Spesa - La spesa online</title></head>
<body><div id="root"></div></body></html>`;
const ORIGIN = 'https://www.spesa.example';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-content-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ env: { WEB_DIST: dir, PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await t.inject({ method: 'GET', url });
  return { status: res.statusCode, html: res.body };
};
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('content page heads', () => {
  it('gives a static page its SEO title, description and canonical URL', async () => {
    const res = await page('/page/privacy');
    expect(res.status).toBe(200);
    expect(title(res.html)).toBe('Informativa sulla privacy | Spesa');
    expect(meta(res.html, 'description')).toBe(
      'Come Spesa tratta i tuoi dati personali e come esercitare i tuoi diritti.',
    );
    expect(res.html).toContain(`<link rel="canonical" href="${ORIGIN}/page/privacy"`);
  });

  it('describes a news post and a recipe as articles with their image', async () => {
    const news = await page('/news/meno-plastica');
    expect(title(news.html)).toBe('Meno plastica nelle nostre confezioni | Spesa');
    expect(meta(news.html, 'og:type')).toBe('article');
    expect(meta(news.html, 'og:image')).toBe(`${ORIGIN}/img/content/casa.svg`);
    const recipe = await page('/ricette/tiramisu');
    expect(recipe.status).toBe(200);
    expect(title(recipe.html)).toBe('Tiramisù | Spesa');
    expect(meta(recipe.html, 'description')).toMatch(/^Savoiardi, caffè/);
  });

  it('answers 404 for an unknown slug, and for a news slug under the recipes', async () => {
    for (const url of ['/page/non-esiste', '/news/non-esiste', '/ricette/meno-plastica']) {
      const res = await page(url);
      expect(res.status, url).toBe(404);
      expect(title(res.html)).toBe('Pagina non trovata | Spesa');
    }
  });

  it('lists pages, news and recipes in the sitemap', async () => {
    const res = await page('/sitemap-pages.xml');
    expect(res.html).toContain(`<loc>${ORIGIN}/page/chi-siamo</loc>`);
    expect(res.html).toContain(`<loc>${ORIGIN}/news/meno-plastica</loc>`);
    expect(res.html).toContain(`<loc>${ORIGIN}/ricette/risotto-alla-milanese</loc>`);
    expect(res.html).not.toContain('/ux-block');
  });
});
