import { describe, expect, it } from 'vitest';
import { STOREFRONT_ORIGIN, useStorefrontApp } from './helpers/storefront.js';

// The Flyer route as the server sends it: its <head> names the flyer (title, description,
// canonical under the slug, the cover as preview image); an unknown flyer is a 404 page.

const ORIGIN = STOREFRONT_ORIGIN;
const t = useStorefrontApp();

describe('the Flyer route on the server', () => {
  it('names the flyer in the head, by slug or by id, with the slug as canonical', async () => {
    for (const url of ['/volantino/offerte-della-settimana', '/volantino/9001']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Volantino Offerte della settimana | Spesa</title>');
      expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/volantino/offerte-della-settimana"`);
      expect(res.body).toContain(`${ORIGIN}/img/leaflets/9001/cover.svg`);
    }
  });

  it('answers 404 for a flyer that does not exist, and for a deeper path', async () => {
    for (const url of ['/volantino/non-esiste', '/volantino/123456', '/volantino/a/b']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('lists the flyers valid today, of every store, in the sitemap of pages', async () => {
    const res = await t.inject({ method: 'GET', url: '/sitemap-pages.xml' });
    expect(res.statusCode).toBe(200);
    for (const slug of ['offerte-della-settimana', 'prezzi-bassi-fino-a-natale', 'offerte-milano-porta-romana'])
      expect(res.body).toContain(`<loc>${ORIGIN}/volantino/${slug}</loc>`);
  });
});
