import { describe, expect, it } from 'vitest';
import {
  QUANTITY_MESSAGES,
  canIncrement,
  decrement,
  displayedMaximum,
  firstAddQuantity,
  increment,
  isPackageQuantity,
  nearestAllowed,
  parseManualEntry,
  quantityUnit,
  validateQuantity,
  type SaleRules,
} from '../src/index.js';

// Quantities are milli-units: 1000 = 1 piece, 300 = 0.300 kg.
const PIECE: SaleRules = { tipologia: 'Pezzo' };
const BOX6: SaleRules = { tipologia: 'Confezione', qtyMult: 6000, qtyLocked: true };
const MIN3: SaleRules = { tipologia: 'Pezzo', minAcq: 3000 };
const STEP2_MIN5: SaleRules = { tipologia: 'Pezzo', qtyMult: 2000, minAcq: 5000 };
const MAX5: SaleRules = { tipologia: 'Pezzo', maxAcq: 5000 };
const LOOSE: SaleRules = {
  tipologia: 'Sfuso',
  stepSelling: 100,
  weightSelling: 300,
  weightUnitSelling: 'kg',
};
const LOOSE_DEFAULTS: SaleRules = { tipologia: 'Sfuso' };

describe('increment / decrement', () => {
  it.each<[string, SaleRules, number, number]>([
    ['piece from 0', PIECE, 0, 1000],
    ['piece', PIECE, 1000, 2000],
    ['piece rounds up to next multiple', PIECE, 1500, 2000],
    ['box of 6 from 0', BOX6, 0, 6000],
    ['box of 6', BOX6, 6000, 12000],
    ['box of 6 off-step', BOX6, 7000, 12000],
    ['raised to minAcq', MIN3, 0, 3000],
    ['above minAcq', MIN3, 3000, 4000],
    ['step 2 raised to minAcq 5', STEP2_MIN5, 0, 5000],
    ['step 2 from 5', STEP2_MIN5, 5000, 6000],
    ['loose first add is WEIGHT_SELLING', LOOSE, 0, 300],
    ['loose adds STEP_SELLING', LOOSE, 300, 400],
    ['loose defaults to 1 unit', LOOSE_DEFAULTS, 0, 1000],
  ])('increment: %s', (_, rules, current, expected) => expect(increment(rules, current)).toBe(expected));

  it.each<[string, SaleRules, number, number]>([
    ['piece', PIECE, 2000, 1000],
    ['piece to zero', PIECE, 1000, 0],
    ['piece rounds down to previous multiple', PIECE, 1500, 1000],
    ['zero stays zero', PIECE, 0, 0],
    ['box of 6', BOX6, 12000, 6000],
    ['box of 6 off-step', BOX6, 7000, 6000],
    ['box of 6 to zero', BOX6, 6000, 0],
    ['above minAcq', MIN3, 5000, 4000],
    ['down to minAcq', MIN3, 4000, 3000],
    ['at minAcq the only lower choice is removal', MIN3, 3000, 0],
    ['raised to minAcq', STEP2_MIN5, 6000, 5000],
    ['from minAcq to removal', STEP2_MIN5, 5000, 0],
    ['loose subtracts STEP_SELLING', LOOSE, 500, 400],
    ['loose down to WEIGHT_SELLING', LOOSE, 400, 300],
    ['loose below WEIGHT_SELLING becomes 0', LOOSE, 300, 0],
    ['loose off-step below WEIGHT_SELLING', LOOSE, 350, 0],
  ])('decrement: %s', (_, rules, current, expected) => expect(decrement(rules, current)).toBe(expected));

  it('stays in integers across many presses', () => {
    for (const rules of [PIECE, BOX6, MIN3, STEP2_MIN5, LOOSE]) {
      let q = 0;
      for (let i = 0; i < 50; i++) q = increment(rules, q);
      expect(Number.isInteger(q)).toBe(true);
      for (let i = 0; i < 60; i++) q = decrement(rules, q);
      expect(q).toBe(0);
    }
  });
  it('refuses non-integer quantities', () => expect(() => increment(PIECE, 0.5)).toThrow(RangeError));
});

