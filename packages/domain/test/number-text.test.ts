import { describe, expect, it } from 'vitest';
import { formatDecimal, formatEuro } from '../src/index.js';

// The hand-written formats must write what Intl.NumberFormat('it-IT') writes (decision 0082):
// the server renders with Node's Intl data and shoppers saw Intl's text before.
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const decimal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 });

/** A deterministic pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('formatEuro', () => {
  it.each([
    [0, '0,00\u00a0€'],
    [5, '0,05\u00a0€'],
    [1290, '12,90\u00a0€'],
    [129000, '1290,00\u00a0€'], // four digits stay together in Italian
    [999999, '9999,99\u00a0€'],
    [1000000, '10.000,00\u00a0€'],
    [123456789, '1.234.567,89\u00a0€'],
    [-350, '-3,50\u00a0€'],
    [-5, '-0,05\u00a0€'],
  ])('%i cents -> %s', (cents, text) => {
    expect(formatEuro(cents)).toBe(text);
    expect(euro.format(cents / 100)).toBe(text);
  });

  it('writes what Intl writes for every amount from -1,000 € to 1,000 € and for 20,000 random ones', () => {
    const next = random(7);
    const amounts = [
      ...Array.from({ length: 200_001 }, (_, i) => i - 100_000),
      ...Array.from({ length: 20_000 }, () =>
        Math.round((next() - 0.3) * 10 ** (2 + Math.floor(next() * 10))),
      ),
    ];
    // One chosen difference: minus zero (Math.round(-0.4)) is '0,00 €', where Intl writes '-0,00 €'.
    const differ = amounts.filter(
      (cents) => formatEuro(cents) !== euro.format(Object.is(cents, -0) ? 0 : cents / 100),
    );
    expect(differ).toEqual([]);
    expect(formatEuro(-0)).toBe('0,00\u00a0€');
  });

  it('refuses a fraction of a cent, as before', () => {
    expect(() => formatEuro(12.5)).toThrow(RangeError);
    expect(() => formatEuro(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatDecimal', () => {
  it.each([
    [1.5, '1,5'],
    [0.25, '0,25'],
    [1000, '1000'],
    [1234.5, '1234,5'],
    [12345.125, '12.345,125'],
    [2.0005, '2,001'], // half away from zero on the shortest decimal form, as Intl rounds
    [1.0005, '1,001'], // although this double is a hair below 1.0005
    [0.0005, '0,001'],
    [999.9996, '1000'],
    [99999.9995, '100.000'],
    [0.0004, '0'],
    [-2.5, '-2,5'],
  ])('%d -> %s', (value, text) => {
    expect(formatDecimal(value, 3)).toBe(text);
    expect(decimal.format(value)).toBe(text);
  });

  it('writes the numbers JavaScript would write with an exponent, and the ones that are no number', () => {
    for (const value of [1e-7, 4e-4, 1.5e21, -2e22, Number.MAX_VALUE, Infinity, -Infinity, NaN])
      expect(formatDecimal(value, 3)).toBe(decimal.format(value));
  });

  it('writes what Intl writes for 50,000 random quantities and weights', () => {
    const next = random(11);
    const values = Array.from({ length: 50_000 }, (_, i) => {
      const magnitude = 10 ** Math.floor(next() * 8);
      // Half of them as the shop has them (thousandths), half any double.
      return i % 2 ? Math.round(next() * magnitude * 1000) / 1000 : next() * magnitude;
    });
    const differ = values.filter((v) => formatDecimal(v, 3) !== decimal.format(v));
    expect(differ).toEqual([]);
  });
});
