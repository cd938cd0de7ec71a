import type { Tipologia } from './quantity.js';

// How cart/add and cart/update carry a quantity (decision 0025). The number is in the product's
// selling unit with at most 3 decimals: pieces for Pezzo and Confezione (2 = two pieces or packs),
// weight in WEIGHT_UNIT_SELLING (normally kg) for Sfuso (0.3 = 300 g). The server turns it into
// integer thousandths here, at the edge, and never rounds: 1.5 pieces reaches the quantity rules
// as 1500 and is refused there with the nearest allowed values, 0.3001 kg is refused here.

/** Largest quantity of one line in the selling unit: the 3 digits of manual entry (999). */
export const CART_LINE_MAX_UNITS = 999;
export const CART_LINE_MAX_MILLI = CART_LINE_MAX_UNITS * 1000;

export type DecodedQuantity =
  { ok: true; milli: number } | { ok: false; reason: 'not_number' | 'negative' | 'too_precise' };

/** Display quantity (pieces or kg) to thousandths; refuses more than 3 decimals instead of rounding. */
export function decodeCartQuantity(value: number): DecodedQuantity {
  if (!Number.isFinite(value)) return { ok: false, reason: 'not_number' };
  if (value < 0) return { ok: false, reason: 'negative' };
  const milli = Math.round(value * 1000);
  // 0.3 * 1000 is 300.00000000000006: accept float noise far below a thousandth, nothing more.
  if (Math.abs(milli - value * 1000) > 1e-6 || !Number.isSafeInteger(milli))
    return { ok: false, reason: 'too_precise' };
  return { ok: true, milli };
}

/** Thousandths back to the number the contract carries: pieces, or kg for Sfuso. */
export function encodeCartQuantity(milli: number): number {
  return milli / 1000;
}

/** The line answer: `quantity` encoded as cart/add takes it, `weight` the kg of a Sfuso line (else null). */
export function lineQuantityFields(
  tipologia: Tipologia,
  milli: number,
): { quantity: number; weight: number | null } {
  const quantity = encodeCartQuantity(milli);
  return { quantity, weight: tipologia === 'Sfuso' ? quantity : null };
}
