// What the API benchmarks share: running a step, starting the built API (on SQLite or PostgreSQL,
// bench/lib/database.mjs) and the bare Fastify route (the machine's ceiling), and waiting for them
// to answer.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { API_NODE_FLAGS } from '../../scripts/api-node-flags.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

/** Runs a command in the repository; throws when it fails. */
export function sh(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/** Waits until the URL answers 2xx; answers the milliseconds it took. */
export async function waitFor(url, timeoutMs = 30_000) {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      const r = await fetch(url);
      if (r.ok) return performance.now() - start;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`no answer from ${url}`);
}

/**
 * The processes this run started (the API, the bare route), each stopped by its pid when the run
 * ends however it ends: normally (the benchmark's own `finally` stops them first), on an error, on
 * SIGINT/SIGTERM/SIGHUP, or when whoever started the run is gone. The API's primary stops its
 * workers on SIGTERM, the bare route's too. Only SIGKILL of the benchmark leaves them running.
 */
const started = new Set();
let stopOnExit = false;

/** Sends `signal` to every process this run started that is still running. */
export function stopStarted(signal = 'SIGTERM') {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) {
      try {
        child.kill(signal);
      } catch {
        // It has just ended.
      }
    }
}

function track(child) {
  started.add(child);
  child.once('exit', () => started.delete(child));
  if (!stopOnExit) {
    stopOnExit = true;
    process.once('exit', () => stopStarted());
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
      ['SIGHUP', 129],
    ])
      process.once(signal, () => {
        stopStarted();
        process.exit(code);
      });
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid === parent) return;
      stopStarted();
      process.exit(129);
    }, 1000).unref();
  }
  return child;
}

/** Builds the API (npm run build -w apps/api). */
export function buildApi() {
  sh('npm', ['run', 'build', '-w', 'apps/api']);
}

/**
 * Processes the API and the bare route each run as (BENCH_WORKERS; default 1 on SQLite, 2 on
 * PostgreSQL, BENCH_DATABASE_URL): the shop's WORKERS (decision 0073), and the bare route as many
 * copies, so the ceiling is the same shape.
 */
export const WORKERS = Number(process.env.BENCH_WORKERS ?? (process.env.BENCH_DATABASE_URL ? 2 : 1));

/**
 * The built API in production mode on `database` (a SQLite file, or a sqlite:/postgres:// URL:
 * bench/lib/database.mjs), without demo data or background jobs, as
 * WORKERS processes, with the node flags `npm start` gives it (scripts/api-node-flags.mjs).
 * BENCH_CPU_PROF=<dir>: the API writes a V8 CPU profile there when it stops (node --cpu-prof).
 * BENCH_NODE_FLAGS: more flags for the API's node (e.g. "--trace-gc"), after those.
 */
export function startApi(port, database, env = {}) {
  const prof = process.env.BENCH_CPU_PROF;
  const flags = [...API_NODE_FLAGS, ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []), ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
  return track(spawn(process.execPath, [...flags, path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: /^(sqlite:|postgres(ql)?:\/\/)/.test(database) ? database : `sqlite:${database}`,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      JOBS_POLL_SECONDS: '0',
      WORKERS: String(WORKERS),
      ...env,
    },
    stdio: 'inherit',
  }));
}

/** The bare Fastify route answering 2 KB of JSON at /bare: the ceiling of the same run. */
export function startBare(port) {
  return track(
    spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.mjs')], {
      env: { ...process.env, PORT: String(port), WORKERS: String(WORKERS) },
      stdio: 'inherit',
    }),
  );
}
