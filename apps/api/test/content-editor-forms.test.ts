/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES } from '@spesa/domain';
import { mailsTo } from './helpers/accounts.js';
import { contentCaller, staffAndShopper, type Headers } from './helpers/content.js';
import { useTestApp } from './helpers/setup.js';

// The staff editor's forms, sliders, ux-blocks, menus and deletes (issue 17): staff only, bad
// input refused with Italian messages and nothing stored, HTML sanitised.

const t = useTestApp();
let staff: Headers;
let customer: Headers;
beforeAll(async () => {
  ({ staff, customer } = await staffAndShopper(t, 220));
});
const call = contentCaller(t);
const FORMS = '/p/wp-json/spesa/v1/forms';

/** One field of each of the 21 types, with what that type needs. */
const everyType = () =>
  FORM_FIELD_TYPES.map((type) => ({
    key: `f_${type}`,
    type,
    label: `Campo ${type}`,
    ...(type.startsWith('list') &&
      type !== 'listcountry' && {
        options: [
          { label: 'Uno', value: '1' },
          { label: 'Due', value: '2' },
        ],
      }),
    ...(type === 'number' && { num_min: 1, num_max: 10, num_step: 1 }),
    ...(type === 'file_upload' && { upload_types: 'pdf, JPG' }),
    ...(type === 'html' && {
      value: '<p onclick="x()">Leggi <a href="javascript:alert(1)">qui</a></p><script>1</script>',
    }),
    ...(type === 'textbox' && { required: true, input_limit: 20, default: '$user.email' }),
  }));

const newForm = (over: Record<string, unknown> = {}) => ({
  slug: 'prova-tutti-i-campi',
  settings: { title: 'Prova', success_message: 'Ricevuto!' },
  mail_to: 'prove@spesa.example',
  fields: everyType(),
  ...over,
});

