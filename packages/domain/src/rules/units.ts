import { divRoundHalfUp } from './math.js';

// Units of measure (spec section 5, "Unit multiplier table"). Amounts are integer thousandths
// ("milli") of the unit they are expressed in: 300 g is 300000 milli-g, 0.3 kg is 300 milli-kg.

/**
 * How many of each unit make one base unit (kg for weights, l for volumes), as the spec lists it.
 * 1 kg = 1000 g, so g is 1000; 1 l = 100 cl, so cl is 100.
 */
export const UNIT_MULTIPLIERS: Readonly<Record<string, number>> = Object.freeze({
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

/** Unit shown when a product carries none (pieces). */
export const FALLBACK_UNIT = 'pz';
/** Weight unit used when a loose (Sfuso) product does not name one. */
export const DEFAULT_WEIGHT_UNIT = 'kg';

// The table mixes weights and volumes; converting between them would need a density, so the two
// families are kept apart and a g -> ml conversion is refused instead of silently being 1:1.
const VOLUME_UNITS = new Set(['ml', 'cl', 'lt', 'l']);

/** Lower-cased, trimmed unit; an empty or missing unit becomes the fallback 'pz'. */
export function normalizeUnit(unit: string | null | undefined): string {
  const u = (unit ?? '').trim().toLowerCase();
  return u === '' ? FALLBACK_UNIT : u;
}

/** The multiplier of a unit, or undefined when the unit is not a weight or a volume (e.g. 'pz'). */
export function unitMultiplier(unit: string | null | undefined): number | undefined {
  return UNIT_MULTIPLIERS[normalizeUnit(unit)];
}

/** True for volumes (l, cl, ml): liquids, whose nutrition label is per 100 ml. */
export function isVolumeUnit(unit: string | null | undefined): boolean {
  return VOLUME_UNITS.has(normalizeUnit(unit));
}

/** True for the units of the table (weights and volumes). */
export function isMeasureUnit(unit: string | null | undefined): boolean {
  return unitMultiplier(unit) !== undefined;
}

/**
 * Converts a milli amount from one unit to another of the same family, rounded half up to the
 * thousandth: convertMilli(300000, 'g', 'kg') === 300 (300 g = 0.300 kg).
 * Throws on unknown units or a weight/volume mix, which are programming or data errors.
 */
export function convertMilli(amountMilli: number, from: string, to: string): number {
  const f = normalizeUnit(from);
  const t = normalizeUnit(to);
  if (f === t) return amountMilli;
  const mf = UNIT_MULTIPLIERS[f];
  const mt = UNIT_MULTIPLIERS[t];
  if (mf === undefined || mt === undefined) throw new RangeError(`cannot convert ${f} to ${t}`);
  if (VOLUME_UNITS.has(f) !== VOLUME_UNITS.has(t)) throw new RangeError(`cannot convert ${f} to ${t}`);
  return divRoundHalfUp(amountMilli * mt, mf);
}

/** Formats a milli amount as an Italian decimal, without trailing zeros: 300 -> '0,3', 2000 -> '2'. */
export function formatMilli(amountMilli: number): string {
  // Built from the integer parts, not from amountMilli / 1000, so no float can leak into the text.
  const sign = amountMilli < 0 ? '-' : '';
  const abs = Math.abs(Math.round(amountMilli));
  const whole = Math.floor(abs / 1000);
  const frac = String(abs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return sign + String(whole) + (frac ? ',' + frac : '');
}

/** Quantity for display in Italian: formatQuantity(300, 'kg') === '0,3 kg', (2000) === '2 pz'. */
export function formatQuantity(amountMilli: number, unit?: string | null): string {
  return `${formatMilli(amountMilli)} ${normalizeUnit(unit)}`;
}
