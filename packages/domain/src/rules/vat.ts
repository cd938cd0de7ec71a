import { assertInteger, divRoundHalfUp } from './math.js';

// Italian VAT (IVA). Shop prices are shown VAT included; the spec's "price without VAT" is the
// displayed price divided by (1 + rate), rounded to the cent.

/** Rates in use: 4 (basic food), 5 (some items), 10 (most food), 22 (ordinary). */
export const VAT_RATES = [4, 5, 10, 22] as const;
export type VatRate = (typeof VAT_RATES)[number];

export function isVatRate(pct: number): pct is VatRate {
  return (VAT_RATES as readonly number[]).includes(pct);
}

// Rates are whole percentages, so (100 + pct) is an integer divisor and the maths stays exact.
function checkPct(vatPct: number): void {
  assertInteger(vatPct, 'vatPct');
  if (vatPct < 0) throw new RangeError('vatPct must not be negative');
}

/** Net price of a VAT-included price, half up to the cent: 1000 at 22% -> 820 (8.1967 -> 8.20). */
export function priceWithoutVat(grossCents: number, vatPct: number): number {
  assertInteger(grossCents, 'grossCents');
  checkPct(vatPct);
  return divRoundHalfUp(grossCents * 100, 100 + vatPct);
}

/** VAT contained in a VAT-included price; net + VAT always adds back to the gross. */
export function vatAmount(grossCents: number, vatPct: number): number {
  return grossCents - priceWithoutVat(grossCents, vatPct);
}

/** VAT-included price from a net one (B2B price lists are negotiated net), half up to the cent. */
export function priceWithVat(netCents: number, vatPct: number): number {
  assertInteger(netCents, 'netCents');
  checkPct(vatPct);
  return divRoundHalfUp(netCents * (100 + vatPct), 100);
}
