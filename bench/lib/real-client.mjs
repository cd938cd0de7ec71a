// The real-client mode of the API benchmarks (BENCH_MODE=real-client, decision 0105): virtual
// shoppers who each wait a think time between their requests, their number ramped up step by step
// until the p99 passes the target, an error appears or the cap is reached. The figure is "shoppers
// served at p99 < 100 ms". The closed-loop mode (bench/lib/load.mjs, autocannon) is the default.
//
// Each shopper has its own keep-alive connection (node:http, an agent of one socket, as a browser
// tab), so a request never waits for a free connection; and each latency runs from the moment the
// request was due (the end of the previous answer plus the think time), not from when it was
// written: a generator that is late to send (its event loop busy) counts the delay against the
// answer, as the shopper would see it (no coordinated omission). autocannon cannot do either: its
// rate limit is a budget a second per connection, measured from the write.
import http from 'node:http';
import { cpuSecondsOf } from './load.mjs';
import {
  nextShoppers,
  percentile,
  seededRandom,
  shopperSeed,
  shoppersServed,
  summarizeStep,
  thinkTime,
  THINK_KINDS,
} from './ramp.mjs';

const MODES = ['closed-loop', 'real-client'];

/** BENCH_MODE: closed-loop (the default) or real-client; anything else stops the run. */
export function benchMode() {
  const mode = process.env.BENCH_MODE || 'closed-loop';
  if (!MODES.includes(mode)) throw new Error(`BENCH_MODE=${mode}: use ${MODES.join(' or ')}`);
  return mode;
}

/** How long a request may take before it counts as an error (and its connection is dropped). */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The settings of the ramp, from the environment, with a benchmark's defaults (`maxShoppers`, the
 * cap; `seconds`, the measured window of each step).
 */
export function realClientSettings({ maxShoppers, seconds = 10 }) {
  const env = process.env;
  const s = {
    think: env.BENCH_THINK ?? 'exponential',
    thinkMs: Number(env.BENCH_THINK_MS ?? 1000),
    seed: Number(env.BENCH_SEED ?? 1),
    from: Number(env.BENCH_RAMP_FROM ?? 25),
    cap: Number(env.BENCH_MAX_SHOPPERS ?? maxShoppers),
    targetMs: Number(env.BENCH_TARGET_P99_MS ?? 100),
    refine: Number(env.BENCH_REFINE ?? 2),
    seconds: Number(env.BENCH_SECONDS ?? seconds),
    warmSeconds: Number(env.BENCH_WARM_SECONDS ?? 3),
    burstSeconds: Number(env.BENCH_BURST_SECONDS ?? 3),
  };
  if (!THINK_KINDS.includes(s.think))
    throw new Error(`BENCH_THINK=${s.think}: use ${THINK_KINDS.join(' or ')}`);
  for (const k of ['thinkMs', 'from', 'cap', 'targetMs', 'seconds'])
    if (!(s[k] > 0)) throw new Error(`real-client setting ${k} must be a positive number, not ${s[k]}`);
  return s;
}

/** One line saying how the shoppers behave, for the reports. */
export const describeSettings = (s) =>
  `think time ${s.think === 'exponential' ? 'exponential, mean' : 'uniform around'} ${s.thinkMs} ms` +
  `${s.think === 'uniform' ? ` (${s.thinkMs / 2}-${(s.thinkMs * 3) / 2} ms)` : ''}, seed ${s.seed}; ` +
  `first ${s.burstSeconds} s of back-to-back requests (not measured); steps from ${s.from} shoppers doubling up to ${s.cap}, then ${s.refine} halving${s.refine === 1 ? '' : 's'} of the gap; ` +
  `each step ${s.warmSeconds} s of warm-up, then ${s.seconds} s measured; target p99 < ${s.targetMs} ms`;

