// What a first visit downloads, read from the Vite build: dist/index.html, dist/.vite/manifest.json.
// A route's first load = the entry chunk and its static imports + the route's lazy chunk and its
// static imports + the CSS they reference. Dynamic imports (other routes) are not counted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function readBuild(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return { dist, manifest, html };
}

/** Files referenced by index.html itself (entry script, modulepreloads, stylesheets). */
export function htmlAssets(html) {
  const out = new Set();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/?([^"]+\.(?:js|css))"/g)) out.add(m[1]);
  return out;
}

function collect(manifest, key, files, seen = new Set()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the Vite manifest: ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imp of chunk.imports ?? []) collect(manifest, imp, files, seen);
}

/** Every file of a first load of the route whose page module is `routeKey` (a source path). */
export function routeFiles(build, routeKey) {
  const entryKey = Object.keys(build.manifest).find((k) => build.manifest[k].isEntry);
  const files = new Set(htmlAssets(build.html));
  collect(build.manifest, entryKey, files);
  if (routeKey) collect(build.manifest, routeKey, files);
  return [...files];
}

export function weigh(build, files) {
  const rows = files.map((f) => {
    const buf = readFileSync(join(build.dist, f));
    return {
      file: f,
      kind: f.endsWith('.css') ? 'css' : 'js',
      raw: buf.length,
      gzip: gzipSync(buf, { level: 6 }).length,
    };
  });
  const sum = (kind, k) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + r[k], 0);
  return {
    rows,
    js: { raw: sum('js', 'raw'), gzip: sum('js', 'gzip') },
    css: { raw: sum('css', 'raw'), gzip: sum('css', 'gzip') },
  };
}

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
