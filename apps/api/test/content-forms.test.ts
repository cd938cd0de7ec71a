/* eslint-disable @typescript-eslint/no-explicit-any */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES, type FormField } from '@spesa/domain';
import { REMOTE_ADDRESS_HEADER } from './helpers/app.js';
import { DEMO, loginToken, mailsTo } from './helpers/accounts.js';
import { useTestApp } from './helpers/setup.js';
import { ELF, EXE, multipart, PDF, PNG } from './helpers/content.js';
import { contentPurgeSteps } from '../src/modules/content/index.js';
import { buy, newSlot, readyShoppers } from './helpers/checkout.js';

// Dynamic forms: the definition (get_mail_pars), uploads and submissions to admin-ajax.php
// (decision 0052), with the spec's validation messages on the server.

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-uploads-'));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));
const t = useTestApp({ env: { UPLOAD_DIR: uploadDir } });

const AJAX = '/p/wp-admin/admin-ajax.php';
let ipCounter = 0;
/** A fresh client address per call unless given: the per-address limit is its own test. */
const headers = (ip = `198.51.100.${++ipCounter}`, extra: Record<string, string> = {}) => ({
  'x-ebsn-client': 'site',
  [REMOTE_ADDRESS_HEADER]: ip,
  ...extra,
});

async function definition(slug: string, extra: Record<string, string> = {}) {
  const res = await t.inject({
    method: 'GET',
    url: `/p/wp-json/spesa/v1/forms/get_mail_pars?form_id=${slug}`,
    headers: extra,
  });
  return { status: res.statusCode, body: res.json() as any };
}

async function submit(
  form: string,
  key: string,
  values: unknown,
  ip?: string,
  extra: Record<string, string> = {},
) {
  const res = await t.inject({
    method: 'POST',
    url: AJAX,
    headers: { ...headers(ip, extra), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      action: 'spesa_form_submit',
      form_id: form,
      key,
      values: JSON.stringify(values),
    }).toString(),
  });
  return { status: res.statusCode, body: res.json() as any };
}

async function upload(form: string, field: string, file: { name: string; content: Buffer }, ip?: string) {
  const body = multipart({ action: 'spesa_form_upload', form_id: form, field }, file);
  const res = await t.inject({
    method: 'POST',
    url: AJAX,
    headers: { ...headers(ip), 'content-type': body.type },
    payload: body.payload,
  });
  // A visitor's uploads are theirs by a cookie: their submission sends it back.
  const visitor = res.cookies.find((c) => c.name === 'spesa_form_visitor');
  return { status: res.statusCode, body: res.json() as any, cookie: visitor ? `${visitor.name}=${visitor.value}` : '' };
}

const contact = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Anna',
  cognome: 'Verdi',
  email: 'anna.verdi@example.com',
  argomento: 'consegna',
  messaggio: 'La consegna di ieri è arrivata in ritardo.',
  privacy: true,
  ...overrides,
});

describe('get_mail_pars', () => {
  it('answers the contact form with its settings and ordered fields', async () => {
    const res = await definition('contatti');
    expect(res.status).toBe(200);
    expect(res.body.settings).toEqual({
      title: 'Scrivici',
      success_message: 'Grazie per averci inviato la tua richiesta',
      login_required: false,
    });
    const keys = res.body.fields.map((f: any) => f.key);
    expect(keys.slice(0, 3)).toEqual(['nome', 'cognome', 'email']);
    expect(res.body.fields.find((f: any) => f.key === 'allegato')).toMatchObject({
      type: 'file_upload',
      upload_types: 'pdf,jpg,png',
    });
    expect((await definition('non-esiste')).status).toBe(404);
    expect((await definition(String(res.body.id))).body.slug).toBe('contatti');
  });

  it("fills $ordersList with the shopper's orders, and with none for a visitor", async () => {
    const visitor = await definition('richiesta-ordine');
    expect(visitor.body.settings.login_required).toBe(true);
    expect(visitor.body.fields[0].options).toEqual([]);
    const [shopper] = await readyShoppers(t.db, 1, await newSlot(t.db, 10));
    expect((await buy(t, shopper!, { payment_type_id: 2 })).body.response.status).toBe(0);
    const [order] = await t.db.kysely
      .selectFrom('customer_order')
      .select('order_id')
      .where('user_id', '=', shopper!.userId)
      .execute();
    const mine = await definition('richiesta-ordine', { cookie: shopper!.cookie });
    expect(mine.body.fields[0].options).toEqual([
      { label: `Ordine n. ${order!.order_id}`, value: String(order!.order_id) },
    ]);
    const sent = await submit(
      'richiesta-ordine',
      'order-req-mine1',
      { ordine: String(order!.order_id), richiesta: 'Posso aggiungere il pane?' },
      undefined,
      { cookie: shopper!.cookie },
    );
    expect(sent.status).toBe(200);
  });
});

