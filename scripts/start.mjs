// `npm start`: builds the storefront and the API when their sources are newer than the build,
// then runs the server (production mode, SQLite under data/ unless DATABASE_URL says otherwise).
// The build's output goes to data/build.log and is shown only when the build fails: a newcomer
// sees a few progress lines, not pages of compiler output.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_NODE_FLAGS } from './api-node-flags.mjs';
import { spawnGroup, stopTogether } from './process-tree.mjs';

const root = path.resolve(import.meta.dirname, '..');
const rel = (p) => path.join(root, p);

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  if (!fs.statSync(dir).isDirectory()) return fs.statSync(dir).mtimeMs;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

function stale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((s) => newestMtime(s) > built);
}

const buildLog = rel('data/build.log');

function build(workspace) {
  const r = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  fs.appendFileSync(buildLog, `$ npm run build -w ${workspace}\n${r.stdout ?? ''}${r.stderr ?? ''}\n`);
  if (r.status !== 0) {
    console.error(`Compilazione non riuscita (${workspace}). Ecco il registro (${path.relative(root, buildLog)}):\n`);
    console.error(fs.readFileSync(buildLog, 'utf8'));
    process.exit(r.status ?? 1);
  }
}

const domain = rel('packages/domain/src');
const builds = [
  ['apps/web', stale(rel('apps/web/dist/index.html'), [rel('apps/web/src'), rel('apps/web/public'), rel('apps/web/index.html'), domain])],
  ['apps/api', stale(rel('apps/api/dist/server.js'), [rel('apps/api/src'), domain])],
].filter(([, needed]) => needed);
if (builds.length > 0) {
  console.log('Preparo il negozio… (la prima volta serve circa un minuto)');
  fs.mkdirSync(path.dirname(buildLog), { recursive: true });
  fs.writeFileSync(buildLog, '');
  for (const [workspace] of builds) build(workspace);
}

const child = spawnGroup(process.execPath, [...API_NODE_FLAGS, rel('apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  // Readable lines for the person who started it; requests are logged at debug (LOG_LEVEL=debug).
  env: { NODE_ENV: 'production', LOG_FORMAT: 'pretty', ...process.env },
});
stopTogether([child]);
child.on('exit', (code) => process.exit(code ?? 0));
