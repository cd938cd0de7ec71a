import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { TestApp } from './app.js';
import { useTestApp } from './setup.js';

// Pages as the server sends them: a test app serving a minimal storefront build (its index.html)
// under the public origin, so each page's <head> and status can be read.

export const STOREFRONT_ORIGIN = 'https://www.spesa.example';
export const STOREFRONT_INDEX_HTML = `<!doctype html><html lang="it"><head><meta charset="UTF-8" />
<meta name="description" content="Spesa: la spesa online." /><title>Spesa - La spesa online</title></head>
<body><div id="root"></div></body></html>`;

/** One app for the file (as useTestApp) over a temporary build folder, removed at the end. */
export function useStorefrontApp(indexHtml = STOREFRONT_INDEX_HTML): TestApp {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-storefront-'));
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return useTestApp({ env: { WEB_DIST: dir, PUBLIC_ORIGIN: STOREFRONT_ORIGIN } });
}
