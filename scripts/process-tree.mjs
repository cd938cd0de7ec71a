// What `npm start` and `npm run dev` start is stopped with them, whoever is stopped. Each child
// runs in a process group of its own (with what it starts in turn: tsx's server, Vite's
// esbuild, the shop's worker processes), and a signal to the launcher goes to the whole group.
// npm does not pass a signal on to its script (a `sh -c` stands between them), so the launcher
// also watches its parent: once whoever started it is gone, it stops its children and ends.
import { spawn } from 'node:child_process';

/** `spawn` in a process group of its own. */
export function spawnGroup(command, args, options) {
  return spawn(command, args, { ...options, detached: true });
}

/** Signals every group still running; `SIGHUP` (the terminal closed) stops them as SIGTERM. */
function signalAll(children, signal) {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group has just ended.
    }
  }
}

/** Ties `children` to this process: its signals are theirs, and its parent's end is theirs too. */
export function stopTogether(children) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => signalAll(children, signal === 'SIGHUP' ? 'SIGTERM' : signal));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) signalAll(children, 'SIGTERM');
  }, 1000).unref();
  return (signal = 'SIGTERM') => signalAll(children, signal);
}
