import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { writeStandInWeb } from './helpers/stand-in-web.js';

// A server-rendered page announces the chunks of its page and of the lazy parts it drew as
// <link rel="modulepreload"> in its head (decision 0080), from the map the storefront's build
// writes (apps/web/page-preloads.ts). The server renderer and the build here are stand-ins: the
// renderer names the modules the test asks for in the URL.

const INDEX_HTML = `<!doctype html><html lang="it"><head><title>Spesa</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shell-abc.js">
</head><body><div id="root"></div></body></html>`;

const SERVER_ENTRY = `
import { Readable } from 'node:stream';
export function configure() {}
export async function render(url) {
  const modules = (new URL(url).searchParams.get('modules') ?? '').split(',').filter(Boolean);
  return { body: Readable.from(['<main>pagina</main>']), state: '{}', styles: '', modules };
}
`;

const MAP = {
  ProductPage: ['assets/ProductPage-1.js', 'assets/shell-abc.js', 'assets/product-card-2.js'],
  MiniCart: ['assets/MiniCart-3.js', 'assets/product-card-2.js'],
  // Never a link: not a script of the build's assets.
  Odd: ['../outside.js', 'assets/style.css', 'assets/"quoted".js'],
};

let t: TestApp;
let dir: string;
const mapFile = () => path.join(dir, 'dist', '.vite', 'page-preloads.json');

beforeAll(async () => {
  dir = writeStandInWeb('spesa-page-preloads-', {
    indexHtml: INDEX_HTML,
    serverEntry: SERVER_ENTRY,
    files: { '.vite/page-preloads.json': JSON.stringify(MAP) },
  });
  t = await createTestApp({ env: { WEB_DIST: path.join(dir, 'dist') } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The page's modulepreload links, in order, and where its head ends. */
async function visit(modules: string) {
  const res = await t.inject({ method: 'GET', url: `/search?q=latte&modules=${modules}` });
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  const preloads = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );
  return { status: res.statusCode, preloads, body: res.body };
}

describe('chunks preloaded with a server-rendered page', () => {
  it("lists the page's and its parts' chunks once each, after those the index already has", async () => {
    const page = await visit('ProductPage,MiniCart');
    expect(page.status).toBe(200);
    expect(page.preloads).toEqual([
      '/assets/shell-abc.js',
      '/assets/ProductPage-1.js',
      '/assets/product-card-2.js',
      '/assets/MiniCart-3.js',
    ]);
    expect(page.body).toContain('<main>pagina</main>');
  });

  it('ignores a name the build does not know, and files that are not the build’s scripts', async () => {
    const page = await visit('Sconosciuto,Odd');
    expect(page.status).toBe(200);
    expect(page.preloads).toEqual(['/assets/shell-abc.js']);
  });

  it('still sends the page when the map is unreadable or missing, with no links of its own', async () => {
    fs.writeFileSync(mapFile(), '{"ProductPage": ["assets/Prod');
    const broken = await visit('ProductPage');
    expect(broken.status).toBe(200);
    expect(broken.preloads).toEqual(['/assets/shell-abc.js']);
    expect(broken.body).toContain('<main>pagina</main>');

    fs.rmSync(mapFile());
    const missing = await visit('ProductPage');
    expect(missing.status).toBe(200);
    expect(missing.preloads).toEqual(['/assets/shell-abc.js']);

    // A new build's map is read without a restart (the page cache keys on the URL: another one).
    fs.writeFileSync(mapFile(), JSON.stringify({ ProductPage: ['assets/ProductPage-9.js'] }));
    const rebuilt = await t.inject({ method: 'GET', url: '/search?q=nuovo&modules=ProductPage' });
    expect(rebuilt.body).toContain('<link rel="modulepreload" crossorigin href="/assets/ProductPage-9.js">');
  });
});
