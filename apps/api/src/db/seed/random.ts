/**
 * A tiny seeded pseudo-random generator (mulberry32) so the demo catalogue is identical on every
 * machine and every run. Never use Math.random() in the seed.
 */
export type Rng = () => number;

/** mulberry32: 32-bit state, uniform floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit hash of a few numbers/strings, to derive an independent stream per record. */
export function hashSeed(...parts: Array<string | number>): number {
  let h = 2166136261;
  for (const part of parts) {
    const s = String(part);
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 16777619);
    }
    h ^= 0x7c;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A generator dedicated to one record, e.g. rngFor('price', productId). */
export function rngFor(...parts: Array<string | number>): Rng {
  return mulberry32(hashSeed(...parts));
}

/** Integer in [min, max], both included. */
export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)];
}
