import { describe, expect, it } from 'vitest';
import { makeProduct } from '../testing/productFixture';
import { saleRulesFromProduct, toMilli } from './saleRules';

describe('saleRulesFromProduct', () => {
  it('converts display units to thousandths', () => {
    const rules = saleRulesFromProduct(
      makeProduct(
        { minAcq: 0.5, maxAcq: 10, productClassRuleMax: { max: 8 } },
        {
          TIPOLOGIA: 'sfuso',
          STEP_SELLING: '0.1',
          WEIGHT_SELLING: '0,3',
          WEIGHT_UNIT_SELLING: 'kg',
          MAXACQ: '6',
          MULTI_PACK: '2',
        },
      ),
    );
    expect(rules).toMatchObject({
      tipologia: 'Sfuso',
      stepSelling: 100,
      weightSelling: 300,
      minAcq: 500,
      maxAcq: 6000,
      productClassRuleMax: 8000,
      multiPack: 2,
      qtyLocked: false,
    });
  });

  it('treats missing, zero and invalid values as not set', () => {
    expect(toMilli('')).toBeUndefined();
    expect(toMilli('0')).toBeUndefined();
    expect(toMilli('abc')).toBeUndefined();
    expect(toMilli(null)).toBeUndefined();
    const rules = saleRulesFromProduct(makeProduct({}, { TIPOLOGIA: '', QTY_MULT: '6', QTY_LOCKED: 'TRUE' }));
    expect(rules).toMatchObject({ tipologia: 'Pezzo', qtyMult: 6000, qtyLocked: true, maxAcq: undefined });
  });
});
