import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { writeStandInWeb } from './helpers/stand-in-web.js';

// The cache of visitors' rendered pages (decision 0039): a page is rendered once and sent as is
// to the next visitors for a few seconds, keyed by its URL and the catalogue version. The
// server renderer here is a stand-in for apps/web's build: it stamps each render with a number
// and the product count it read through the API, so a test sees which render a page came from.

const INDEX_HTML = `<!doctype html><html lang="it"><head><title>Spesa</title></head>
<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

const SERVER_ENTRY = `
import { Readable } from 'node:stream';
let transport;
let renders = 0;
export function configure(t) { transport = t; }
export async function render(url, signal, visitor) {
  const u = new URL(url);
  if (u.searchParams.get('q') === 'rotto') throw new Error('render failed');
  const res = await transport('http://localhost/ebsn/api/products?page_size=1', { headers: {}, signal });
  const total = (await res.json()).data.page.totItems;
  renders += 1;
  const notice = visitor.consentChoiceMade ? '' : '<section>Rispettiamo la tua privacy</section>';
  return { body: Readable.from([\`<main>render \${renders} of \${u.pathname}\${u.search}, \${total} products</main>\${notice}\`]), state: '{}' };
}
`;

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = writeStandInWeb('spesa-page-cache-', { indexHtml: INDEX_HTML, serverEntry: SERVER_ENTRY });
  t = await createTestApp({ env: { WEB_DIST: path.join(dir, 'dist') } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const visit = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, main: /<main>(.*?)<\/main>/.exec(res.body)?.[1] ?? null, html: res.body };
};
const NOTICE = 'Rispettiamo la tua privacy';
/** A cookie choice as the storefront saves it (version 1, analytics and profilation off). */
const CHOICE = `spesa_consent=1.00.${Date.parse('2026-11-01T10:00:00Z')}.0b6f1c1e-2d7a-4d3e-9f6a-1a2b3c4d5e6f`;
const renderNumber = (main: string | null) => Number(/render (\d+)/.exec(main ?? '')?.[1]);

describe('rendered pages of visitors', () => {
  it('sends the next visitor of a page the same render, and another page its own', async () => {
    const first = await visit('/search?q=latte');
    expect(first.status).toBe(200);
    expect(first.main).toMatch(/^render \d+ of \/search\?q=latte, \d+ products$/);
    const again = await visit('/search?q=latte');
    expect(again.main).toBe(first.main);
    // The query string is part of the page: another search is another render.
    const other = await visit('/search?q=pane');
    expect(other.main).toContain('of /search?q=pane');
    expect(renderNumber(other.main)).toBeGreaterThan(renderNumber(first.main));
  });

  it('renders at once for many visitors arriving together, and all get the same page', async () => {
    const pages = await Promise.all(Array.from({ length: 8 }, () => visit('/search?q=insieme')));
    expect(new Set(pages.map((p) => p.main)).size).toBe(1);
    expect(pages[0]!.main).toContain('of /search?q=insieme');
  });

  it('renders again once the catalogue has changed', async () => {
    const before = await visit('/search?q=vino');
    await t.db.kysely
      .updateTable('app_meta')
      .set({ value: `changed-${Date.now()}` })
      .where('key', '=', 'catalogue_version')
      .execute();
    // The catalogue version is re-read at most every 2 s (decision 0004).
    await new Promise((r) => setTimeout(r, 2100));
    const after = await visit('/search?q=vino');
    expect(renderNumber(after.main)).toBeGreaterThan(renderNumber(before.main));
  });

  it('gives a shopper with a session no visitor page, cached or not', async () => {
    await visit('/search?q=olio');
    const shopper = await visit('/search?q=olio', { cookie: 'spesa_session=abc' });
    expect(shopper.status).toBe(200);
    expect(shopper.main).toBeNull();
    expect(shopper.html).toContain('<div id="root"></div>');
  });

  it('sends the page for the browser to render when the server render fails, and tries again next time', async () => {
    const failed = await visit('/search?q=rotto');
    expect(failed.status).toBe(200);
    expect(failed.main).toBeNull();
    expect(failed.html).toContain('<div id="root"></div>');
    const again = await visit('/search?q=rotto');
    expect(again.status).toBe(200);
    expect(again.main).toBeNull();
  });

  it('renders the cookie notice for a visitor without a choice, and not for one with, never mixing the two', async () => {
    const asked = await visit('/search?q=caffe');
    expect(asked.html).toContain(NOTICE);
    const chosen = await visit('/search?q=caffe', { cookie: CHOICE });
    expect(chosen.main).toContain('of /search?q=caffe');
    expect(chosen.html).not.toContain(NOTICE);
    // Each variant is kept apart: the next visitors get their own, cached.
    const askedAgain = await visit('/search?q=caffe');
    expect(askedAgain.html).toContain(NOTICE);
    expect(askedAgain.main).toBe(asked.main);
    const chosenAgain = await visit('/search?q=caffe', { cookie: CHOICE });
    expect(chosenAgain.html).not.toContain(NOTICE);
    expect(chosenAgain.main).toBe(chosen.main);
  });

  it('asks again a visitor whose cookie holds a choice under an older policy or garbage', async () => {
    for (const cookie of ['spesa_consent=0.11.1735689600000.u', 'spesa_consent=si', 'altro=1']) {
      const page = await visit('/search?q=te', { cookie });
      expect(page.main).toContain('of /search');
      expect(page.html).toContain(NOTICE);
    }
  });
});