/**
 * Ramps shoppers against `port`. `shopper(n, rng)` makes shopper n (numbered from 0): an object
 * whose `next()` answers its next request `{ kind, method, path, headers?, body? }` (or null when
 * there is no more work: the step is then not valid and the ramp ends), and whose optional
 * `answered(kind, status, body)` sees each answer. `countRefused`: an answer without
 * `"status":0` counts as refused (a business refusal fails the step like an error). `pid`: the
 * server, for its CPU. Prints each step as it ends; answers `{ steps, served, settings }`.
 */
export async function rampShoppers(
  title,
  { port, pid, settings, shopper, countRefused = true, log = console.log },
) {
  const shoppers = [];
  let step = null;
  let ranOut = false;
  let inFlight = 0;

  const make = (n) => {
    const rng = seededRandom(shopperSeed(settings.seed, n));
    return {
      n,
      rng,
      impl: shopper(n, rng),
      agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
      active: false,
      running: false,
      wait: null,
      due: 0,
      step: null,
    };
  };

  /** Counts a request due inside the step's measured window as one of the step's. */
  const claim = (s) => {
    s.step = step && s.due >= step.openAt && s.due < step.closeAt ? step : null;
    if (s.step) s.step.pending++;
  };
  const release = (s) => {
    const st = s.step;
    s.step = null;
    if (st && --st.pending === 0 && st.closed) st.drained();
  };

  const sleepUntil = (s, at) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, at - performance.now()));
      s.wait = { timer, resolve };
    });

  async function run(s) {
    s.running = true;
    while (s.active) {
      s.due = performance.now() + thinkTime(s.rng, settings.think, settings.thinkMs);
      claim(s);
      await sleepUntil(s, s.due);
      s.wait = null;
      const req = s.active ? s.impl.next() : null;
      if (!req) {
        if (s.active) ranOut = true;
        release(s);
        break;
      }
      await send(s, req, performance.now());
    }
    s.running = false;
  }

  async function send(s, req, sentAt) {
    const st = s.step;
    if (st) st.lags.push(sentAt - s.due);
    inFlight++;
    const a = await ask(port, s.agent, req);
    inFlight--;
    if (a.ok && s.impl.answered) s.impl.answered(req.kind, a.status, a.body);
    if (st) {
      const ms = performance.now() - s.due;
      if (!a.ok) {
        st.errors++;
        st.firstError ??= `${req.kind}: ${a.error}`;
      } else {
        st.latencies.push(ms);
        (st.byKind[req.kind] ??= []).push(ms);
        (st.bySecond[Math.floor((s.due - st.openAt) / 1000)] ??= []).push(ms);
        if (countRefused && !a.body.includes('"status":0')) {
          st.refused++;
          st.firstRefusal ??= `${req.kind}: ${a.body.slice(0, 300)}`;
        }
      }
    }
    release(s);
  }

  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const steps = [];
  const rows = [];
  log(`\n» ${title}: real clients (${describeSettings(settings)})`);
  const burst = await backToBack(port, shopper, settings);
  log(
    `  first ${settings.burstSeconds} s: ${burst.answers} answers back to back, ${burst.errors} errors (not measured)`,
  );
  for (let n = nextShoppers(steps, settings); n !== null; n = nextShoppers(steps, settings)) {
    const openAt = performance.now() + settings.warmSeconds * 1000;
    step = {
      openAt,
      closeAt: openAt + settings.seconds * 1000,
      pending: 0,
      closed: false,
      drained: null,
      latencies: [],
      lags: [],
      byKind: {},
      bySecond: [],
      errors: 0,
      refused: 0,
      firstRefusal: null,
      firstError: null,
    };
    // The step's shoppers: those of the step before go on, more start (or some stop, when the
    // step is smaller); those already waiting whose next request falls in the window count in it.
    for (let i = 0; i < Math.max(n, shoppers.length); i++) {
      const s = (shoppers[i] ??= make(i));
      s.active = i < n;
      if (s.active && !s.running) void run(s);
      else if (s.active && s.wait && !s.step) claim(s);
    }
    await pause(settings.warmSeconds * 1000);
    const cpuBefore = pid ? cpuSecondsOf(pid) : null;
    await pause(Math.max(0, step.closeAt - performance.now()));
    const cpuAfter = pid ? cpuSecondsOf(pid) : null;
    // The requests due before the window closed are waited for, however late they end.
    const measured = step;
    await new Promise((resolve) => {
      measured.closed = true;
      measured.drained = resolve;
      if (measured.pending === 0) resolve();
    });
    const figures = {
      ...summarizeStep({
        shoppers: n,
        seconds: settings.seconds,
        latencies: measured.latencies,
        lags: measured.lags,
        byKind: measured.byKind,
        errors: measured.errors,
        refused: measured.refused,
        cpuCores: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / settings.seconds,
      }),
      invalid: ranOut,
      firstRefusal: measured.firstRefusal,
      firstError: measured.firstError,
    };
    steps.push(figures);
    rows.push(stepRow(figures, settings));
    log(`  ${rows.at(-1)}`);
    // BENCH_TIMELINE=1: the p99 of each second of the window, to tell a slow step from a stall.
    if (process.env.BENCH_TIMELINE)
      log(
        `    p99 ms second by second: ${Array.from(measured.bySecond, (v) =>
          v
            ? ms(
                percentile(
                  v.sort((a, b) => a - b),
                  0.99,
                ),
              )
            : '-',
        ).join(' ')}`,
      );
  }
  step = null;
  // Every shopper stops: those thinking at once, those waiting for an answer when it comes.
  for (const s of shoppers) {
    s.active = false;
    if (s.wait) {
      clearTimeout(s.wait.timer);
      s.wait.resolve();
    }
  }
  const end = performance.now() + REQUEST_TIMEOUT_MS;
  while (inFlight > 0 && performance.now() < end) await pause(20);
  for (const s of shoppers) s.agent.destroy();
  return { title, steps, served: shoppersServed(steps, settings), settings };
}