describe('first add, package, plus availability, unit', () => {
  it.each<[SaleRules, number]>([
    [PIECE, 1000],
    [MIN3, 3000],
    [BOX6, 6000],
    [LOOSE, 300],
    [LOOSE_DEFAULTS, 1000],
  ])('firstAddQuantity %#', (rules, q) => expect(firstAddQuantity(rules)).toBe(q));

  it.each<[SaleRules, number, boolean]>([
    [BOX6, 6000, true],
    [BOX6, 12000, true],
    [BOX6, 5000, false],
    [{ tipologia: 'Pezzo', qtyMult: 6000 }, 7000, true],
    [PIECE, 5000, false],
    [LOOSE, 6000, false],
  ])('isPackageQuantity %#', (rules, q, expected) => expect(isPackageQuantity(rules, q)).toBe(expected));

  it.each<[SaleRules, number, boolean]>([
    [MAX5, 4000, true],
    [MAX5, 5000, false],
    [PIECE, 999000, true],
  ])('canIncrement %#', (rules, q, expected) => expect(canIncrement(rules, q)).toBe(expected));

  it.each<[SaleRules, string]>([
    [PIECE, 'pz'],
    [LOOSE, 'kg'],
    [LOOSE_DEFAULTS, 'kg'],
    [{ tipologia: 'Sfuso', weightUnitSelling: 'G' }, 'g'],
  ])('quantityUnit %#', (rules, unit) => expect(quantityUnit(rules)).toBe(unit));
});

describe('displayedMaximum', () => {
  it.each<[string, SaleRules, number | undefined]>([
    ['no limits', PIECE, undefined],
    ['maxAcq', { tipologia: 'Pezzo', maxAcq: 10000 }, 10000],
    ['class max is lower', { tipologia: 'Pezzo', maxAcq: 10000, productClassRuleMax: 6000 }, 6000],
    ['maxAcq is lower', { tipologia: 'Pezzo', maxAcq: 4000, productClassRuleMax: 6000 }, 4000],
    ['only class max', { tipologia: 'Pezzo', productClassRuleMax: 6000 }, 6000],
    ['0 means not set', { tipologia: 'Pezzo', maxAcq: 8000, productClassRuleMax: 0 }, 8000],
    ['divided by MULTI_PACK', { tipologia: 'Pezzo', maxAcq: 12000, multiPack: 4 }, 3000],
    ['floored to the thousandth', { tipologia: 'Pezzo', maxAcq: 10000, multiPack: 3 }, 3333],
  ])('%s', (_, rules, expected) => expect(displayedMaximum(rules)).toBe(expected));
});

describe('nearestAllowed', () => {
  it.each<[SaleRules, number, number | null, number | null]>([
    [BOX6, 7000, 6000, 12000],
    [BOX6, 6000, 6000, 6000],
    [BOX6, 3000, null, 6000],
    [{ ...BOX6, maxAcq: 12000 }, 13000, 12000, null],
    [MIN3, 2000, null, 3000],
    [LOOSE, 350, 300, 400],
    [LOOSE, 250, null, 300],
    [{ ...BOX6, maxAcq: 4000 }, 6000, null, null],
  ])('%# %i -> [%j, %j]', (rules, q, lower, higher) =>
    expect(nearestAllowed(rules, q)).toEqual({ lower, higher }),
  );
});

describe('validateQuantity', () => {
  it.each<[string, SaleRules, number, string | null]>([
    ['one piece', PIECE, 1000, null],
    ['zero', PIECE, 0, 'QTY_INVALID'],
    ['negative', PIECE, -1000, 'QTY_INVALID'],
    ['not an integer', PIECE, 1000.5, 'QTY_INVALID'],
    ['half a piece', PIECE, 1500, 'QTY_NOT_MULTIPLE'],
    ['below minAcq', MIN3, 2000, 'QTY_BELOW_MIN'],
    ['at minAcq', MIN3, 3000, null],
    ['at max', MAX5, 5000, null],
    ['above max', MAX5, 6000, 'QTY_ABOVE_MAX'],
    [
      'above class max / multipack',
      { tipologia: 'Pezzo', maxAcq: 9000, multiPack: 3 },
      4000,
      'QTY_ABOVE_MAX',
    ],
    ['locked multiple', BOX6, 12000, null],
    ['locked not multiple', BOX6, 7000, 'QTY_NOT_MULTIPLE'],
    ['unlocked not multiple of QTY_MULT', { tipologia: 'Pezzo', qtyMult: 6000 }, 7000, null],
    ['loose', LOOSE, 400, null],
    ['loose below WEIGHT_SELLING', LOOSE, 250, 'QTY_BELOW_MIN'],
    ['loose off-step', LOOSE, 350, 'QTY_NOT_MULTIPLE'],
  ])('%s', (_, rules, q, code) => expect(validateQuantity(rules, q)?.code ?? null).toBe(code));

  it('uses the Italian messages of the spec', () => {
    expect(validateQuantity(MIN3, 1000)?.message).toBe(
      'Non è possibile acquistare una quantità inferiore di questo articolo',
    );
    expect(validateQuantity(MAX5, 6000)?.message).toBe(
      'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
    );
  });
  it.each<[SaleRules, number, string]>([
    [BOX6, 7000, 'Quantità non acquistabile per questo articolo. Puoi acquistare 6 pz oppure 12 pz'],
    [{ ...BOX6, maxAcq: 9000 }, 8000, 'Quantità non acquistabile per questo articolo. Puoi acquistare 6 pz'],
    [LOOSE, 350, 'Quantità non acquistabile per questo articolo. Puoi acquistare 0,3 kg oppure 0,4 kg'],
  ])('suggests the nearest quantities %#', (rules, q, message) => {
    const error = validateQuantity(rules, q);
    expect(error?.message).toBe(message);
    expect(error?.nearest).toEqual(nearestAllowed(rules, q));
  });
});

