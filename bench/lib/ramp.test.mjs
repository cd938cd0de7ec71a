import { describe, expect, it } from 'vitest';
import {
  nextShoppers,
  percentile,
  pickWeighted,
  plannedRequests,
  seededRandom,
  shopperSeed,
  shoppersServed,
  summarizeStep,
  thinkTime,
} from './ramp.mjs';

// The arithmetic of the benchmarks' real-client mode (decision 0105).

const draws = (rng, n, f) => Array.from({ length: n }, () => f(rng));
const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe('seeded random numbers', () => {
  it('give the same sequence for the same seed, another for another seed', () => {
    const a = draws(seededRandom(1), 5, (r) => r());
    expect(draws(seededRandom(1), 5, (r) => r())).toEqual(a);
    expect(draws(seededRandom(2), 5, (r) => r())).not.toEqual(a);
    for (const x of draws(seededRandom(7), 10_000, (r) => r())) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('give each shopper a stream of its own, the same whatever the run', () => {
    const seeds = Array.from({ length: 1000 }, (_, n) => shopperSeed(1, n));
    expect(new Set(seeds).size).toBe(1000);
    expect(shopperSeed(1, 42)).toBe(seeds[42]);
    expect(shopperSeed(2, 42)).not.toBe(seeds[42]);
  });
});

describe('think times', () => {
  it('exponential: mean as asked, about 63 % of them below it, none negative', () => {
    const xs = draws(seededRandom(3), 100_000, (r) => thinkTime(r, 'exponential', 1000));
    expect(mean(xs)).toBeGreaterThan(985);
    expect(mean(xs)).toBeLessThan(1015);
    const below = xs.filter((x) => x < 1000).length / xs.length;
    expect(below).toBeGreaterThan(0.625);
    expect(below).toBeLessThan(0.64);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
  });

  it('uniform: between half and one and a half times the mean', () => {
    const xs = draws(seededRandom(4), 100_000, (r) => thinkTime(r, 'uniform', 1000));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...xs)).toBeLessThan(1500);
    expect(mean(xs)).toBeGreaterThan(995);
    expect(mean(xs)).toBeLessThan(1005);
  });

  it('refuses a kind it does not know', () => {
    expect(() => thinkTime(seededRandom(1), 'normal', 1000)).toThrow(/exponential or uniform/);
  });
});

describe('percentiles (nearest rank)', () => {
  const oneTo = (n) => Array.from({ length: n }, (_, i) => i + 1);

  it('of 1..100: p50 50, p95 95, p99 99, p100 100', () => {
    const xs = oneTo(100);
    expect([0.5, 0.95, 0.99, 1].map((q) => percentile(xs, q))).toEqual([50, 95, 99, 100]);
  });

  it('of 200 values the p99 is the second largest; of 50 the largest', () => {
    expect(percentile(oneTo(200), 0.99)).toBe(198);
    expect(percentile(oneTo(50), 0.99)).toBe(50);
  });

  it('of one value is that value; of none, 0', () => {
    expect(percentile([7], 0.5)).toBe(7);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.99)).toBe(0);
  });
});

describe('a step', () => {
  it('has its figures from the latencies measured from when each request was due', () => {
    const latencies = [...Array.from({ length: 98 }, () => 2), 150, 900];
    const s = summarizeStep({
      shoppers: 25,
      seconds: 4,
      latencies: [...latencies].reverse(),
      lags: [0, 1, 30],
      byKind: { listing: [2, 900], detail: [150, 2] },
      errors: 0,
      cpuCores: 0.5,
    });
    expect(s).toMatchObject({
      shoppers: 25,
      requests: 100,
      rps: 25,
      p50: 2,
      p95: 2,
      p99: 150,
      max: 900,
      lagP99: 30,
    });
    expect(s.kinds.listing).toEqual({ count: 2, p50: 2, p99: 900 });
  });
});

