/* eslint-disable @typescript-eslint/no-explicit-any */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCaller, ELF, multipart, PNG, staffAndShopper, type Headers } from './helpers/content.js';
import { useTestApp } from './helpers/setup.js';

// Staff's pictures (issue 17): WordPress's `POST wp/v2/media`, checked by content and size, kept
// under the data directory and served with their type and a long cache.

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-media-'));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));
const t = useTestApp({ env: { UPLOAD_DIR: uploadDir } });
let staff: Headers;
let customer: Headers;
beforeAll(async () => {
  ({ staff, customer } = await staffAndShopper(t, 230));
});
const call = contentCaller(t);
const mediaDir = path.join(uploadDir, 'media');
/** The pictures kept so far (temporary files not counted). */
const kept = () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).filter((f) => f !== 'tmp') : []);

async function upload(headers: Headers, file: { name: string; content: Buffer; type?: string }) {
  const body = multipart({}, file);
  const res = await t.inject({
    method: 'POST',
    url: '/p/wp-json/wp/v2/media',
    headers: { ...headers, 'content-type': body.type },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as any };
}

describe('staff pictures', () => {
  it('keeps a picture and serves it with its type and a year-long cache', async () => {
    const res = await upload(staff, { name: 'panettone.png', content: PNG, type: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      media_type: 'image',
      mime_type: 'image/png',
      title: { rendered: 'panettone.png' },
    });
    const url = new URL(res.body.source_url);
    expect(url.pathname).toMatch(/^\/p\/wp-content\/uploads\/[A-Za-z0-9_-]{32}\.png$/);
    const served = await t.inject({ method: 'GET', url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(PNG);
    // A picture can then be a post's featured image.
    const post = await call('POST', '/p/wp-json/wp/v2/posts', staff, {
      title: 'Panettone artigianale',
      featured_image_url: url.pathname,
    });
    expect(post.body.featured_image_url).toBe(url.pathname);
  });

  it('refuses a program renamed as a picture, an SVG and an empty file, keeping nothing', async () => {
    const before = kept();
    const program = await upload(staff, { name: 'foto.png', content: ELF, type: 'image/png' });
    expect(program.status).toBe(415);
    expect(program.body).toMatchObject({
      code: 'rest_upload_sideload_error',
      message: 'Sono ammesse solo immagini jpg, png, webp, gif, avif.',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(staff, { name: 'logo.svg', content: svg })).status).toBe(415);
    expect((await upload(staff, { name: 'vuoto.png', content: Buffer.alloc(0) })).status).toBe(400);
    expect(kept()).toEqual(before);
    expect(fs.readdirSync(path.join(mediaDir, 'tmp'))).toEqual([]);
  });

  it('refuses a picture over 5 MB', async () => {
    const before = kept();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(staff, { name: 'enorme.png', content: big });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'rest_upload_file_too_big',
      message: "L'immagine non può superare 5 MB.",
    });
    expect(kept()).toEqual(before);
  });

  it('is for staff only and serves nothing but the pictures kept', async () => {
    expect((await upload(customer, { name: 'a.png', content: PNG })).status).toBe(403);
    expect((await upload({ 'x-ebsn-client': 'site' }, { name: 'a.png', content: PNG })).body.code).toBe(
      'NOT_LOGGED_IN',
    );
    // Without the client header (a cross-site form post): refused.
    const foreign = multipart({}, { name: 'a.png', content: PNG });
    const res = await t.inject({
      method: 'POST',
      url: '/p/wp-json/wp/v2/media',
      headers: { 'x-ebsn-session': staff['x-ebsn-session']!, 'content-type': foreign.type },
      payload: foreign.payload,
    });
    expect(res.statusCode).toBe(403);
    expect((await call('POST', '/p/wp-json/wp/v2/media', staff, { file: 'x' })).status).toBe(400);
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'x.png', `${'a'.repeat(32)}.svg`, `${'a'.repeat(32)}.png`])
      expect((await t.inject({ method: 'GET', url: `/p/wp-content/uploads/${name}` })).statusCode).toBe(404);
  });
});
