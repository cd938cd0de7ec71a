// The load of the API benchmarks: autocannon with one connection per shopper, business refusals
// (HTTP 200 with a status other than 0) counted, and the server's CPU time per request.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { postgresBenchUrl } from './database.mjs';

/**
 * CPU seconds the process and its children (the workers of a shop run with WORKERS > 1) have used
 * (user + system, Linux /proc): what a request costs the server whatever else the machine runs,
 * unlike requests/s on 2 shared cores. null elsewhere.
 */
export function cpuSecondsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    const own = (Number(fields[11]) + Number(fields[12])) / 100;
    return childrenOf(pid).reduce((sum, child) => sum + (cpuSecondsOf(child) ?? 0), own);
  } catch {
    return null;
  }
}

const childrenOf = (pid) =>
  fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

/**
 * One scenario: `shoppers` connections, each one shopper (`build(n, i)` makes shopper n's i-th
 * request), a 3 s warm-up unless `warmup` is false, then `seconds` measured. `countRefused`: read
 * the answers and count those whose status is not 0. `pid`: the server, for its CPU per request.
 * `onBody(body)`: sees every measured answer (the checkout benchmark collects the order ids).
 * `warmOnSameConnections`: the warm-up's seconds, run on the connections then measured (below);
 * `rampRequest`: with it, what every connection sends until all of them have had an answer.
 */
export async function load(
  title,
  {
    port,
    shoppers,
    seconds,
    build,
    pid,
    countRefused = true,
    warmup = true,
    onBody,
    warmOnSameConnections,
    rampRequest,
  },
) {
  let measuring = false;
  let next = 0;
  let refused = 0;
  let firstRefusal = null;
  // How many requests each shopper has made, across the warm-up and the measured run.
  const made = new Array(shoppers).fill(0);
  const ramp = { done: !rampRequest };
  const onResponse = (status, body) => {
    if (measuring && onBody) onBody(body);
    if (!countRefused || body.includes('"status":0')) return;
    refused++;
    // The first refusal's errors say which rule refused (a cap, the stock, a daily maximum...).
    firstRefusal ??= (body.match(/"errors":\[[^\]]*\]/)?.[0] ?? body).slice(0, 300);
  };
  const opts = {
    url: `http://127.0.0.1:${port}`,
    connections: shoppers,
    // Each connection is one shopper, kept in this closure: autocannon resets a request's
    // `context` after every request of a one-request list, so state kept there is lost (every
    // connection then took the next shopper and every request was that shopper's first).
    setupClient: (client) => {
      const n = next++ % shoppers;
      client.setRequests([
        {
          setupRequest: (req) => ({ ...req, ...(ramp.done ? build(n, ++made[n]) : rampRequest) }),
          onResponse,
        },
      ]);
    },
  };
  if (warmOnSameConnections)
    return measuredAfterWarmUp(
      title,
      opts,
      { seconds, warmSeconds: warmOnSameConnections, pid, countRefused, ramp },
      {
        start: () => {
          refused = 0;
          firstRefusal = null;
          measuring = true;
        },
        refusals: () => ({ refused, firstRefusal }),
      },
    );
  if (warmup) await autocannon({ ...opts, duration: 3 });
  refused = 0;
  firstRefusal = null;
  measuring = true;
  const cpuBefore = pid ? cpuSecondsOf(pid) : null;
  const dbBefore = pid ? databaseCpuSeconds() : null;
  const r = await autocannon({ ...opts, duration: seconds });
  const cpuAfter = pid ? cpuSecondsOf(pid) : null;
  const dbAfter = pid ? databaseCpuSeconds() : null;
  measuring = false;
  return {
    title,
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    refused,
    // Answers carrying status 0 (an HTTP error's answer does not, so it counts as refused too).
    accepted: countRefused ? r.requests.total - refused : null,
    firstRefusal,
    cpuMs:
      cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / r.requests.total,
    dbCpuMs: dbBefore === null || dbAfter === null ? null : ((dbAfter - dbBefore) * 1000) / r.requests.total,
    // The answers' mean size (body and headers), in KB.
    kb: r.requests.total > 0 ? r.throughput.total / r.requests.total / 1024 : null,
  };
}

