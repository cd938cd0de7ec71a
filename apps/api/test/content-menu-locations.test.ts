import { beforeAll, describe, expect, it } from 'vitest';
import { contentCaller, staffAndShopper, type Headers } from './helpers/content.js';
import { useTestApp } from './helpers/setup.js';

// GET /p/wp-json/menus/v1/locations (issue 40): the theme locations and the menu of each, as the
// WP-REST-API V2 Menus plugin answers it (an object keyed by location, each with its slug and the
// nav_menu term), public, and following the staff editor's changes.

const t = useTestApp();
const call = contentCaller(t);
let staff: Headers;
const onPg = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  ({ staff } = await staffAndShopper(t, 230));
});

describe(`menus/v1/locations on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('answers every location with its menu, to anyone', async () => {
    const res = await call('GET', '/p/wp-json/menus/v1/locations');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['footer', 'header']);
    const footer = (await call('GET', '/p/wp-json/menus/v1/locations/footer')).body;
    expect(res.body.footer).toEqual({
      slug: 'footer',
      menu: {
        term_id: footer.term_id,
        name: footer.name,
        slug: 'footer',
        term_group: 0,
        term_taxonomy_id: footer.term_id,
        taxonomy: 'nav_menu',
        description: '',
        parent: 0,
        count: footer.items.length,
        filter: 'raw',
      },
    });
    expect(res.headers['cache-control']).toContain('public');
  });

  it('follows the editor: a new location appears, a deleted one goes', async () => {
    const put = await call('PUT', '/p/wp-json/menus/v1/locations/promo', staff, {
      name: 'Promozioni',
      items: [{ title: 'Offerte', url: '/offerte' }],
    });
    expect(put.status).toBe(200);
    const withPromo = (await call('GET', '/p/wp-json/menus/v1/locations')).body;
    expect(withPromo.promo).toMatchObject({ slug: 'promo', menu: { name: 'Promozioni', count: 1 } });
    expect((await call('DELETE', '/p/wp-json/menus/v1/locations/promo', staff)).status).toBe(200);
    expect(Object.keys((await call('GET', '/p/wp-json/menus/v1/locations')).body)).toEqual([
      'footer',
      'header',
    ]);
  });
});
