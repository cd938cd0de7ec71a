// `npm run dev`: the API with reload (tsx watch) and the Vite dev server with hot reload,
// which proxies /ebsn, /p and /img to the API.
import { spawnGroup, stopTogether } from './process-tree.mjs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT ?? '8080';
const procs = [
  spawnGroup('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawnGroup('npx', ['vite', '--port', process.env.WEB_PORT ?? '5173'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = stopTogether(procs);
// One of them ending (a crash, a port taken) ends the other: half a dev setup only confuses.
procs.forEach((p) => p.on('exit', () => stop()));
