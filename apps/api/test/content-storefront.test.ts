import { describe, expect, it } from 'vitest';
import { STOREFRONT_ORIGIN, useStorefrontApp } from './helpers/storefront.js';

// Content pages as the server sends them (decision 0053): their <head> from the content service,
// 404 for a slug that does not exist, and their URLs in the sitemap.

const ORIGIN = STOREFRONT_ORIGIN;
const t = useStorefrontApp();

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

  it('gives /news and /ricette their index heads, and 404 past their last page', async () => {
    const news = await page('/news');
    expect(news.status).toBe(200);
    expect(title(news.html)).toBe('Notizie | Spesa');
    expect(news.html).toContain(`<link rel="canonical" href="${ORIGIN}/news"`);
    const recipes = await page('/ricette/');
    expect(recipes.status).toBe(200);
    expect(title(recipes.html)).toBe('Ricette | Spesa');
    const past = await page('/ricette?page=99');
    expect(past.status).toBe(404);
    expect(title(past.html)).toBe('Pagina non trovata | Spesa');
  });

  it("links a post's breadcrumb to its index", async () => {
    const news = await page('/news/meno-plastica');
    expect(news.html).toContain(`"name":"Notizie","item":"${ORIGIN}/news"`);
  });

  it('lists pages, news and recipes in the sitemap', async () => {
    const res = await page('/sitemap-pages.xml');
    expect(res.html).toContain(`<loc>${ORIGIN}/page/chi-siamo</loc>`);
    expect(res.html).toContain(`<loc>${ORIGIN}/news/meno-plastica</loc>`);
    expect(res.html).toContain(`<loc>${ORIGIN}/ricette/risotto-alla-milanese</loc>`);
    expect(res.html).toContain(`<loc>${ORIGIN}/news</loc>`);
    expect(res.html).toContain(`<loc>${ORIGIN}/ricette</loc>`);
    expect(res.html).not.toContain('/ux-block');
  });
});
