/* eslint-disable @typescript-eslint/no-explicit-any */
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { useTestApp } from './helpers/setup.js';

// The content service under /p/wp-json, shaped like the WordPress REST API (decision 0051).

const t = useTestApp();
const get = async (url: string) => {
  const res = await t.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as any, headers: res.headers };
};

describe('posts, recipes, offers and pages', () => {
  it('lists news with the WordPress fields and the totals in headers', async () => {
    const res = await get('/p/wp-json/wp/v2/posts');
    expect(res.status).toBe(200);
    expect(res.headers['x-wp-total']).toBe('12');
    expect(res.headers['x-wp-totalpages']).toBe('2');
    expect(res.body).toHaveLength(10);
    const first = res.body[0];
    expect(first).toMatchObject({
      id: expect.any(Number),
      slug: 'arance-di-sicilia-arrivate',
      type: 'post',
      status: 'publish',
      link: expect.stringMatching(/\/news\/arance-di-sicilia-arrivate$/),
      title: { rendered: 'Sono arrivate le arance di Sicilia' },
      content: { rendered: expect.stringContaining('<p>'), protected: false },
      excerpt: { rendered: expect.any(String), protected: false },
      featured_image_url: '/img/content/agrumi.svg',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      testo_validit: '',
      meta: { seo_title: '', seo_description: expect.any(String) },
    });
    // Newest first.
    const dates = res.body.map((p: any) => p.date_gmt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages through to the last page and refuses the one after it', async () => {
    const last = await get('/p/wp-json/wp/v2/posts?per_page=5&page=3');
    expect(last.status).toBe(200);
    expect(last.body).toHaveLength(2);
    expect(last.headers['x-wp-totalpages']).toBe('3');
    const past = await get('/p/wp-json/wp/v2/posts?per_page=5&page=4');
    expect(past.status).toBe(400);
    expect(past.body).toEqual({
      code: 'rest_post_invalid_page_number',
      message: expect.any(String),
      data: { status: 400 },
    });
  });

  it.each([
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['orderby=evil', 'orderby'],
    ['categories=1,x', 'categories'],
  ])('answers a bad %s with rest_invalid_param', async (query, param) => {
    const res = await get(`/p/wp-json/wp/v2/posts?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(Object.keys(res.body.data.params)).toContain(param);
  });

  it('answers WordPress error shape for an unknown id and an empty list for an unknown slug', async () => {
    const unknown = await get('/p/wp-json/wp/v2/posts/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      code: 'rest_post_invalid_id',
      message: 'ID articolo non valido.',
      data: { status: 404 },
    });
    expect((await get('/p/wp-json/wp/v2/posts/abc')).status).toBe(404);
    const slug = await get('/p/wp-json/wp/v2/pages?slug=non-esiste');
    expect(slug.status).toBe(200);
    expect(slug.body).toEqual([]);
    expect(slug.headers['x-wp-total']).toBe('0');
    expect(slug.headers['x-wp-totalpages']).toBe('0');
    const route = await get('/p/wp-json/wp/v2/nothing');
    expect(route.status).toBe(404);
    expect(route.body.code).toBe('rest_no_route');
  });

  it('serves the demo pictures the posts name, and 404 for others', async () => {
    const res = await t.inject({ method: 'GET', url: '/img/content/agrumi.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toMatch(/^<svg /);
    expect((await t.inject({ method: 'GET', url: '/img/content/niente.svg' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/img/content/..%2F..%2Fetc.svg' })).statusCode).toBe(404);
  });

  it('reads one post by id with _embed', async () => {
    const [post] = (await get('/p/wp-json/wp/v2/posts?slug=meno-plastica')).body;
    const one = await get(`/p/wp-json/wp/v2/posts/${post.id}?_embed`);
    expect(one.body.slug).toBe('meno-plastica');
    expect(one.body._embedded['wp:featuredmedia'][0].source_url).toBe('/img/content/casa.svg');
    expect(one.body._embedded['wp:term'][0]).toEqual([
      expect.objectContaining({ slug: 'sostenibilita', taxonomy: 'category' }),
    ]);
  });

  it('gives a recipe its extras and links it under /ricette', async () => {
    const [recipe] = (await get('/p/wp-json/wp/v2/recipe?slug=risotto-alla-milanese')).body;
    expect(recipe).toMatchObject({
      type: 'recipe',
      link: expect.stringMatching(/\/ricette\/risotto-alla-milanese$/),
      recipe_cook_time: 30,
      recipe_cook_time_text: '30 min',
      rating: 4.8,
    });
    expect(recipe.recipe_ingredients[0]).toEqual({
      text: '320 g di riso Carnaroli',
      product_ids: [expect.any(Number)],
    });
    // Saffron: the demo catalogue has none, so it is linked to nothing (decision 0102).
    expect(recipe.recipe_ingredients[1]).toEqual({ text: '1 bustina di zafferano', product_ids: [] });
    expect(recipe.recipe_steps.length).toBeGreaterThan(2);
    // The product it maps to exists in the catalogue.
    const product = await t.get(`/ebsn/api/products?product_id=${recipe.recipe_ingredients[0].product_ids[0]}`);
    expect((product.body.data as any).products.map((p: any) => p.name)).toEqual(['Riso Carnaroli']);
  });

  it('lists recipes by category (8 per page for a taxonomy query) and searches', async () => {
    const [dolci] = (await get('/p/wp-json/wp/v2/categories?slug=dolci')).body;
    const res = await get(`/p/wp-json/wp/v2/recipe?categories=${dolci.id}`);
    expect(res.body.map((r: any) => r.slug).sort()).toEqual([
      'panettone-farcito',
      'tiramisu',
      'torta-di-mele',
    ]);
    const search = await get('/p/wp-json/wp/v2/recipe?search=MASCARPONE');
    expect(search.body.map((r: any) => r.slug).sort()).toEqual(['panettone-farcito', 'tiramisu']);
    expect((await get('/p/wp-json/wp/v2/recipe?search=100%25_')).body).toEqual([]);
    const all = await get('/p/wp-json/wp/v2/posts?categories=' + dolci.id + ',999');
    expect(all.status).toBe(200);
  });

  it('serves pages by slug with validity text and SEO meta, and offers', async () => {
    const [privacy] = (await get('/p/wp-json/wp/v2/pages?slug=privacy')).body;
    expect(privacy).toMatchObject({
      type: 'page',
      link: expect.stringMatching(/\/page\/privacy$/),
      testo_validit: 'Aggiornata al 1 ottobre 2026',
      meta: { seo_title: 'Informativa sulla privacy | Spesa', seo_description: expect.any(String) },
    });
    const [offer] = (await get('/p/wp-json/wp/v2/offerta')).body;
    expect(offer.testo_validit).toMatch(/Offerta valida/);
  });

  it('hides drafts and scheduled posts until their time, and strips script from stored content', async () => {
    await inTransaction(t.db, async (tx) => {
      const base = {
        post_type: 'page' as const,
        title: 'T',
        excerpt_html: '',
        featured_image_url: null,
        modified_at: '2026-01-01T00:00:00.000Z',
        testo_validit: null,
        seo_title: null,
        seo_description: null,
        recipe_cook_time: null,
        recipe_cook_time_text: null,
        rating_tenths: null,
        valid_from: null,
        valid_to: null,
      };
      await tx.kysely
        .insertInto('content_post')
        .values([
          {
            ...base,
            slug: 'bozza',
            status: 'draft',
            content_html: '<p>x</p>',
            published_at: '2026-01-01T00:00:00.000Z',
          },
          {
            ...base,
            slug: 'domani',
            status: 'future',
            content_html: '<p>x</p>',
            published_at: '2026-11-24T10:00:00.000Z',
          },
          // Written around the service (an old row): still cleaned when read.
          {
            ...base,
            slug: 'vecchia',
            status: 'publish',
            content_html:
              '<p onclick="x()">Ciao<script>alert(1)</script><a href="javascript:alert(2)">l</a></p>',
            published_at: '2026-01-01T00:00:00.000Z',
          },
        ])
        .execute();
    });
    expect((await get('/p/wp-json/wp/v2/pages?slug=bozza')).body).toEqual([]);
    expect((await get('/p/wp-json/wp/v2/pages?slug=domani')).body).toEqual([]);
    const [old] = (await get('/p/wp-json/wp/v2/pages?slug=vecchia')).body;
    expect(old.content.rendered).toBe('<p>Ciao<a>l</a></p>');
  });
});

describe('menus, sliders, ux-blocks and search', () => {
  it('answers the footer menu by location', async () => {
    const res = await get('/p/wp-json/menus/v1/locations/footer');
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: any) => i.url)).toContain('/page/chi-siamo');
    expect(res.body.items[0]).toMatchObject({ ID: expect.any(Number), title: 'Chi siamo', menu_order: 1 });
    expect((await get('/p/wp-json/menus/v1/locations/nessuno')).status).toBe(404);
  });

  it('lists sliders valid on a date and by slug', async () => {
    const on = await get('/p/wp-json/wp/v2/sliders?date=2026-12-01');
    expect(on.body.map((s: any) => s.slug)).toEqual(['home-natale']);
    expect(on.body[0].slides).toHaveLength(2);
    expect((await get('/p/wp-json/wp/v2/sliders?date=2027-01-10')).body).toEqual([]);
    expect((await get('/p/wp-json/wp/v2/sliders?slug=home-natale')).body).toHaveLength(1);
    expect((await get('/p/wp-json/wp/v2/sliders?date=domani')).status).toBe(400);
  });

  it('serves ux-blocks by slug', async () => {
    const [block] = (await get('/p/wp-json/wp/v2/ux-blocks?slug=banner-consegna-gratuita')).body;
    expect(block.content.rendered).toContain('Consegna gratuita');
  });

  it('searches across types with storefront URLs', async () => {
    const res = await get('/p/wp-json/wp/v2/search?search=formaggi');
    expect(res.status).toBe(200);
    const subtypes = new Set(res.body.map((r: any) => r.subtype));
    expect(subtypes.has('post')).toBe(true);
    expect(res.body[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      url: expect.any(String),
      type: 'post',
    });
    expect(Number(res.headers['x-wp-total'])).toBe(res.body.length);
    const recipes = await get('/p/wp-json/wp/v2/search?search=mascarpone&subtype=recipe');
    expect(recipes.body.every((r: any) => r.url.includes('/ricette/'))).toBe(true);
  });
});
