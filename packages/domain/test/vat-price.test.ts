import { describe, expect, it } from 'vitest';
import {
  VAT_RATES,
  discountPercent,
  formatEuro,
  formatUnitPrice,
  isVatRate,
  lineTotal,
  priceHeadline,
  priceWithVat,
  priceWithoutVat,
  unitPrice,
  vatAmount,
} from '../src/index.js';

const NBSP = '\u00a0'; // Intl puts a no-break space before the euro sign

describe('VAT', () => {
  it('lists the Italian rates', () => {
    expect([...VAT_RATES]).toEqual([4, 5, 10, 22]);
    expect([4, 5, 10, 22].every(isVatRate)).toBe(true);
    expect(isVatRate(6)).toBe(false);
  });
  it.each([
    [1000, 22, 820, 180], // 8.1967 -> 8.20
    [122, 22, 100, 22],
    [110, 10, 100, 10],
    [104, 4, 100, 4],
    [105, 5, 100, 5],
    [199, 10, 181, 18], // 1.8090 -> 1.81
    [13, 4, 13, 0], // 12.5 cents: half up, not half even
    [1, 22, 1, 0],
    [0, 22, 0, 0],
    [500, 0, 500, 0],
  ])('%i cents at %i%%: net %i, VAT %i', (gross, pct, net, vat) => {
    expect(priceWithoutVat(gross, pct)).toBe(net);
    expect(vatAmount(gross, pct)).toBe(vat);
    expect(net + vat).toBe(gross);
  });
  it.each([
    [820, 22, 1000], // 10.004 -> 10.00
    [100, 10, 110],
    [181, 10, 199], // 1.991 -> 1.99
    [25, 4, 26],
  ])('priceWithVat(%i, %i) = %i', (net, pct, gross) => expect(priceWithVat(net, pct)).toBe(gross));
  it('refuses non-integer amounts and rates', () => {
    expect(() => priceWithoutVat(10.5, 22)).toThrow(RangeError);
    expect(() => priceWithoutVat(1000, 22.5)).toThrow(RangeError);
    expect(() => priceWithoutVat(1000, -4)).toThrow(RangeError);
  });
});

describe('prices', () => {
  it.each([
    [320, 250, 1280], // 3.20 EUR for 250 g -> 12.80 EUR/kg
    [199, 500, 398],
    [100, 300, 333],
    [1, 2000, 1], // 0.5 cent half up
    [129, 1000, 129],
  ])('unitPrice(%i, %i) = %i', (price, content, expected) =>
    expect(unitPrice(price, content)).toBe(expected),
  );
  it('refuses an empty pack', () => expect(() => unitPrice(100, 0)).toThrow(RangeError));

  it.each([
    [1290, 300, 387], // 0.300 kg at 12.90 EUR/kg
    [1290, 2000, 2580],
    [199, 333, 66], // 66.267
    [5, 100, 1], // 0.5 cent half up
    [1290, 0, 0],
    [-500, 2000, -1000],
  ])('lineTotal(%i, %i) = %i', (price, qty, expected) => expect(lineTotal(price, qty)).toBe(expected));

  it.each([
    [1290, `12,90${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [5, `0,05${NBSP}€`],
    [123456, `1234,56${NBSP}€`],
    [1234567, `12.345,67${NBSP}€`],
    [-250, `-2,50${NBSP}€`],
  ])('formatEuro(%i)', (cents, text) => expect(formatEuro(cents)).toBe(text));
  it.each([
    [1290, 'kg', `12,90${NBSP}€/kg`],
    [99, 'L', `0,99${NBSP}€/l`],
  ])('formatUnitPrice(%i, %s)', (cents, unit, text) => expect(formatUnitPrice(cents, unit)).toBe(text));

  it.each([
    [1000, 750, 25],
    [300, 200, 33], // 33.3 shown as 33, never rounded up
    [299, 100, 66], // 66.56 -> 66
    [999, 0, 100],
    [1000, 1000, 0],
    [1000, 1200, 0],
    [0, 0, 0],
  ])('discountPercent(%i, %i) = %i', (std, price, pct) => expect(discountPercent(std, price)).toBe(pct));
});

describe('priceHeadline: what the stepper quantity costs', () => {
  it.each([
    // rules, price of one unit, stepper quantity -> headline
    [
      { tipologia: 'Confezione', qtyMult: 6000 },
      42,
      6000,
      { kind: 'pack', totalCents: 252, quantityMilli: 6000 },
    ],
    [
      { tipologia: 'Confezione', qtyMult: 4000 },
      74,
      8000,
      { kind: 'pack', totalCents: 592, quantityMilli: 8000 },
    ],
    [
      { tipologia: 'Confezione', qtyMult: 6000 },
      42,
      0,
      { kind: 'pack', totalCents: 252, quantityMilli: 6000 },
    ],
    [{ tipologia: 'Sfuso' }, 200, 500, { kind: 'weight', totalCents: 100, quantityMilli: 500 }],
    [{ tipologia: 'Sfuso' }, 299, 333, { kind: 'weight', totalCents: 100, quantityMilli: 333 }],
    [{ tipologia: 'Sfuso' }, 200, 0, { kind: 'unit', totalCents: 200 }],
    [{ tipologia: 'Pezzo' }, 89, 3000, { kind: 'unit', totalCents: 89 }],
    [{ tipologia: 'Confezione', qtyMult: 1000 }, 89, 2000, { kind: 'unit', totalCents: 89 }],
  ] as const)('%o at %i cents for %i', (rules, price, qty, expected) => {
    expect(priceHeadline(rules, price, qty)).toEqual(expected);
  });

  it('refuses amounts that are not integers', () => {
    expect(() => priceHeadline({ tipologia: 'Sfuso' }, 1.5, 500)).toThrow();
    expect(() => priceHeadline({ tipologia: 'Sfuso' }, 150, 0.5)).toThrow();
  });
});
