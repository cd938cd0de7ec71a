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

/** The worker's module (checkpoint-worker.mjs): beside this file in the sources, beside the bundle once built. */
const WORKER_URL = new URL('./checkpoint-worker.mjs', import.meta.url);

export interface BackgroundCheckpoints {
  /** Stops the worker after its current checkpoint; the committing connection goes on alone. */
  stop(): Promise<void>;
}

/**
 * Starts the checkpoint worker for the SQLite file `file`, opened by `sqlite` in WAL mode, and
 * raises that connection's own checkpoint mark.
 */
export function startBackgroundCheckpoints(sqlite: SQLiteType.Database, file: string): BackgroundCheckpoints {
  sqlite.pragma(`wal_autocheckpoint = ${FOREGROUND_CHECKPOINT_PAGES}`);
  const worker = new Worker(WORKER_URL, { workerData: { file, interval: INTERVAL_MS } });
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