/**
 * One request on `agent`; answers `{ ok, status, body }` once the whole answer is in, or
 * `{ ok: false, error }` (not 2xx, the connection failed or dropped, no answer in 30 s).
 */
function ask(port, agent, req) {
  return new Promise((resolve) => {
    let done = false;
    const finish = (a) => {
      if (done) return;
      done = true;
      resolve(a);
    };
    const r = http.request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.path,
        headers:
          req.body === undefined
            ? req.headers
            : { ...req.headers, 'content-length': Buffer.byteLength(req.body) },
        agent,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () =>
          finish(
            res.statusCode >= 200 && res.statusCode <= 299
              ? { ok: true, status: res.statusCode, body }
              : { ok: false, status: res.statusCode, error: `HTTP ${res.statusCode} ${body.slice(0, 200)}` },
          ),
        );
        res.on('error', (e) => finish({ ok: false, error: e.message }));
        // An answer cut short (the connection dropped) ends here; after 'end' this does nothing.
        res.on('close', () => finish({ ok: false, error: 'answer cut short' }));
      },
    );
    r.setTimeout(REQUEST_TIMEOUT_MS, () => r.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    r.on('error', (e) => finish({ ok: false, error: e.message }));
    r.end(req.body);
  });
}

/**
 * Before the first step, as the closed-loop mode's warm-up: the first step's shoppers send their
 * requests back to back for `burstSeconds`, so the server's code is compiled and its caches
 * filled before anything is measured. They are copies with streams of their own (another seed),
 * so that the measured shoppers' think times and requests do not depend on how many they made.
 */