/**
 * On PostgreSQL (BENCH_DATABASE_URL): the CPU seconds spent so far by the server's backends of the
 * run's database (the processes titled "postgres: <user> <database> ..."; Linux /proc), or null.
 * Backends of other databases (other users of the server) are left out, the WAL writer too.
 */
export function databaseCpuSeconds() {
  const name = postgresBenchUrl()?.name;
  if (!name || !fs.existsSync('/proc')) return null;
  let sum = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!title.startsWith('postgres: ') || !title.split(' ').includes(name)) continue;
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      sum += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // Gone meanwhile.
    }
  }
  return sum;
}

/** The database's CPU per request (PostgreSQL backends), or '-'. */
export const dbCpuCell = (r) => (r.dbCpuMs == null ? '-' : r.dbCpuMs.toFixed(3));

/** The server's CPU per request as a table cell. */
export const cpuCell = (r) => (r.cpuMs === null ? '-' : r.cpuMs.toFixed(3));

/** The answers' mean size as a table cell. */
export const kbCell = (r) => (r.kb === null ? '-' : r.kb.toFixed(1));

/**
 * One autocannon run: a warm-up of at least `warmSeconds` that lasts until every connection has
 * had an answer, then `seconds` measured on the same connections. A new run's connections are
 * accepted one per turn of the server's event loop (measured: decision 0072); a server busy for
 * 100 ms a turn took seconds to accept 50 new shoppers, and their first requests, waiting, made
 * the p99 of a separate measured run. Until `ramp.done` the connections send the cheap ramp
 * request, so the turns stay short while they are accepted; the warm-up's seconds count from
 * then. `window.start()` opens the measure; `window.refusals()` reads what it refused.
 */
const SPREAD = [0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99, 0.999];

async function measuredAfterWarmUp(title, opts, { seconds, warmSeconds, pid, countRefused, ramp }, window) {
  const latencies = [];
  const answered = new Set();
  let errors = 0;
  let bytes = 0;
  let warm = false;
  let open = false;
  let cpuBefore = null;
  let dbBefore = null;
  // The run is stopped `seconds` after the measure opens; a warm-up still going after two
  // minutes (a connection never answered) ends it, and the scenario fails below.
  const run = autocannon({ ...opts, duration: warmSeconds + seconds + 120 });
  const openWhenReady = () => {
    if (open || !warm || answered.size < opts.connections) return;
    window.start();
    open = true;
    cpuBefore = pid ? cpuSecondsOf(pid) : null;
    dbBefore = pid ? databaseCpuSeconds() : null;
    setTimeout(() => run.stop(), seconds * 1000);
  };
  let timer;
  const startWarmUp = () => {
    timer = setTimeout(() => {
      warm = true;
      openWhenReady();
    }, warmSeconds * 1000);
  };
  if (ramp.done) startWarmUp();
  run.on('response', (client, status, resBytes, ms) => {
    answered.add(client);
    if (!ramp.done && answered.size >= opts.connections) {
      ramp.done = true;
      startWarmUp();
    }
    if (!open) return openWhenReady();
    latencies.push(ms);
    bytes += resBytes;
    if (status < 200 || status > 299) errors++;
  });
  run.on('reqError', () => {
    if (open) errors++;
  });
  await run;
  clearTimeout(timer);
  if (!open)
    throw new Error(
      `${title}: after the warm-up ${answered.size} of ${opts.connections} connections answered`,
    );
  const cpuAfter = pid ? cpuSecondsOf(pid) : null;
  const dbAfter = pid ? databaseCpuSeconds() : null;
  const { refused, firstRefusal } = window.refusals();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies.length === 0
      ? 0
      : Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  const total = latencies.length;
  // BENCH_SPREAD=1: how the latencies spread, to tell a slow body from a few slow answers.
  if (process.env.BENCH_SPREAD)
    console.log(
      `${title}: ms at ${SPREAD.map((q) => `p${q * 100} ${at(q)}`).join(', ')}, max ${Math.round(latencies.at(-1) ?? 0)}`,
    );
  return {
    title,
    rps: total / seconds,
    total,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    refused,
    accepted: countRefused ? total - refused : null,
    firstRefusal,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / total,
    dbCpuMs: dbBefore === null || dbAfter === null ? null : ((dbAfter - dbBefore) * 1000) / total,
    kb: total > 0 ? bytes / total / 1024 : null,
  };
}
