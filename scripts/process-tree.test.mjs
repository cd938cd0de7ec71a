import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What npm start and npm run dev leave behind when npm itself is stopped by its pid: nothing.
const TREE = path.resolve(import.meta.dirname, 'process-tree.mjs');
const LAUNCHER = `
import { spawnGroup, stopTogether } from ${JSON.stringify(TREE)};
const server = spawnGroup(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
stopTogether([server]);
console.log(process.pid, server.pid);
server.on('exit', () => process.exit(0));
`;

const alive = (pid) =>
  fs.existsSync(`/proc/${pid}`) && !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
const gone = async (pids, ms = 5000) => {
  const end = Date.now() + ms;
  while (pids.some(alive) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  return pids.filter(alive);
};

/** A `sh -c` in the place of npm: it starts the launcher and does not pass signals on. */
function startUnderShell() {
  const shell = spawn(
    'sh',
    ['-c', `${process.execPath} --input-type=module -e '${LAUNCHER.replace(/'/g, "'\\''")}'; true`],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const pids = new Promise((resolve) =>
    shell.stdout.once('data', (line) => resolve(String(line).trim().split(' ').map(Number))),
  );
  return { shell, pids };
}

describe('the launcher of npm start and npm run dev', () => {
  it('stops its server when whoever started it is killed', async () => {
    const { shell, pids } = startUnderShell();
    const [launcher, server] = await pids;
    expect(alive(server)).toBe(true);
    shell.kill('SIGKILL');
    expect(await gone([launcher, server])).toEqual([]);
  });

  it('passes SIGTERM on to its server and ends with it', async () => {
    const { pids } = startUnderShell();
    const [launcher, server] = await pids;
    process.kill(launcher, 'SIGTERM');
    expect(await gone([launcher, server])).toEqual([]);
  });
});
