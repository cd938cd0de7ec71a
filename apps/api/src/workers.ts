import cluster, { type Worker } from 'node:cluster';

/** How long after a worker stops its replacement starts: a copy that keeps failing does not spin. */
const RESTART_PAUSE_MS = 1000;
/**
 * How long the workers get to finish their requests when the shop stops. On PostgreSQL a worker's
 * running jobs get 5 s of it (modules/jobs/graphile-job-queue.ts), then are failed for a retry
 * rather than left locked by a killed process.
 */
const STOP_GRACE_MS = 10_000;

export interface WorkersOptions {
  /** Called once, when every worker listens, with the port they share. */
  onListening: (port: number) => void;
  say: (line: string) => void;
}

/**
 * The primary of a shop run as several processes (decision 0073): starts `count` copies of this
 * program, which listen on one port (Node's cluster hands each new connection to the next one);
 * replaces a copy that stops; stops them all on SIGTERM or SIGINT and then exits. A copy that
 * stops before the shop was first ready (a port taken, a database it cannot open) stops the shop:
 * another copy would fail the same way.
 */
export function startWorkers(count: number, { onListening, say }: WorkersOptions): void {
  const alive = new Map<number, Worker>();
  const listening = new Set<number>();
  let ready = false;
  let stopping = false;

  const fork = () => {
    const w = cluster.fork();
    alive.set(w.id, w);
  };
  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (!ready && listening.size === count) {
      ready = true;
      onListening(address.port);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker.id);
    const served = listening.delete(worker.id);
    if (stopping) {
      if (alive.size === 0) process.exit();
      return;
    }
    if (!served && !ready) {
      say(`Avvio non riuscito: un processo si è fermato prima di essere pronto (${signal ?? `codice ${code}`}).`);
      stopAll(1);
      return;
    }
    say(`Un processo si è fermato (${signal ?? `codice ${code}`}): ne avvio un altro.`);
    // Not unref'd: with every copy gone, this timer is what keeps the primary alive to replace them.
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_PAUSE_MS);
  });

  // The primary then exits through 'exit' above, once the last worker has gone.
  const stopAll = (exitCode: number) => {
    if (exitCode !== 0) process.exitCode = exitCode;
    if (stopping) return;
    stopping = true;
    if (alive.size === 0) process.exit();
    for (const w of alive.values()) w.process.kill('SIGTERM');
    // Workers that do not finish in time are ended.
    setTimeout(() => {
      for (const w of alive.values()) w.process.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));

  for (let i = 0; i < count; i++) fork();
}
