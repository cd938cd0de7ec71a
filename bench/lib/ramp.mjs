// The arithmetic of the benchmarks' real-client mode (decision 0105), apart from any I/O so that
// bench/lib/ramp.test.mjs can check it: seeded random numbers, think times, percentiles, one
// step's figures, which step comes next and how many shoppers were served.

/**
 * A seeded generator of numbers in [0, 1) (mulberry32: 32 bits of state, fast, good enough for
 * think times and picks; not for anything secret). The same seed gives the same sequence.
 */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The seed of shopper `n` of a run seeded `seed`: each shopper has a stream of its own, so its
 * think times and requests are the same whatever the number of shoppers beside it.
 */
export function shopperSeed(seed, n) {
  // splitmix32's finaliser over the pair: neighbouring shoppers get unrelated streams.
  let z = (Math.imul(seed >>> 0, 0x9e3779b1) + Math.imul(n + 1, 0x85ebca6b)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) >>> 0;
}

export const THINK_KINDS = ['exponential', 'uniform'];

/**
 * A think time in ms drawn with `rng`: `exponential` (the default) has mean `meanMs` (a shopper's
 * requests a Poisson stream: the burstiest of the usual choices, so the tail is not flattered);
 * `uniform` is between 0.5 and 1.5 times `meanMs`.
 */
export function thinkTime(rng, kind, meanMs) {
  if (kind === 'uniform') return meanMs * (0.5 + rng());
  if (kind === 'exponential') return -meanMs * Math.log(1 - rng());
  throw new Error(`unknown think time '${kind}': ${THINK_KINDS.join(' or ')}`);
}

/**
 * The nearest-rank percentile of ascending `sorted` values: the smallest value at or above which
 * `q` (0-1) of them lie, so the p99 of 200 values is the second largest. 0 when there are none.
 */
export function percentile(sorted, q) {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** An entry of `weights` ({ name: weight }) drawn with `rng` in proportion to its weight. */
export function pickWeighted(rng, weights) {
  const entries = Object.entries(weights);
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let r = rng() * total;
  for (const [name, w] of entries) {
    if (r < w) return name;
    r -= w;
  }
  return entries.at(-1)[0];
}

/**
 * One step's figures from what it recorded: `latencies` (ms from when each request was due to
 * the end of its answer), `lags` (ms the generator sent each one late), per kind of request the
 * latencies too, over a window of `seconds`. Latencies are sorted in place.
 */
export function summarizeStep({
  shoppers,
  seconds,
  latencies,
  lags,
  byKind = {},
  errors = 0,
  refused = 0,
  cpuCores = null,
}) {
  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  const kinds = {};
  for (const [kind, values] of Object.entries(byKind)) {
    values.sort((a, b) => a - b);
    kinds[kind] = { count: values.length, p50: percentile(values, 0.5), p99: percentile(values, 0.99) };
  }
  return {
    shoppers,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    errors,
    refused,
    lagP99: percentile(lags, 0.99),
    cpuCores,
    kinds,
  };
}

/** A step serves its shoppers when nothing failed and its p99 is under the target. */
export const served = (step, targetMs) =>
  !step.invalid && step.requests > 0 && step.errors === 0 && step.refused === 0 && step.p99 < targetMs;

/**
 * The shoppers of the next step after `steps` (in the order measured), or null when the ramp is
 * over: from `from`, doubling while every step is served, up to `cap` (measured itself); after
 * the first step that is not, `refine` halvings of the gap between the largest served step below
 * it and the smallest step that was not. A first step not served ends the ramp.
 */
export function nextShoppers(steps, { from, cap, targetMs, refine = 0 }) {
  if (steps.length === 0) return Math.min(from, cap);
  if (steps.some((s) => s.invalid)) return null;
  const firstMiss = steps.findIndex((s) => !served(s, targetMs));
  if (firstMiss === -1) {
    const last = steps.at(-1).shoppers;
    return last >= cap ? null : Math.min(last * 2, cap);
  }
  if (steps.length - 1 - firstMiss >= refine) return null;
  const { good, bad } = bounds(steps, targetMs);
  if (good === 0) return null;
  const mid = Math.round((good + bad) / 2);
  return mid <= good || mid >= bad ? null : mid;
}

/** The smallest step not served, and the largest served step below it (0 when none). */
function bounds(steps, targetMs) {
  const misses = steps.filter((s) => !served(s, targetMs)).map((s) => s.shoppers);
  const bad = misses.length ? Math.min(...misses) : Infinity;
  const good = Math.max(
    0,
    ...steps.filter((s) => served(s, targetMs) && s.shoppers < bad).map((s) => s.shoppers),
  );
  return { good, bad };
}

/**
 * The figure of the mode: the largest number of shoppers served (p99 under the target, no error)
 * below the smallest number that was not, and whether the ramp stopped at its cap instead.
 */
export function shoppersServed(steps, { targetMs, cap }) {
  const { good, bad } = bounds(steps, targetMs);
  return { shoppers: good, capReached: bad === Infinity && good >= cap };
}

/**
 * An upper bound of the requests a ramp sends (the checkout benchmark sizes its pool of ready carts
 * with it): every doubling step up to `cap` and `refine` steps of `cap` shoppers, each lasting
 * `stepSeconds`, a request a think time of `meanMs`, with a margin for the draws.
 */
export function plannedRequests({ from, cap, refine, stepSeconds, meanMs }) {
  let shopperSeconds = 0;
  for (let n = Math.min(from, cap); ; n = Math.min(n * 2, cap)) {
    shopperSeconds += n * stepSeconds;
    if (n >= cap) break;
  }
  shopperSeconds += refine * cap * stepSeconds;
  return Math.ceil(((shopperSeconds * 1000) / meanMs) * 1.1) + 100;
}