async function backToBack(port, shopper, settings) {
  const end = performance.now() + settings.burstSeconds * 1000;
  let answers = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: Math.min(settings.from, settings.cap) }, async (_, n) => {
      const impl = shopper(n, seededRandom(shopperSeed(settings.seed ^ 0x5eed5eed, n)));
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < end) {
        const req = impl.next();
        if (!req) break;
        const a = await ask(port, agent, req);
        if (a.ok) {
          answers++;
          impl.answered?.(req.kind, a.status, a.body);
        } else errors++;
      }
      agent.destroy();
    }),
  );
  return { answers, errors };
}

const ms = (v) => (v < 10 ? v.toFixed(1) : v.toFixed(0));

/** A step as a row of the table of realClientTable. */
function stepRow(s, settings) {
  const verdict = s.invalid
    ? 'not valid (the requests ran out)'
    : s.errors > 0 || s.refused > 0
      ? 'no: errors'
      : s.p99 < settings.targetMs
        ? 'yes'
        : 'no';
  const cpu = s.cpuCores === null ? '-' : s.cpuCores.toFixed(2);
  return `| ${s.shoppers} | ${s.rps.toFixed(0)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${s.errors} | ${s.refused} | ${ms(s.lagP99)} | ${cpu} | ${verdict} |`;
}

/** The report of one ramp: the figure, the table of its steps, the p99 of each kind of request. */
export function realClientTable({ title, steps, served, settings }) {
  const lines = [`\n${title}`];
  const figure = served.capReached
    ? `at least ${served.shoppers} (the cap, BENCH_MAX_SHOPPERS, was reached)`
    : served.shoppers === 0
      ? `none (the first step, ${steps[0]?.shoppers} shoppers, was not served)`
      : String(served.shoppers);
  lines.push(`shoppers served at p99 < ${settings.targetMs} ms: ${figure}`);
  lines.push(
    `| shoppers | requests/s | p50 ms | p95 ms | p99 ms | max ms | errors | refused | generator late p99 ms | server CPU (cores) | p99 < ${settings.targetMs} ms |`,
  );
  lines.push('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const s of steps) lines.push(stepRow(s, settings));
  const kinds = [...new Set(steps.flatMap((s) => Object.keys(s.kinds)))].sort();
  if (kinds.length > 1) {
    lines.push(`\np99 ms (and share of the requests) of each kind:`);
    lines.push(`| shoppers | ${kinds.join(' | ')} |`);
    lines.push(`|---|${kinds.map(() => '---|').join('')}`);
    for (const s of steps)
      lines.push(
        `| ${s.shoppers} | ${kinds
          .map((k) => {
            const f = s.kinds[k];
            return f ? `${ms(f.p99)} (${((100 * f.count) / s.requests).toFixed(0)} %)` : '-';
          })
          .join(' | ')} |`,
      );
  }
  for (const s of steps) {
    if (s.firstError) lines.push(`${s.shoppers} shoppers: ${s.errors} errors, the first: ${s.firstError}`);
    if (s.firstRefusal)
      lines.push(`${s.shoppers} shoppers: ${s.refused} refused, the first: ${s.firstRefusal}`);
  }
  return lines.join('\n');
}

/**
 * Whether the bare route is ramped first: BENCH_CEILING=1, and always on PostgreSQL
 * (BENCH_DATABASE_URL), whose figures are reported beside the ceiling of the same run.
 */
export const ceilingWanted = () => Boolean(process.env.BENCH_CEILING || process.env.BENCH_DATABASE_URL);

/**
 * BENCH_CEILING=1: the same ramp against the bare Fastify route first (bench/lib/bare-server.mjs),
 * to tell the shop's limit from the machine's and the generator's. Answers null when not asked.
 */
export async function rampCeiling(barePort, pid, settings) {
  if (!ceilingWanted()) return null;
  return rampShoppers('bare Fastify route (2 KB JSON), the ceiling', {
    port: barePort,
    pid,
    settings,
    countRefused: false,
    shopper: () => ({ next: () => ({ kind: 'bare', method: 'GET', path: '/bare' }) }),
  });
}
