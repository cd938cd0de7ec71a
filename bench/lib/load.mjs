// The load of the API benchmarks: autocannon with one connection per shopper, business refusals
// (HTTP 200 with a status other than 0) counted, and the server's CPU time per request.
import fs from 'node:fs';
import autocannon from 'autocannon';

/**
 * CPU seconds the process has used (user + system, Linux /proc): what a request costs the server
 * whatever else the machine runs, unlike requests/s on 2 shared cores. null elsewhere.
 */
export function cpuSecondsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * One scenario: `shoppers` connections, each one shopper (`build(n, i)` makes shopper n's i-th
 * request), a 3 s warm-up unless `warmup` is false, then `seconds` measured. `countRefused`: read
 * the answers and count those whose status is not 0. `pid`: the server, for its CPU per request.
 * `onBody(body)`: sees every measured answer (the checkout benchmark collects the order ids).
 */
export async function load(
  title,
  { port, shoppers, seconds, build, pid, countRefused = true, warmup = true, onBody },
) {
  let measuring = false;
  let next = 0;
  let refused = 0;
  let firstRefusal = null;
  // How many requests each shopper has made, across the warm-up and the measured run.
  const made = new Array(shoppers).fill(0);
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
      client.setRequests([{ setupRequest: (req) => ({ ...req, ...build(n, ++made[n]) }), onResponse }]);
    },
  };
  if (warmup) await autocannon({ ...opts, duration: 3 });
  refused = 0;
  firstRefusal = null;
  measuring = true;
  const cpuBefore = pid ? cpuSecondsOf(pid) : null;
  const r = await autocannon({ ...opts, duration: seconds });
  const cpuAfter = pid ? cpuSecondsOf(pid) : null;
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
    // The answers' mean size (body and headers), in KB.
    kb: r.requests.total > 0 ? r.throughput.total / r.requests.total / 1024 : null,
  };
}

/** The server's CPU per request as a table cell. */
export const cpuCell = (r) => (r.cpuMs === null ? '-' : r.cpuMs.toFixed(3));

/** The answers' mean size as a table cell. */
export const kbCell = (r) => (r.kb === null ? '-' : r.kb.toFixed(1));
