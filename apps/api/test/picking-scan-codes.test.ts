import { describe, expect, it } from 'vitest';
import { ean13CheckDigit } from '@spesa/domain';
import {
  DEFAULT_SCALE_LABELS,
  gramsOfPrice,
  readScan,
  sameInternalCode,
  scaleRules,
  WEIGHT_SCALE_LABEL,
} from '../src/modules/picking/scan-codes.rules.js';

/** What a scan is (decision 0123): the pure rules, by tables of cases. */
const withCheck = (first12: string) => first12 + String(ean13CheckDigit(first12));
const price = scaleRules(DEFAULT_SCALE_LABELS);
const weight = scaleRules(WEIGHT_SCALE_LABEL);

describe('reading a scan', () => {
  it.each([
    ['8110010000210', price, { kind: 'product', gtin13: '8110010000210' }],
    [' 8110010000210 ', price, { kind: 'product', gtin13: '8110010000210' }],
    ['036000291452', price, { kind: 'product', gtin13: '0036000291452' }],
    ['96385074', price, { kind: 'product', gtin13: '0000096385074' }],
    ['8110010000211', price, { kind: 'check-digit' }],
    ['036000291453', price, { kind: 'check-digit' }],
    ['96385075', price, { kind: 'check-digit' }],
    ['12345', price, { kind: 'invalid' }],
    ['81100100002100', price, { kind: 'invalid' }],
    ['8110A10000210', price, { kind: 'invalid' }],
    ['', price, { kind: 'invalid' }],
    [withCheck('210000100079'), price, { kind: 'label', labelKind: 'price', codInt: '100001', value: 79 }],
    [withCheck('210000100487'), weight, { kind: 'label', labelKind: 'weight', codInt: '100001', value: 487 }],
    // Without a rule for prefix 2 a scale label is an ordinary (in-store) EAN-13.
    [withCheck('210000100079'), [], { kind: 'product', gtin13: withCheck('210000100079') }],
  ] as const)('%s', (code, rules, expected) => {
    expect(readScan(code, rules)).toEqual(expected);
  });
});

describe('the nomenclature setting', () => {
  it('reads patterns of 13 characters, skipping malformed ones', () => {
    expect(scaleRules('2IIIIIIPPPPPC')).toEqual([
      { prefix: '2', codeAt: [1, 7], valueAt: [7, 12], kind: 'price' },
    ]);
    expect(scaleRules('28IIIIIWWWWWC, 2IIIIIIPPPPPC')).toEqual([
      { prefix: '28', codeAt: [2, 7], valueAt: [7, 12], kind: 'weight' },
      { prefix: '2', codeAt: [1, 7], valueAt: [7, 12], kind: 'price' },
    ]);
    expect(scaleRules('2IIIIIIPPPPC, IIIIIIIPPPPPC, 2IIIIIIXXXXXC, ')).toEqual([]);
  });

  it('tries the rules in order: the first prefix that matches wins', () => {
    const rules = scaleRules('28IIIIIWWWWWC,2IIIIIIPPPPPC');
    expect(readScan(withCheck('281234501250'), rules)).toMatchObject({
      labelKind: 'weight',
      codInt: '12345',
      value: 1250,
    });
    expect(readScan(withCheck('212345601250'), rules)).toMatchObject({
      labelKind: 'price',
      codInt: '123456',
      value: 1250,
    });
  });
});

describe('weights and codes', () => {
  it.each([
    [79, 191, 414],
    [191, 191, 1000],
    [1250, 2490, 502],
    [1, 100000, 0],
    [500, 0, 0],
  ])('%i cents at %i cents/kg weigh %i g', (cents, perKg, grams) => {
    expect(gramsOfPrice(cents, perKg)).toBe(grams);
  });

  it.each([
    ['100001', '100001', true],
    ['12345', '012345', true],
    ['100001', '100002', false],
    ['A1', '0000A1', false],
  ])('internal code %s and label %s', (codInt, label, same) => {
    expect(sameInternalCode(codInt, label)).toBe(same);
  });
});