describe('parseManualEntry', () => {
  it.each<[string, SaleRules, string, number, Partial<{ adjusted: boolean; capped: boolean }>]>([
    ['pieces', PIECE, '5', 5000, { adjusted: false, capped: false }],
    ['trimmed', PIECE, ' 12 ', 12000, {}],
    ['three digits', PIECE, '999', 999000, {}],
    ['zero means removal', PIECE, '0', 0, {}],
    ['unlocked needs no rounding', { tipologia: 'Pezzo', qtyMult: 6000 }, '7', 7000, { adjusted: false }],
    ['locked rounds down to nearest', BOX6, '7', 6000, { adjusted: true }],
    ['locked tie rounds up', BOX6, '9', 12000, { adjusted: true }],
    ['locked small goes up', BOX6, '3', 6000, { adjusted: true }],
    ['locked rounds up', BOX6, '10', 12000, { adjusted: true }],
    ['capped at max', MAX5, '8', 5000, { capped: true, adjusted: false }],
    ['capped at a locked multiple', { ...BOX6, maxAcq: 15000 }, '20', 12000, { capped: true }],
    [
      'capped to whole pieces',
      { tipologia: 'Pezzo', maxAcq: 10000, multiPack: 3 },
      '5',
      3000,
      { capped: true },
    ],
  ])('%s', (_, rules, text, quantity, flags) => {
    const result = parseManualEntry(rules, text);
    expect(result).toMatchObject({ ok: true, quantity, ...flags });
  });

  it('gives the tooltip choices when rounding', () => {
    expect(parseManualEntry(BOX6, '7')).toEqual({
      ok: true,
      quantity: 6000,
      adjusted: true,
      capped: false,
      nearest: { lower: 6000, higher: 12000 },
    });
  });

  it.each<[string, SaleRules, string, string]>([
    ['four digits', PIECE, '1234', 'QTY_INVALID'],
    ['empty', PIECE, '', 'QTY_INVALID'],
    ['letters', PIECE, 'abc', 'QTY_INVALID'],
    ['decimal', PIECE, '2,5', 'QTY_INVALID'],
    ['negative', PIECE, '-1', 'QTY_INVALID'],
    ['loose products use the buttons', LOOSE, '3', 'QTY_MANUAL_NOT_ALLOWED'],
    ['below minAcq', MIN3, '2', 'QTY_BELOW_MIN'],
    ['max below the first multiple', { ...BOX6, maxAcq: 4000 }, '8', 'QTY_ABOVE_MAX'],
  ])('error: %s', (_, rules, text, code) => {
    const result = parseManualEntry(rules, text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });

  it('refuses a decimal for pieces with its own message, never as other digits', () => {
    for (const text of ['2,5', '2.5', '0,5']) {
      const result = parseManualEntry(PIECE, text);
      expect(!result.ok && result.error.message).toBe(QUANTITY_MESSAGES.QTY_MANUAL_WHOLE);
    }
    expect(parseManualEntry(PIECE, '2,0')).toMatchObject({ ok: true, quantity: 2000 });
  });

  it('explains the 3-digit limit', () => {
    const result = parseManualEntry(PIECE, '1000');
    expect(!result.ok && result.error.message).toBe(QUANTITY_MESSAGES.QTY_MANUAL_ENTRY);
  });
});
