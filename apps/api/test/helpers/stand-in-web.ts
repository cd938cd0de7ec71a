import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for apps/web's build in a temporary folder: `dist/index.html`, the server renderer
 * `dist-ssr/entry-server.js` (an ES module's source) and any other files under `dist/`. Returns
 * the folder; the app reads the build from `WEB_DIST` = `<folder>/dist`.
 */
export function writeStandInWeb(
  prefix: string,
  build: { indexHtml: string; serverEntry: string; files?: Record<string, string> },
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('dist/index.html', build.indexHtml);
  write('dist-ssr/package.json', '{"type":"module"}');
  write('dist-ssr/entry-server.js', build.serverEntry);
  for (const [file, text] of Object.entries(build.files ?? {})) write(path.join('dist', file), text);
  return dir;
}