describe('forms in the editor', () => {
  it('is for staff only', async () => {
    const visitor = { 'x-ebsn-client': 'site' };
    expect((await call('GET', FORMS, visitor)).body.code).toBe('NOT_LOGGED_IN');
    expect((await call('GET', FORMS, customer)).status).toBe(403);
    expect((await call('POST', FORMS, customer, newForm())).status).toBe(403);
    expect((await call('DELETE', `${FORMS}/1`, customer)).status).toBe(403);
    const list = await call('GET', FORMS, staff);
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.body.map((f: any) => f.slug)).toEqual(['contatti', 'reclami', 'richiesta-ordine']);
    expect(list.body[0].mail_to).toBe('servizio.clienti@spesa.example');
  });

  it('creates a form with every field type, sanitised, that shoppers can then fill in', async () => {
    const created = await call('POST', FORMS, staff, newForm());
    expect(created.status).toBe(201);
    const html = created.body.fields.find((f: any) => f.type === 'html');
    expect(html.value).toBe('<p>Leggi <a>qui</a></p>');
    expect(created.body.fields.map((f: any) => f.order)).toEqual(
      FORM_FIELD_TYPES.map((_, i) => (i + 1) * 10),
    );
    expect(created.body.fields.find((f: any) => f.type === 'file_upload').upload_types).toBe('pdf,jpg');

    const definition = await call('GET', `${FORMS}/get_mail_pars?form_id=prova-tutti-i-campi`);
    expect(definition.body.settings).toEqual({
      title: 'Prova',
      success_message: 'Ricevuto!',
      login_required: false,
    });
    expect(definition.body.fields).toHaveLength(21);
    expect(definition.body.mail_to).toBeUndefined();

    // The editor changes it: a shorter form mailed elsewhere.
    const updated = await call('POST', `${FORMS}/${created.body.id}`, staff, {
      ...newForm({ mail_to: 'altro@spesa.example' }),
      fields: [
        { key: 'nome', type: 'firstname', label: 'Nome', required: true },
        { key: 'invia', type: 'submit', label: 'Invia' },
      ],
    });
    expect(updated.status).toBe(200);
    const sent = await t.inject({
      method: 'POST',
      url: '/p/wp-admin/admin-ajax.php',
      headers: { 'x-ebsn-client': 'site', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        action: 'spesa_form_submit',
        form_id: 'prova-tutti-i-campi',
        key: 'editor-form-0001',
        values: JSON.stringify({ nome: 'Anna' }),
      }).toString(),
    });
    expect(sent.json()).toMatchObject({ success: true, data: { message: 'Ricevuto!' } });
    expect((await mailsTo(t, 'altro@spesa.example'))[0]!.text).toContain('Nome: Anna');
  });

  it('refuses a bad definition with a message for each wrong place, storing nothing', async () => {
    const before = (await call('GET', FORMS, staff)).body.length;
    const bad = await call('POST', FORMS, staff, {
      slug: 'Modulo Nuovo',
      settings: { title: '' },
      mail_to: 'nessuno@',
      fields: [
        { key: 'scelta', type: 'listradio', label: 'Scelta' },
        { key: 'scelta', type: 'number', label: 'Quanti', num_min: 5, num_max: 1, num_step: 0 },
        { key: 'file', type: 'file_upload', label: 'File', upload_types: 'exe,png' },
        { key: '1x', type: 'slider', label: 'x' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('rest_invalid_param');
    expect(bad.body.data.params).toEqual({
      slug: 'Slug: solo lettere minuscole, numeri e trattini',
      'settings.title': 'Il titolo è obbligatorio (al massimo 200 caratteri)',
      mail_to: 'Digitare una e-mail valida',
      'fields.0.options': 'Aggiungi almeno una scelta (etichetta e valore)',
      'fields.1.num_max': 'Il minimo non può superare il massimo',
      'fields.1.num_step': 'Il passo deve essere maggiore di zero',
      'fields.2.upload_types':
        'Tipi di file ammessi: pdf, jpg, jpeg, png, gif, webp, heic (separati da virgola)',
      'fields.3.key': 'Chiave: lettere minuscole, numeri e _ (inizia con una lettera), al massimo 40',
      'fields.3.type': 'Tipo di campo sconosciuto',
    });
    const dupKey = await call('POST', FORMS, staff, {
      ...newForm({ slug: 'doppia' }),
      fields: [
        { key: 'a', type: 'textbox', label: 'A' },
        { key: 'a', type: 'textbox', label: 'B' },
      ],
    });
    expect(dupKey.body.data.params).toEqual({
      'fields.1.key': 'Questa chiave è già usata da un altro campo',
    });
    for (const body of [{}, [], { fields: 'no' }])
      expect((await call('POST', FORMS, staff, body)).status).toBe(400);
    const taken = await call('POST', FORMS, staff, newForm({ slug: 'contatti' }));
    expect(taken.body.code).toBe('rest_duplicate_slug');
    expect((await call('GET', FORMS, staff)).body.length).toBe(before);
    expect((await call('POST', `${FORMS}/999999`, staff, newForm({ slug: 'x' }))).status).toBe(404);
  });

  it('deletes a form nobody used, keeps one that received requests', async () => {
    const spare = await call('POST', FORMS, staff, newForm({ slug: 'da-eliminare' }));
    const deleted = await call('DELETE', `${FORMS}/${spare.body.id}`, staff);
    expect(deleted.body).toMatchObject({ deleted: true, previous: { slug: 'da-eliminare' } });
    expect((await call('GET', `${FORMS}/get_mail_pars?form_id=da-eliminare`)).status).toBe(404);
    const used = (await call('GET', FORMS, staff)).body.find((f: any) => f.slug === 'prova-tutti-i-campi');
    const refused = await call('DELETE', `${FORMS}/${used.id}`, staff);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Il modulo ha già ricevuto richieste/);
    expect((await call('GET', `${FORMS}/${used.id}`, staff)).body.slug).toBe('prova-tutti-i-campi');
    expect((await call('DELETE', `${FORMS}/abc`, staff)).status).toBe(404);
  });
});

describe('sliders, ux-blocks and deletes', () => {
  it('writes a slider with its slides and days of validity', async () => {
    const created = await call('POST', '/p/wp-json/wp/v2/sliders', staff, {
      title: 'Natale in casa',
      status: 'publish',
      valid_from: '2026-11-01',
      valid_to: '2026-12-31',
      slides: [{ title: 'Panettoni', image: '/img/content/dolci.svg', link: '/category/dolci' }],
    });
    expect(created.status).toBe(201);
    const list = await call('GET', '/p/wp-json/wp/v2/sliders?slug=natale-in-casa&date=2026-12-01');
    expect(list.body[0]).toMatchObject({
      valid_to: '2026-12-31',
      slides: [{ title: 'Panettoni', image: '/img/content/dolci.svg', link: '/category/dolci' }],
    });
    expect((await call('GET', '/p/wp-json/wp/v2/sliders?slug=natale-in-casa&date=2027-01-02')).body).toEqual(
      [],
    );
    const bad = await call('POST', `/p/wp-json/wp/v2/sliders/${created.body.id}`, staff, {
      valid_to: '31/12/2026',
      slides: [{ title: 'x', image: 'javascript:alert(1)', link: '' }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.params).sort()).toEqual(['slides', 'valid_to']);
    expect((await call('POST', '/p/wp-json/wp/v2/sliders', customer, { title: 'x' })).status).toBe(403);
  });

  it('writes a ux-block, sanitised, and deletes it only when forced', async () => {
    const block = await call('POST', '/p/wp-json/wp/v2/ux-blocks', staff, {
      title: 'Avviso consegne',
      status: 'publish',
      content: '<p>Consegne regolari<img src="x" onerror="alert(1)"></p>',
    });
    expect(block.status).toBe(201);
    expect(block.body.content.rendered).toBe('<p>Consegne regolari<img src="x" /></p>');
    const url = `/p/wp-json/wp/v2/ux-blocks/${block.body.id}`;
    const soft = await call('DELETE', url, staff);
    expect(soft.status).toBe(501);
    expect(soft.body.code).toBe('rest_trash_not_supported');
    expect((await call('DELETE', `${url}?force=true`, customer)).status).toBe(403);
    const gone = await call('DELETE', `${url}?force=true`, staff);
    expect(gone.body).toMatchObject({ deleted: true, previous: { slug: 'avviso-consegne' } });
    expect((await call('GET', url)).status).toBe(404);
    expect((await call('DELETE', `${url}?force=true`, staff)).status).toBe(404);
  });

  it('shows a page the form chosen for it', async () => {
    const page = await call('POST', '/p/wp-json/wp/v2/pages', staff, {
      title: 'Lavora con noi',
      status: 'publish',
      spesa_form: 'contatti',
    });
    expect(page.body.spesa_form).toBe('contatti');
    const none = await call('POST', `/p/wp-json/wp/v2/pages/${page.body.id}`, staff, { spesa_form: '' });
    expect(none.body.spesa_form).toBe('');
    const bad = await call('POST', `/p/wp-json/wp/v2/pages/${page.body.id}`, staff, { spesa_form: '<b>' });
    expect(bad.status).toBe(400);
  });
});

describe('menus in the editor', () => {
  it('lists every menu for staff and deletes one', async () => {
    expect((await call('GET', '/p/wp-json/menus/v1/menus', customer)).status).toBe(403);
    const menus = await call('GET', '/p/wp-json/menus/v1/menus', staff);
    expect(menus.body.map((m: any) => m.location)).toEqual(['footer', 'header']);
    expect(menus.body[0].items[0]).toEqual({ title: 'Chi siamo', url: '/page/chi-siamo' });
    await call('PUT', '/p/wp-json/menus/v1/locations/promo', staff, { name: 'Promo', items: [] });
    expect((await call('DELETE', '/p/wp-json/menus/v1/locations/promo', customer)).status).toBe(403);
    expect((await call('DELETE', '/p/wp-json/menus/v1/locations/promo', staff)).body).toEqual({
      deleted: true,
      location: 'promo',
    });
    expect((await call('GET', '/p/wp-json/menus/v1/locations/promo')).status).toBe(404);
    expect((await call('DELETE', '/p/wp-json/menus/v1/locations/promo', staff)).status).toBe(404);
  });
});
