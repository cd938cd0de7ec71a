import { describe, expect, it } from 'vitest';
import {
  PROMO_TYPE,
  linePromotionOf,
  priceLine,
  promotionFor,
  promotionInForce,
  promotionMoments,
  promotionRule,
  shopDayStart,
  shopPrice,
  type PromotionTerms,
} from '../src/index.js';

const terms = (over: Partial<PromotionTerms> = {}): PromotionTerms => ({
  promoId: 1,
  warehouseId: null,
  typeId: PROMO_TYPE.percent,
  selectable: false,
  discountCents: null,
  discountPerc: 25,
  validityDate: '2026-11-01',
  expireDate: '2026-11-30',
  ...over,
});

describe('the promotion in force', () => {
  it.each([
    ['2026-10-31', false],
    ['2026-11-01', true],
    ['2026-11-15', true],
    ['2026-11-30', true],
    ['2026-12-01', false],
  ])('a promotion of 1-30 November on %s: %s', (day, inForce) => {
    expect(promotionInForce(terms(), day)).toBe(inForce);
  });

  it("prefers the warehouse's own, then the latest started, then the highest id", () => {
    const chain = terms({ promoId: 1 });
    const own = terms({ promoId: 2, warehouseId: 5 });
    const other = terms({ promoId: 3, warehouseId: 6 });
    expect(promotionFor([chain, own, other], 5, '2026-11-10')).toBe(own);
    expect(promotionFor([chain, own, other], 7, '2026-11-10')).toBe(chain);
    const later = terms({ promoId: 4, validityDate: '2026-11-05' });
    expect(promotionFor([later, chain], 7, '2026-11-10')).toBe(later);
    expect(promotionFor([later, chain], 7, '2026-11-03')).toBe(chain);
    const twin = terms({ promoId: 9 });
    expect(promotionFor([twin, chain], 7, '2026-11-10')).toBe(twin);
    expect(promotionFor([chain, twin], 7, '2026-11-10')).toBe(twin);
    expect(promotionFor([chain], 7, '2026-12-01')).toBeNull();
    // A chain's flyer: the chain's promotions only.
    expect(promotionFor([chain, own], null, '2026-11-10')).toBe(chain);
    // A promotion without figures is none: the chain's applies.
    expect(promotionFor([chain, terms({ promoId: 5, warehouseId: 5, discountPerc: null })], 5, '2026-11-10')).toBe(chain);
  });

  it('starts at 00:00 and ends after 23:59 Rome time, summer or winter', () => {
    expect(shopDayStart('2026-11-01').toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(shopDayStart('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // The last Sunday of March has 23 hours in Rome, the last of October 25.
    expect(shopDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(shopDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(shopDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    const m = promotionMoments(terms());
    expect(m.firstMinute.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(m.lastMinute.toISOString()).toBe('2026-11-30T22:59:00.000Z');
    expect(m.ended.toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });
});

describe('the one price function', () => {
  it.each([
    ['percent', terms(), { kind: 'percent', perc: 25 }],
    ['low price', terms({ typeId: PROMO_TYPE.lowPrice, discountPerc: 12 }), { kind: 'percent', perc: 12 }],
    ['fixed', terms({ typeId: PROMO_TYPE.fixed, discountCents: 50, discountPerc: 17 }), { kind: 'fixed', offCents: 50 }],
    ['fixed by its percentage', terms({ typeId: PROMO_TYPE.fixed, discountPerc: 17 }), { kind: 'percent', perc: 17 }],
    ['3x2', terms({ typeId: PROMO_TYPE.threeForTwo, discountPerc: null }), { kind: 'nxm', take: 3, pay: 2 }],
    ['no figures', terms({ discountPerc: null }), null],
    ['a zero discount', terms({ discountPerc: 0 }), null],
  ])('%s', (_, t, rule) => {
    expect(promotionRule(t)).toEqual(rule);
  });

  it.each([
    // base, promotion, shown, struck
    [484, terms(), 363, 484],
    [299, terms({ typeId: PROMO_TYPE.fixed, discountCents: 50 }), 249, 299],
    [309, terms({ typeId: PROMO_TYPE.voucher, selectable: true, discountPerc: 10 }), 309, null],
    [250, terms({ typeId: PROMO_TYPE.threeForTwo, discountPerc: null }), 250, null],
    [250, terms({ discountPerc: null }), 250, null],
    [250, null, 250, null],
  ])('%i cents with %j: shows %i, struck %s', (base, t, shown, struck) => {
    const price = shopPrice(base, linePromotionOf(t));
    expect(price.unitCents).toBe(shown);
    expect(price.struckUnitCents).toBe(struck);
    // What is shown is what one unit costs in the cart.
    const line = priceLine({ standardUnitCents: base, quantityMilli: 1000, promo: price.promotion, useWpid: null });
    expect(line.unitCents).toBe(shown);
    expect(line.grossCents).toBe(shown);
  });

  it("gives a selectable promotion's price only after the shopper's Sì", () => {
    const price = shopPrice(309, linePromotionOf(terms({ promoId: 3, selectable: true, discountPerc: 10 })));
    expect(price.offerUnitCents).toBe(278);
    const yes = priceLine({ standardUnitCents: 309, quantityMilli: 1000, promo: price.promotion, useWpid: 3 });
    expect(yes.unitCents).toBe(price.offerUnitCents);
  });
});
