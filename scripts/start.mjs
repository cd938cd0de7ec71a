// `npm start`: builds the storefront and the API when their sources are newer than the build,
// then runs the server (production mode, SQLite under data/ unless DATABASE_URL says otherwise).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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

function run(label, args) {
  console.log(`» ${label}...`);
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const domain = rel('packages/domain/src');
if (stale(rel('apps/web/dist/index.html'), [rel('apps/web/src'), rel('apps/web/public'), rel('apps/web/index.html'), domain])) {
  run('Compilazione del negozio (web)', ['run', 'build', '-w', 'apps/web']);
}
if (stale(rel('apps/api/dist/server.js'), [rel('apps/api/src'), domain])) {
  run('Compilazione del server (api)', ['run', 'build', '-w', 'apps/api']);
}

const child = spawn(process.execPath, ['--enable-source-maps', rel('apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
