import { Worker } from 'node:worker_threads';
import type SQLiteType from 'better-sqlite3';

// SQLite in WAL mode appends every commit to the -wal file and copies those pages back into the
// database file at a checkpoint. By default the connection that commits runs the checkpoint itself,
// right after its commit, whenever the WAL holds 1,000 pages: under the checkout's load that was
// about 28 checkpoints a second, each writing hundreds of pages and waiting for two fsyncs on the
// process's only thread, while every other shopper's request waited too (decision 0075). Here a
// worker thread with a connection of its own copies the pages a little at a time, so the event
// loop only appends. The committing connection keeps a checkpoint of its own at a higher mark:
// a checkpoint in another thread cannot finish while pages are still being appended, and SQLite
// starts the WAL file again from its beginning only after one that finished; that one then has only
// the last few pages left to copy.

/** How often the worker copies what the WAL holds (milliseconds). */
const INTERVAL_MS = 20;
/** The committing connection's own checkpoint: WAL pages (4 KiB each) before it runs one. */
const FOREGROUND_CHECKPOINT_PAGES = 4000;

// The worker's code: plain CommonJS run by `eval`, so that it does not depend on where the bundle
// puts its files. It opens the same file, copies the WAL in PASSIVE mode (which never waits for
// nor blocks a writer) every INTERVAL_MS, and closes its connection when told to stop.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { fileMustExist: true });
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
    // Busy (another checkpoint, another process's RESTART): the next turn tries again.
    if (String(e && e.code).startsWith('SQLITE_BUSY') || failing) return;
    failing = true;
    parentPort.postMessage({ error: String(e && e.message) });
  }
}, workerData.interval);
parentPort.on('message', (m) => {
  if (m !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface BackgroundCheckpoints {
  /** Stops the worker after its current checkpoint; the committing connection goes on alone. */
  stop(): Promise<void>;
}

/**
 * Starts the checkpoint worker for the SQLite file `file`, opened by `sqlite` in WAL mode, and
 * raises that connection's own checkpoint mark. `driver` is the path of better-sqlite3's module.
 */
export function startBackgroundCheckpoints(
  sqlite: SQLiteType.Database,
  file: string,
  driver: string,
): BackgroundCheckpoints {
  sqlite.pragma(`wal_autocheckpoint = ${FOREGROUND_CHECKPOINT_PAGES}`);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, interval: INTERVAL_MS } });
  // The shop's process must be able to end while the worker waits for its next turn.
  worker.unref();
  const gone = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('message', (m: { error?: string }) => {
    if (m.error) console.warn(`SQLite: checkpoint in background non riuscito (${m.error})`);
  });
  worker.on('error', (e) => {
    // Without the worker the connection's own checkpoint keeps the WAL bounded, at its lower mark.
    console.warn(`SQLite: checkpoint in background fermato (${e.message})`);
    sqlite.pragma('wal_autocheckpoint = 1000');
  });
  let stopped: Promise<void> | undefined;
  return {
    stop: () =>
      (stopped ??= (async () => {
        worker.postMessage('stop');
        await gone;
      })()),
  };
}
