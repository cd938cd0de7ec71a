import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_ADDRESS_HEADER } from './helpers/app.js';
import { useTestApp } from './helpers/setup.js';
import { contentCaller, multipart, PNG, staffAndShopper, type Headers } from './helpers/content.js';
import { as, newSlot, readyShoppers, type Shopper } from './helpers/checkout.js';

/**
 * A NUL character (U+0000) in any text the API receives is refused with 400 VALIDATION_ERROR and
 * the field (issue 40, security probe: PostgreSQL answered 500, and a form upload's file stayed on
 * disk with no row). One rule for every route (http/nul-bytes.ts), before any file is kept.
 */
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-nul-'));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));
const t = useTestApp({ env: { UPLOAD_DIR: uploadDir } });
const call = contentCaller(t);
const AJAX = '/p/wp-admin/admin-ajax.php';
let staff: Headers;

beforeAll(async () => {
  ({ staff } = await staffAndShopper(t, 150));
});

/** Files kept under the upload directory (the temporary ones included). */
function filesOnDisk(dir = uploadDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesOnDisk(path.join(dir, e.name)) : [e.name]));
}

describe('NUL characters', () => {
  it('an anonymous form upload with a NUL in its file name: 400 with the field, no file, no row', async () => {
    const body = multipart(
      { action: 'spesa_form_upload', form_id: 'contatti', field: 'allegato' },
      { name: 'scontrino\u0000.png', content: PNG },
    );
    const res = await t.inject({
      method: 'POST',
      url: AJAX,
      headers: {
        'x-ebsn-client': 'site',
        [REMOTE_ADDRESS_HEADER]: '198.51.100.71',
        'content-type': body.type,
      },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      data: { code: 'VALIDATION_ERROR', field: 'filename' },
    });
    expect(filesOnDisk()).toEqual([]);
    expect(await t.db.kysely.selectFrom('form_upload').selectAll().execute()).toEqual([]);
  });

  it("a form submission's values with a NUL", async () => {
    const res = await t.inject({
      method: 'POST',
      url: AJAX,
      headers: {
        'x-ebsn-client': 'site',
        [REMOTE_ADDRESS_HEADER]: '198.51.100.72',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        action: 'spesa_form_submit',
        form_id: 'contatti',
        key: 'nul-values-0001',
        values: JSON.stringify({ nome: 'An\u0000na', cognome: 'Verdi' }),
      }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ code: 'VALIDATION_ERROR', field: 'nome' });
  });

  it('any text field of the staff editor', async () => {
    const post = await call('POST', '/p/wp-json/wp/v2/posts', staff, {
      title: 'Pane\u0000',
      content: '<p>x</p>',
    });
    expect(post.status).toBe(400);
    expect(post.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'title' });
    const menu = await call('PUT', '/p/wp-json/menus/v1/locations/footer', staff, {
      name: 'Footer',
      items: [{ title: 'Chi\u0000siamo', url: '/page/chi-siamo' }],
    });
    expect(menu.status).toBe(400);
    expect(menu.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'items.0.title' });
  });

  it('a shop API call answers the envelope naming the field, in the body or the query', async () => {
    const [s] = (await readyShoppers(t.db, 1, await newSlot(t.db, 5))) as [Shopper];
    const note = await as(t, s).post('cart/update-cart-info', {
      property: 'order_note',
      value: 'Citofono\u0000',
    });
    expect(note.status).toBe(400);
    expect(note.body.response.errorsMessage[0]).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(note.body.response.errors[0].field).toBe('value');
    const search = await t.inject({ method: 'GET', url: '/ebsn/api/products?q=pane%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json().response.errorsMessage[0].code).toBe('VALIDATION_ERROR');
  });
});
