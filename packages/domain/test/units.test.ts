import { describe, expect, it } from 'vitest';
import {
  isVolumeUnit,
  DEFAULT_WEIGHT_UNIT,
  FALLBACK_UNIT,
  UNIT_MULTIPLIERS,
  convertMilli,
  divRoundHalfUp,
  formatMilli,
  formatQuantity,
  gcd,
  isMeasureUnit,
  normalizeUnit,
  unitMultiplier,
} from '../src/index.js';

describe('divRoundHalfUp', () => {
  it.each([
    [5, 2, 3],
    [4, 2, 2],
    [1, 3, 0],
    [2, 3, 1],
    [-5, 2, -3],
    [-4, 2, -2],
    [0, 7, 0],
  ])('%i / %i -> %i', (n, d, expected) => {
    expect(divRoundHalfUp(n, d)).toBe(expected);
  });
  it('never returns -0', () => expect(Object.is(divRoundHalfUp(-1, 3), 0)).toBe(true));
  it.each([
    [1.5, 2],
    [1, 0],
    [1, -2],
  ])('refuses %d / %d', (n, d) => expect(() => divRoundHalfUp(n, d)).toThrow(RangeError));
  it.each([
    [6000, 1000, 1000],
    [2000, 1000, 1000],
    [500, 1000, 500],
    [0, 5, 5],
  ])('gcd(%i, %i) = %i', (a, b, g) => expect(gcd(a, b)).toBe(g));
});

describe('unit table', () => {
  it('matches the spec', () => {
    expect(UNIT_MULTIPLIERS).toEqual({
      g: 1000,
      gr: 1000,
      kg: 1,
      hg: 10,
      dag: 100,
      ml: 1000,
      cl: 100,
      lt: 1,
      l: 1,
    });
    expect(FALLBACK_UNIT).toBe('pz');
    expect(DEFAULT_WEIGHT_UNIT).toBe('kg');
  });
  it.each([
    [' KG ', 'kg'],
    ['', 'pz'],
    [null, 'pz'],
    [undefined, 'pz'],
    ['Gr', 'gr'],
  ])('normalizeUnit(%j) = %s', (u, expected) => expect(normalizeUnit(u)).toBe(expected));
  it.each([
    ['hg', 10],
    ['Kg', 1],
    ['pz', undefined],
  ])('unitMultiplier(%s) = %j', (u, m) => expect(unitMultiplier(u)).toBe(m));
  it('knows measure units', () => {
    expect(isMeasureUnit('dag')).toBe(true);
    expect(isMeasureUnit('pz')).toBe(false);
  });
});

describe('convertMilli', () => {
  it.each([
    [300_000, 'g', 'kg', 300], // 300 g = 0.300 kg
    [300, 'kg', 'g', 300_000],
    [300, 'kg', 'gr', 300_000],
    [1500, 'hg', 'kg', 150],
    [2000, 'dag', 'g', 20_000],
    [25_000, 'cl', 'l', 250],
    [1000, 'lt', 'ml', 1_000_000],
    [750, 'l', 'lt', 750],
    [500, 'g', 'kg', 1], // 0.0005 kg -> half up to 0.001
    [499, 'g', 'kg', 0],
    [1234, 'KG', 'kg', 1234],
  ])('%i %s -> %i in %s', (amount, from, to, expected) => {
    expect(convertMilli(amount, from, to)).toBe(expected);
  });
  it.each([
    ['g', 'ml'],
    ['l', 'kg'],
    ['pz', 'kg'],
    ['kg', 'oz'],
  ])('refuses %s -> %s', (from, to) => expect(() => convertMilli(1000, from, to)).toThrow(RangeError));
});

describe('formatting', () => {
  it.each([
    [300, '0,3'],
    [2000, '2'],
    [1250, '1,25'],
    [1001, '1,001'],
    [0, '0'],
    [-1500, '-1,5'],
    [12_345_000, '12345'],
  ])('formatMilli(%i) = %s', (m, s) => expect(formatMilli(m)).toBe(s));
  it.each([
    [300, 'kg', '0,3 kg'],
    [300_000, 'g', '300 g'],
    [2000, undefined, '2 pz'],
    [2000, '', '2 pz'],
    [750, 'L', '0,75 l'],
  ])('formatQuantity(%i, %j) = %s', (m, u, s) => expect(formatQuantity(m, u)).toBe(s));
});

describe('isVolumeUnit', () => {
  it.each([
    ['l', true],
    [' CL ', true],
    ['ml', true],
    ['kg', false],
    ['g', false],
    ['pz', false],
    [null, false],
  ])('%s -> %s', (unit, expected) => {
    expect(isVolumeUnit(unit)).toBe(expected);
  });
});
