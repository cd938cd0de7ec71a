/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { contentCaller, staffAndShopper, type Headers } from './helpers/content.js';
import { useTestApp } from './helpers/setup.js';

// The staff editor's side of the content service (decision 0051): staff write, schedule, publish
// and unpublish; shoppers see only what is published; HTML is sanitised on write.

const t = useTestApp();
let staff: Headers;
let customer: Headers;
beforeAll(async () => {
  ({ staff, customer } = await staffAndShopper(t));
});
const call = contentCaller(t);
const publicPage = async (slug: string) => (await call('GET', `/p/wp-json/wp/v2/pages?slug=${slug}`)).body;

describe('staff editor', () => {
  it('refuses visitors and customers', async () => {
    const body = { title: 'Prova', content: '<p>x</p>' };
    const visitor = await call('POST', '/p/wp-json/wp/v2/pages', { 'x-ebsn-client': 'site' }, body);
    expect(visitor.body.code).toBe('NOT_LOGGED_IN');
    const shopper = await call('POST', '/p/wp-json/wp/v2/pages', customer, body);
    expect(shopper.status).toBe(403);
    expect(shopper.body).toMatchObject({
      code: 'STAFF_ONLY',
      message: 'Questa funzione è riservata al personale del negozio.',
    });
    expect((await call('GET', '/p/wp-json/wp/v2/pages?status=draft', customer)).status).toBe(403);
    // Without the client header (a cross-site form): refused before anything else.
    expect(
      (await call('POST', '/p/wp-json/wp/v2/pages', { 'x-ebsn-session': staff['x-ebsn-session']! }, body))
        .status,
    ).toBe(403);
  });

  it('writes a draft, previews it, publishes it for shoppers and unpublishes it', async () => {
    const created = await call('POST', '/p/wp-json/wp/v2/pages', staff, {
      title: 'Orari di Natale',
      content: '<h2>Aperti</h2><p onclick="steal()">Tutti i giorni<script>alert(1)</script></p>',
      testo_validit: 'Dal 20 dicembre al 6 gennaio',
      meta: { seo_title: 'Orari di Natale | Spesa', seo_description: 'Gli orari dei negozi a Natale.' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'orari-di-natale',
      status: 'draft',
      title: { rendered: 'Orari di Natale' },
    });
    expect(created.body.content.rendered).toBe('<h2>Aperti</h2><p>Tutti i giorni</p>');
    const [stored] = await t.db.kysely
      .selectFrom('content_post')
      .select('content_html')
      .where('post_id', '=', created.body.id)
      .execute();
    expect(stored!.content_html).not.toMatch(/script|onclick/);
    expect(await publicPage('orari-di-natale')).toEqual([]);
    const preview = await call('GET', `/p/wp-json/wp/v2/pages/${created.body.id}?context=edit`, staff);
    expect(preview.body.status).toBe('draft');
    expect(preview.headers['cache-control']).toBe('private, no-store');

    const published = await call('POST', `/p/wp-json/wp/v2/pages/${created.body.id}`, staff, {
      status: 'publish',
    });
    expect(published.body.status).toBe('publish');
    const [seen] = await publicPage('orari-di-natale');
    expect(seen).toMatchObject({
      testo_validit: 'Dal 20 dicembre al 6 gennaio',
      meta: { seo_title: 'Orari di Natale | Spesa' },
    });
    expect(seen.content.rendered).toBe('<h2>Aperti</h2><p>Tutti i giorni</p>');

    // An update names only what changes: the title alone keeps the page published, with its text.
    const retitled = await call('POST', `/p/wp-json/wp/v2/pages/${created.body.id}`, staff, {
      title: 'Orari delle feste',
    });
    expect(retitled.body).toMatchObject({ status: 'publish', title: { rendered: 'Orari delle feste' } });
    const [still] = await publicPage('orari-di-natale');
    expect(still).toMatchObject({ title: { rendered: 'Orari delle feste' } });
    expect(still.content.rendered).toBe('<h2>Aperti</h2><p>Tutti i giorni</p>');
    expect(still.excerpt.rendered).toBe(seen.excerpt.rendered);

    await call('POST', `/p/wp-json/wp/v2/pages/${created.body.id}`, staff, { status: 'draft' });
    expect(await publicPage('orari-di-natale')).toEqual([]);
  });

  it('schedules a post: hidden until its date, listed for the editor with its status', async () => {
    const future = await call('POST', '/p/wp-json/wp/v2/posts', staff, {
      title: 'Saldi di gennaio',
      content: '<p>Dal 7 gennaio.</p>',
      status: 'publish',
      date: '2027-01-07T08:00:00Z',
    });
    expect(future.body.status).toBe('future');
    expect((await call('GET', '/p/wp-json/wp/v2/posts?slug=saldi-di-gennaio')).body).toEqual([]);
    const past = await call('POST', '/p/wp-json/wp/v2/posts', staff, {
      title: 'Già uscito',
      status: 'future',
      date: '2026-11-01T08:00:00Z',
    });
    expect(past.body.status).toBe('publish');
    expect((await call('GET', '/p/wp-json/wp/v2/posts?slug=gia-uscito')).body).toHaveLength(1);
    const list = await call('GET', '/p/wp-json/wp/v2/posts?status=any&per_page=100', staff);
    expect(list.body.find((p: any) => p.slug === 'saldi-di-gennaio').status).toBe('future');
    expect(Number(list.headers['x-wp-total'])).toBe(list.body.length);
  });

  it('refuses a duplicate slug, bad fields and an unknown id with WordPress errors', async () => {
    const dup = await call('POST', '/p/wp-json/wp/v2/pages', staff, {
      title: 'Chi siamo',
      slug: 'chi-siamo',
    });
    expect(dup.status).toBe(400);
    expect(dup.body.code).toBe('rest_duplicate_slug');
    const bad = await call('POST', '/p/wp-json/wp/v2/pages', staff, {
      title: '',
      slug: 'Non Valido!',
      status: 'boh',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('rest_invalid_param');
    expect(Object.keys(bad.body.data.params).sort()).toEqual(['slug', 'status', 'title']);
    expect((await call('POST', '/p/wp-json/wp/v2/pages/999999', staff, { title: 'x' })).status).toBe(404);
    const [privacy] = await publicPage('privacy');
    const taken = await call('POST', `/p/wp-json/wp/v2/pages/${privacy.id}`, staff, { slug: 'chi-siamo' });
    expect(taken.status).toBe(400);
    expect(taken.body.code).toBe('rest_duplicate_slug');
  });

  it('saves a menu by location', async () => {
    const saved = await call('PUT', '/p/wp-json/menus/v1/locations/footer', staff, {
      name: 'Footer',
      items: [
        { title: 'Chi siamo', url: '/page/chi-siamo' },
        { title: 'Natale', url: '/page/orari-di-natale' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(
      (await call('GET', '/p/wp-json/menus/v1/locations/footer')).body.items.map((i: any) => i.title),
    ).toEqual(['Chi siamo', 'Natale']);
    const bad = await call('PUT', '/p/wp-json/menus/v1/locations/footer', staff, {
      name: 'x',
      items: [{ title: 'x', url: 'javascript:alert(1)' }],
    });
    expect(bad.status).toBe(400);
    expect(
      (await call('PUT', '/p/wp-json/menus/v1/locations/footer', customer, { name: 'x', items: [] })).status,
    ).toBe(403);
  });

  it('shows staff the submissions of a form', async () => {
    const payload = new URLSearchParams({
      action: 'spesa_form_submit',
      form_id: 'contatti',
      key: 'editor-sub-0001',
      values: JSON.stringify({
        nome: 'Anna',
        cognome: 'Verdi',
        email: 'anna@example.com',
        argomento: 'altro',
        messaggio: 'Ciao',
        privacy: true,
      }),
    }).toString();
    const sent = await t.inject({
      method: 'POST',
      url: '/p/wp-admin/admin-ajax.php',
      headers: { 'x-ebsn-client': 'site', 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(sent.statusCode).toBe(200);
    const list = await call('GET', '/p/wp-json/spesa/v1/forms/contatti/submissions', staff);
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({
      values: { nome: 'Anna', messaggio: 'Ciao', privacy: true },
      files: [],
    });
    expect((await call('GET', '/p/wp-json/spesa/v1/forms/contatti/submissions', customer)).status).toBe(403);
  });
});
