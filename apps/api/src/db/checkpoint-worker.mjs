// @ts-check
// The SQLite checkpoint worker (db/background-checkpoints.ts starts it, decision 0075). Plain
// JavaScript so that it runs the same from the sources (tests, tsx) and from the build, where
// build.mjs copies it beside the bundle; typed through JSDoc and checked by tsc.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/** @typedef {{ file: string, interval: number }} CheckpointWorkerData */
const { file, interval } = /** @type {CheckpointWorkerData} */ (workerData);
const port = parentPort;
if (!port) throw new Error('checkpoint-worker.mjs runs only as a worker thread');

// The same file as the shop's connection; PASSIVE copies never wait for nor block a writer.
const db = new SQLite(file, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 0');
const checkpoint = db.prepare('pragma wal_checkpoint(PASSIVE)');

// A failure (a full disk, an I/O error) is reported once, not every turn, until one succeeds.
let failing = false;
const timer = setInterval(() => {
  try {
    checkpoint.get();
    failing = false;
  } catch (e) {
    const error = /** @type {{ code?: unknown, message?: unknown }} */ (e);
    // Busy (another checkpoint, another process's RESTART): the next turn tries again.
    if (String(error?.code).startsWith('SQLITE_BUSY') || failing) return;
    failing = true;
    port.postMessage({ error: String(error?.message) });
  }
}, interval);

port.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  port.close();
});