describe('submission', () => {
  it('stores a valid submission, mails it to the form address and answers the thank-you', async () => {
    const before = (await mailsTo(t, 'servizio.clienti@spesa.example')).length;
    const res = await submit('contatti', 'contact-ok-0001', contact({ ignoto: 'x' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { message: 'Grazie per averci inviato la tua richiesta', repeated: false },
    });
    const mails = await mailsTo(t, 'servizio.clienti@spesa.example');
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.text).toContain('La consegna di ieri è arrivata in ritardo.');
    const [row] = await t.db.kysely
      .selectFrom('form_submission')
      .selectAll()
      .where('client_key', '=', 'contact-ok-0001')
      .execute();
    expect(JSON.parse(row!.values_json)).not.toHaveProperty('ignoto');
  });

  it('refuses missing and badly formed values with the spec messages', async () => {
    const res = await submit(
      'contatti',
      'contact-bad-001',
      contact({
        nome: ' ',
        email: 'anna@',
        privacy: false,
        argomento: 'altro-ancora',
        messaggio: 'x'.repeat(1001),
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.data.message).toBe('La form non è stata compilata correttamente');
    expect(res.body.data.errors).toEqual({
      nome: 'Campo obbligatorio',
      email: 'Digitare una e-mail valida',
      argomento: 'Scegliere uno dei valori proposti',
      messaggio: 'Lunghezza massima 1000 caratteri',
      privacy: 'È obbligatorio accettare questo consenso per procedere',
    });
    expect(
      await t.db.kysely
        .selectFrom('form_submission')
        .selectAll()
        .where('client_key', '=', 'contact-bad-001')
        .execute(),
    ).toEqual([]);
  });

  it.each([
    ['not JSON', 'not json'],
    ['an array', '[]'],
  ])('answers values that are %s with 400, never 500', async (_what, raw) => {
    const res = await t.inject({
      method: 'POST',
      url: AJAX,
      headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        action: 'spesa_form_submit',
        form_id: 'contatti',
        key: 'contact-raw-001',
        values: raw,
      }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.message).toBe('La form non è stata compilata correttamente');
  });

  it('refuses an unknown action, a bad key, an unknown form and a call without the client header', async () => {
    const bad = await t.inject({
      method: 'POST',
      url: AJAX,
      headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=delete_everything',
    });
    expect(bad.statusCode).toBe(400);
    expect((await submit('contatti', 'k', contact())).status).toBe(400);
    expect((await submit('non-esiste', 'contact-none-01', contact())).status).toBe(404);
    const foreign = await t.inject({
      method: 'POST',
      url: AJAX,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'action=spesa_form_submit',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses a visitor a login-only form and takes it from a logged-in shopper', async () => {
    const visitor = await submit('richiesta-ordine', 'order-req-0001', { ordine: '1', richiesta: 'Dov’è?' });
    expect(visitor.status).toBe(403);
    expect(visitor.body.data.code).toBe('NOT_LOGGED_IN');
    const token = await loginToken(t, DEMO.mario, DEMO.password, '203.0.113.202');
    const res = await submit(
      'richiesta-ordine',
      'order-req-0002',
      { ordine: '', richiesta: 'Dov’è?' },
      undefined,
      {
        'x-ebsn-session': token,
      },
    );
    // Logged in: now the form is checked (no order picked).
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual({ ordine: 'Campo obbligatorio' });
  });

  it('stores a submission once when the same one arrives many times at once', async () => {
    const before = (await mailsTo(t, 'servizio.clienti@spesa.example')).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        submit('contatti', 'contact-race-01', contact(), `198.51.101.${i + 1}`),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.data.repeated === false)).toHaveLength(1);
    const rows = await t.db.kysely
      .selectFrom('form_submission')
      .selectAll()
      .where('client_key', '=', 'contact-race-01')
      .execute();
    expect(rows).toHaveLength(1);
    expect((await mailsTo(t, 'servizio.clienti@spesa.example')).length).toBe(before + 1);
  });

  it('limits submissions per client address', async () => {
    const ip = '198.51.102.7';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await submit('contatti', `contact-limit-${i}x`, contact(), ip)).status);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('uploads', () => {
  it('keeps a picture under the data directory and attaches it to the submission once', async () => {
    const up = await upload('contatti', 'allegato', { name: 'scontrino.png', content: PNG });
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({
      name: 'scontrino.png',
      size: PNG.length,
      type: 'image/png',
      token: expect.any(String),
    });
    expect(fs.readFileSync(path.join(uploadDir, up.body.data.token))).toEqual(PNG);
    const mine = { cookie: up.cookie };
    const res = await submit('contatti', 'contact-file-01', contact({ allegato: [up.body.data.token] }), undefined, mine);
    expect(res.status).toBe(200);
    const mail = (await mailsTo(t, 'servizio.clienti@spesa.example'))[0]!;
    expect(mail.text).toContain('scontrino.png');
    // The file travels with the notification: the development outbox lists it.
    const outbox = await t.inject({ method: 'GET', url: '/dev/outbox.json' });
    const sent = (outbox.json() as any).mails.find((m: any) => m.id === mail.id);
    expect(sent.attachments).toEqual([
      { filename: 'scontrino.png', contentType: 'image/png', size: PNG.length },
    ]);
    const page = await t.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).toContain('<li>scontrino.png (image/png, 1 KB)</li>');
    // The same file cannot be attached to another submission.
    const again = await submit('contatti', 'contact-file-02', contact({ allegato: [up.body.data.token] }), undefined, mine);
    expect(again.status).toBe(400);
    expect(again.body.data.errors).toEqual({
      allegato: 'Il file allegato non è più disponibile: caricalo di nuovo',
    });
    expect(
      await t.db.kysely
        .selectFrom('form_submission')
        .selectAll()
        .where('client_key', '=', 'contact-file-02')
        .execute(),
    ).toEqual([]);
  });

  it('takes a PDF for the complaint form', async () => {
    const up = await upload('reclami', 'foto', { name: 'Scontrino.PDF', content: PDF });
    expect(up.status).toBe(200);
    expect(up.body.data.type).toBe('application/pdf');
  });

  it.each([
    ['a Linux program named as a picture', 'foto.png', ELF],
    ['a Windows program named as a picture', 'foto.jpg', EXE],
    ['a picture named as a program', 'foto.exe', PNG],
    ['a text file', 'note.pdf', Buffer.from('solo testo')],
  ])('refuses %s by its content', async (_what, name, content) => {
    const res = await upload('contatti', 'allegato', { name, content });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      success: false,
      data: { code: 'UPLOAD_TYPE', message: 'Sono ammessi solo file di tipo pdf, jpg, png' },
    });
    expect(fs.readdirSync(uploadDir).filter((f) => f !== 'tmp')).not.toContain(undefined);
    expect(fs.readdirSync(path.join(uploadDir, 'tmp'))).toEqual([]);
  });

  it('refuses a 20 MB upload and keeps nothing of it', async () => {
    const before = fs.readdirSync(uploadDir).length;
    const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload('contatti', 'allegato', { name: 'grande.png', content: big });
    expect(res.status).toBe(413);
    expect(res.body.data.message).toBe('Il file non può superare 10 MB');
    expect(fs.readdirSync(uploadDir).length).toBe(before);
    expect(fs.readdirSync(path.join(uploadDir, 'tmp'))).toEqual([]);
  });

  it('refuses an upload to a field that is not a file field, an empty file and a visitor on a login-only form', async () => {
    expect((await upload('contatti', 'messaggio', { name: 'a.png', content: PNG })).status).toBe(400);
    expect((await upload('contatti', 'allegato', { name: 'a.png', content: Buffer.alloc(0) })).status).toBe(
      400,
    );
    expect((await upload('richiesta-ordine', 'ordine', { name: 'a.png', content: PNG })).status).toBe(403);
  });
});

describe('purge', () => {
  it('removes uploads never sent after a day, with their files, and keeps the sent ones', async () => {
    const kept = await upload('contatti', 'allegato', { name: 'inviato.png', content: PNG });
    expect(
      (await submit('contatti', 'contact-purge-1', contact({ allegato: [kept.body.data.token] }), undefined, { cookie: kept.cookie }))
        .status,
    ).toBe(200);
    const left = await upload('contatti', 'allegato', { name: 'abbandonato.png', content: PNG });
    const [step] = contentPurgeSteps(uploadDir);
    // Not yet a day old: nothing goes.
    expect(await step!.run(t.db, new Date('2026-11-23T12:00:00Z'))).toBe(0);
    expect(await step!.run(t.db, new Date('2026-11-24T10:00:01Z'))).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.join(uploadDir, left.body.data.token))).toBe(false);
    expect(fs.existsSync(path.join(uploadDir, kept.body.data.token))).toBe(true);
    const rows = await t.db.kysely
      .selectFrom('form_upload')
      .select('token')
      .where('submission_id', 'is', null)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('every field type', () => {
  const fields: FormField[] = FORM_FIELD_TYPES.map((type, i) => ({
    id: i + 1,
    key: `f_${type}`,
    type,
    label: type,
    order: i,
    required: !['hidden', 'submit', 'html'].includes(type),
    ...(type === 'number' ? { num_min: 1, num_max: 10, num_step: 0.5 } : {}),
    ...(type === 'textbox' ? { input_limit: 5 } : {}),
    ...(['listselect', 'listradio', 'listcheckbox', 'listmultiselect', 'listcountry'].includes(type)
      ? {
          options: [
            { label: 'Uno', value: '1' },
            { label: 'Due', value: '2' },
          ],
        }
      : {}),
  }));

  it('checks each one on the server', async () => {
    await t.db.kysely
      .insertInto('content_form')
      .values({
        slug: 'tutti-i-campi',
        settings_json: JSON.stringify({ title: 'Tutti' }),
        fields_json: JSON.stringify(fields),
        mail_to: 'tutti@spesa.example',
        modified_at: '2026-11-01T00:00:00.000Z',
      })
      .execute();
    const empty = await submit('tutti-i-campi', 'all-empty-0001', {});
    expect(empty.status).toBe(400);
    const required = Object.keys(empty.body.data.errors).sort();
    expect(required).toEqual(
      FORM_FIELD_TYPES.filter((t) => !['hidden', 'submit', 'html'].includes(t))
        .map((t) => `f_${t}`)
        .sort(),
    );
    expect(empty.body.data.errors.f_checkbox).toBe('È obbligatorio accettare questo consenso per procedere');
    expect(empty.body.data.errors.f_textbox).toBe('Campo obbligatorio');

    const wrong = await submit('tutti-i-campi', 'all-wrong-0001', {
      f_textbox: 'troppo lungo',
      f_number: '10.2',
      f_address: 'Via Roma 1',
      f_city: 'Como',
      f_zip: '2210',
      f_email: 'no',
      f_phone: 'abc',
      f_firstname: 'Anna',
      f_lastname: 'Verdi',
      f_listselect: '3',
      f_listcountry: '9',
      f_textarea: 'ok',
      f_checkbox: 'true',
      f_file_upload: ['nessuno'],
      f_date: '1909-12-31',
      f_listcheckbox: ['1', '7'],
      f_listradio: '2',
      f_listmultiselect: '1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors).toEqual({
      f_textbox: 'Lunghezza massima 5 caratteri',
      f_number: 'Il valore massimo è 10',
      f_email: 'Digitare una e-mail valida',
      f_phone: 'Digitare un numero di telefono valido',
      f_listselect: 'Scegliere uno dei valori proposti',
      f_listcountry: 'Scegliere uno dei valori proposti',
      f_checkbox: 'Scegliere uno dei valori proposti',
      f_date: 'La data non può essere precedente al 01/01/1910',
      f_listcheckbox: 'Scegliere uno dei valori proposti',
      f_listmultiselect: 'Scegliere uno dei valori proposti',
    });
    // 2210 is a 4-digit CAP the shop accepts; the step is counted from num_min.
    const step = await submit('tutti-i-campi', 'all-step-0001', { f_number: '2.2' });
    expect(step.body.data.errors.f_number).toBe('Il valore deve essere un multiplo di 0,5');
    const date = await submit('tutti-i-campi', 'all-date-0001', { f_date: '2026-02-30' });
    expect(date.body.data.errors.f_date).toBe('Formato della data gg/mm/aaaa');
    // A file field names uploads of this form and field only.
    expect(wrong.body.data.errors.f_file_upload).toBeUndefined();
    const files = await submit('tutti-i-campi', 'all-files-001', {
      f_textbox: 'ok',
      f_number: '1.5',
      f_address: 'Via Roma 1',
      f_city: 'Como',
      f_zip: '22100',
      f_email: 'a@b.it',
      f_phone: '031 123456',
      f_firstname: 'A',
      f_lastname: 'B',
      f_listselect: '1',
      f_listcountry: '1',
      f_textarea: 'x',
      f_checkbox: true,
      f_file_upload: ['nessuno'],
      f_date: '1910-01-01',
      f_listcheckbox: ['1', '2'],
      f_listradio: '2',
      f_listmultiselect: ['2'],
    });
    expect(files.status).toBe(400);
    expect(files.body.data.errors).toEqual({
      f_file_upload: 'Il file allegato non è più disponibile: caricalo di nuovo',
    });
  });
});
