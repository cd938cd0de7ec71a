import { assertInteger, divRoundHalfUp } from './math.js';
import { normalizeUnit } from './units.js';

// Prices: integer cents in, integer cents out; only the format functions produce text.

/**
 * Price per base unit (kg or l) of a pack, in cents, half up: 320 cents for 250 milli-kg -> 1280.
 * netContentMilli is the pack content in thousandths of the base unit (0.250 kg = 250).
 */
export function unitPrice(priceCents: number, netContentMilli: number): number {
  assertInteger(priceCents, 'priceCents');
  assertInteger(netContentMilli, 'netContentMilli');
  if (netContentMilli <= 0) throw new RangeError('netContentMilli must be positive');
  return divRoundHalfUp(priceCents * 1000, netContentMilli);
}

/** Price of a cart line: unit price times a milli quantity, half up to the cent. */
export function lineTotal(priceCents: number, quantityMilli: number): number {
  assertInteger(priceCents, 'priceCents');
  assertInteger(quantityMilli, 'quantityMilli');
  return divRoundHalfUp(priceCents * quantityMilli, 1000);
}

// One formatter, created once: Intl constructors are slow and this runs for every price on a page.
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/**
 * Euro amount in Italian: 1290 -> '12,90 €'. The space before € is a no-break space (U+00A0),
 * as Intl produces it, so the symbol never wraps onto its own line.
 */
export function formatEuro(cents: number): string {
  assertInteger(cents, 'cents');
  // Dividing by 100 here is display-only; the result is never fed back into calculations.
  return euro.format(cents / 100);
}

/** Unit price label: formatUnitPrice(1290, 'kg') -> '12,90 €/kg'. */
export function formatUnitPrice(cents: number, unit: string): string {
  return `${formatEuro(cents)}/${normalizeUnit(unit)}`;
}

/**
 * Discount shown on a promotion, as a whole percentage of the standard price. Rounded down so the
 * shop never advertises a bigger reduction than the real one; 0 when there is no reduction.
 */
export function discountPercent(standardCents: number, priceCents: number): number {
  assertInteger(standardCents, 'standardCents');
  assertInteger(priceCents, 'priceCents');
  if (standardCents <= 0 || priceCents >= standardCents) return 0;
  return Math.floor(((standardCents - Math.max(0, priceCents)) * 100) / standardCents);
}
