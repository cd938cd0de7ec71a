import { assertInteger, divRoundHalfUp } from './math.js';
import { normalizeUnit } from './units.js';
import { formatHundredths } from './number-text.js';
import type { SaleRules } from './quantity.js';

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

/**
 * Euro amount in Italian: 1290 -> '12,90 €', 129000 -> '1290,00 €', 1234500 -> '12.345,00 €',
 * what Intl.NumberFormat('it-IT', EUR) writes (but '0,00 €' for minus zero), without its cost
 * (number-text.ts, decision 0082). The space before € is a no-break space (U+00A0), as Intl puts
 * it, so the symbol never wraps onto its own line.
 */
export function formatEuro(cents: number): string {
  assertInteger(cents, 'cents');
  return `${formatHundredths(cents)}\u00a0€`;
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

/**
 * The headline price of a product card: what the shopper pays for what the stepper says.
 * - 'weight' (Sfuso): the line total of the chosen weight, an estimate ('0,5 kg ≈ 1,00 €').
 * - 'pack' (sold only by several pieces, QTY_MULT above 1): the total of the chosen packs, so
 *   six bottles at 0,42 € read 2,52 €, never the price of one bottle.
 * - 'unit': one piece, the price itself.
 * priceCents is the price of one selling unit (a piece, or a kg / l for Sfuso); amounts in milli.
 */
export type PriceHeadline =
  | { kind: 'unit'; totalCents: number }
  | { kind: 'pack'; totalCents: number; quantityMilli: number }
  | { kind: 'weight'; totalCents: number; quantityMilli: number };

export function priceHeadline(
  rules: Pick<SaleRules, 'tipologia' | 'qtyMult'>,
  priceCents: number,
  quantityMilli: number,
): PriceHeadline {
  assertInteger(priceCents, 'priceCents');
  assertInteger(quantityMilli, 'quantityMilli');
  if (rules.tipologia === 'Sfuso') {
    return quantityMilli > 0
      ? { kind: 'weight', totalCents: lineTotal(priceCents, quantityMilli), quantityMilli }
      : { kind: 'unit', totalCents: priceCents };
  }
  const pack = rules.qtyMult ?? 1000;
  if (pack <= 1000) return { kind: 'unit', totalCents: priceCents };
  // An empty stepper still shows the price of the smallest buyable pack.
  const q = quantityMilli > 0 ? quantityMilli : pack;
  return { kind: 'pack', totalCents: lineTotal(priceCents, q), quantityMilli: q };
}
