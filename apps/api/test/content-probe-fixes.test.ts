/* eslint-disable @typescript-eslint/no-explicit-any */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_ADDRESS_HEADER } from './helpers/app.js';
import { useTestApp } from './helpers/setup.js';
import { contentCaller, multipart, PNG, staffAndShopper, type Headers } from './helpers/content.js';
import { buy, newSlot, readyShoppers, type Shopper } from './helpers/checkout.js';

/**
 * The dynamic forms and the staff menu editor (issue 40, security probe): an upload belongs to
 * whoever sent it, `$ordersList` takes only the shopper's own orders, sending and uploading have
 * budgets of their own, and a menu link leads only to this site or to an https:// address.
 */
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-probe-'));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));
const t = useTestApp({ env: { UPLOAD_DIR: uploadDir } });
const call = contentCaller(t);
const AJAX = '/p/wp-admin/admin-ajax.php';
let ipCounter = 0;
const ipOf = (ip?: string) => ip ?? `198.51.110.${++ipCounter}`;

async function upload(extra: Record<string, string> = {}, ip?: string) {
  const body = multipart(
    { action: 'spesa_form_upload', form_id: 'contatti', field: 'allegato' },
    { name: 'scontrino.png', content: PNG },
  );
  const res = await t.inject({
    method: 'POST',
    url: AJAX,
    headers: {
      'x-ebsn-client': 'site',
      [REMOTE_ADDRESS_HEADER]: ipOf(ip),
      'content-type': body.type,
      ...extra,
    },
    payload: body.payload,
  });
  const visitor = res.cookies.find((c) => c.name === 'spesa_form_visitor');
  return {
    status: res.statusCode,
    token: (res.json() as any).data?.token as string,
    cookie: visitor ? `${visitor.name}=${visitor.value}` : '',
  };
}

async function submit(
  form: string,
  key: string,
  values: unknown,
  extra: Record<string, string> = {},
  ip?: string,
) {
  const res = await t.inject({
    method: 'POST',
    url: AJAX,
    headers: {
      'x-ebsn-client': 'site',
      [REMOTE_ADDRESS_HEADER]: ipOf(ip),
      'content-type': 'application/x-www-form-urlencoded',
      ...extra,
    },
    payload: new URLSearchParams({
      action: 'spesa_form_submit',
      form_id: form,
      key,
      values: JSON.stringify(values),
    }).toString(),
  });
  return { status: res.statusCode, body: res.json() as any };
}

const contact = (more: Record<string, unknown> = {}) => ({
  nome: 'Anna',
  cognome: 'Verdi',
  email: 'anna.verdi@example.com',
  argomento: 'consegna',
  messaggio: 'La consegna di ieri è arrivata in ritardo.',
  privacy: true,
  ...more,
});

let shoppers: Shopper[];
let staff: Headers;
beforeAll(async () => {
  shoppers = await readyShoppers(t.db, 2, await newSlot(t.db, 10));
  ({ staff } = await staffAndShopper(t, 160));
});

describe('form uploads belong to their sender', () => {
  it("a visitor's upload token cannot be attached by another visitor or a shopper", async () => {
    const up = await upload();
    expect(up.status).toBe(200);
    expect(up.cookie).not.toBe('');
    const stranger = await submit('contatti', 'probe-upload-01', contact({ allegato: [up.token] }));
    expect(stranger.status).toBe(400);
    expect(stranger.body.data.code).toBe('UPLOAD_MISSING');
    const shopper = await submit('contatti', 'probe-upload-02', contact({ allegato: [up.token] }), {
      cookie: shoppers[0]!.cookie,
    });
    expect(shopper.status).toBe(400);
    const owner = await submit('contatti', 'probe-upload-03', contact({ allegato: [up.token] }), {
      cookie: up.cookie,
    });
    expect(owner.status).toBe(200);
  });

  it("a shopper's upload is theirs: another shopper's submission cannot take it", async () => {
    const [mine, other] = shoppers as [Shopper, Shopper];
    const up = await upload({ cookie: mine.cookie });
    expect(up.status).toBe(200);
    const taken = await submit('contatti', 'probe-upload-11', contact({ allegato: [up.token] }), {
      cookie: other.cookie,
    });
    expect(taken.status).toBe(400);
    const sent = await submit('contatti', 'probe-upload-12', contact({ allegato: [up.token] }), {
      cookie: mine.cookie,
    });
    expect(sent.status).toBe(200);
  });
});

describe('$ordersList', () => {
  it("takes only the shopper's own orders, also when the shopper has none", async () => {
    const [buyer, none] = shoppers as [Shopper, Shopper];
    const placed = await buy(t, buyer, { payment_type_id: 2 });
    const orderId = String(placed.body.data.order.orderId);
    const values = { ordine: orderId, richiesta: 'Posso aggiungere il pane?' };
    const foreign = await submit('richiesta-ordine', 'probe-orders-01', values, { cookie: none.cookie });
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.errors).toHaveProperty('ordine');
    const own = await submit('richiesta-ordine', 'probe-orders-02', values, { cookie: buyer.cookie });
    expect(own.status).toBe(200);
  });
});

describe('the form endpoint limits', () => {
  it('sending and uploading have budgets of their own', async () => {
    const ip = '198.51.111.9';
    for (let i = 0; i < 10; i++)
      expect((await submit('contatti', `probe-limit-${i}xx`, contact(), {}, ip)).status).toBe(200);
    expect((await submit('contatti', 'probe-limit-10x', contact(), {}, ip)).status).toBe(429);
    // Sending is spent; attaching a file is not.
    expect((await upload({}, ip)).status).toBe(200);
    const other = '198.51.111.10';
    for (let i = 0; i < 30; i++) expect((await upload({}, other)).status).toBe(200);
    expect((await upload({}, other)).status).toBe(429);
    expect((await submit('contatti', 'probe-limit-20x', contact(), {}, other)).status).toBe(200);
  });
});

describe('the staff menu editor', () => {
  const save = (url: string) =>
    call('PUT', '/p/wp-json/menus/v1/locations/footer', staff, {
      name: 'Footer',
      items: [{ title: 'Voce', url }],
    });

  it.each(['//evil.example/', '/\\evil.example/', 'javascript:alert(1)', ' //evil.example/', 'http:evil'])(
    'refuses %j as a link',
    async (url) => {
      const res = await save(url);
      expect(res.status).toBe(400);
    },
  );

  it.each([
    '/',
    '/page/chi-siamo',
    'https://www.example.com/ricette',
    'mailto:info@spesa.example',
    'tel:+390212345',
  ])('accepts %j', async (url) => {
    expect((await save(url)).status).toBe(200);
  });
});