describe('picking by weight', () => {
  it('draws each entry in proportion to its weight', () => {
    const rng = seededRandom(5);
    const counts = { listing: 0, detail: 0, search: 0 };
    for (let i = 0; i < 100_000; i++) counts[pickWeighted(rng, { listing: 50, detail: 30, search: 20 })]++;
    expect(counts.listing / 100_000).toBeCloseTo(0.5, 1);
    expect(counts.detail / 100_000).toBeCloseTo(0.3, 1);
    expect(counts.search / 100_000).toBeCloseTo(0.2, 1);
  });
});

describe('the ramp', () => {
  const opts = { from: 25, cap: 800, targetMs: 100, refine: 2 };
  const step = (shoppers, p99, more = {}) => ({
    shoppers,
    p99,
    requests: 100,
    errors: 0,
    refused: 0,
    ...more,
  });
  /** The steps a ramp measures when the shop serves up to `limit` shoppers under the target. */
  const run = (limit, o = opts) => {
    const steps = [];
    for (let n = nextShoppers(steps, o); n !== null; n = nextShoppers(steps, o))
      steps.push(step(n, n <= limit ? 50 : 150));
    return steps;
  };

  it('doubles from 25 while the p99 stays under the target, up to the cap', () => {
    const steps = run(Infinity);
    expect(steps.map((s) => s.shoppers)).toEqual([25, 50, 100, 200, 400, 800]);
    expect(shoppersServed(steps, opts)).toEqual({ shoppers: 800, capReached: true });
  });

  it('measures the cap itself when doubling passes it', () => {
    expect(run(Infinity, { ...opts, cap: 300 }).map((s) => s.shoppers)).toEqual([25, 50, 100, 200, 300]);
  });

  it('after the first step over the target, halves the gap twice', () => {
    const steps = run(330);
    expect(steps.map((s) => s.shoppers)).toEqual([25, 50, 100, 200, 400, 300, 350]);
    expect(shoppersServed(steps, opts)).toEqual({ shoppers: 300, capReached: false });
  });

  it('without refining, the served figure is the last doubling under the target', () => {
    const steps = run(330, { ...opts, refine: 0 });
    expect(steps.map((s) => s.shoppers)).toEqual([25, 50, 100, 200, 400]);
    expect(shoppersServed(steps, opts).shoppers).toBe(200);
  });

  it('stops at a step with errors, even under the target', () => {
    const steps = [step(25, 5), step(50, 5), step(100, 20, { errors: 1 })];
    expect(nextShoppers(steps, { ...opts, refine: 0 })).toBeNull();
    expect(nextShoppers(steps, opts)).toBe(75);
    expect(shoppersServed(steps, opts).shoppers).toBe(50);
  });

  it('counts a p99 of exactly the target as over it', () => {
    expect(shoppersServed([step(25, 100)], opts)).toEqual({ shoppers: 0, capReached: false });
  });

  it('ends when the first step is not served, and serves none', () => {
    const steps = [step(25, 400)];
    expect(nextShoppers(steps, opts)).toBeNull();
    expect(shoppersServed(steps, opts).shoppers).toBe(0);
  });

  it('ends on a step that ran out of requests (the checkout pool), which serves none', () => {
    const steps = [step(25, 5), step(50, 5, { invalid: true })];
    expect(nextShoppers(steps, opts)).toBeNull();
    expect(shoppersServed(steps, opts).shoppers).toBe(25);
  });

  it('keeps the figure below the smallest step not served, whatever the noise above it', () => {
    // 400 not served, then 300 served, then 350 not: 300; a later 380 served does not count.
    const steps = [step(200, 40), step(400, 150), step(300, 60), step(350, 120), step(380, 90)];
    expect(shoppersServed(steps, opts).shoppers).toBe(300);
  });
});

describe('the requests a ramp can send', () => {
  it('bound every doubling step and the refining steps, at one request a think time', () => {
    // (25 + 50 + 100) shopper-steps and 2 more of 100, 10 s each, one request a second, 10 % more.
    expect(plannedRequests({ from: 25, cap: 100, refine: 2, stepSeconds: 10, meanMs: 1000 })).toBe(
      Math.ceil(375 * 10 * 1.1) + 100,
    );
  });
});
