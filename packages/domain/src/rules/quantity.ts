import { assertInteger, gcd } from './math.js';
import { DEFAULT_WEIGHT_UNIT, FALLBACK_UNIT, formatQuantity, normalizeUnit } from './units.js';

// How much of a product can be put in the cart (spec storefront section 5, "Quantity rules",
// "Manual entry", "Maximum purchase shown"; delivery-orders-account section 5). Every quantity is
// an integer number of thousandths of the selling unit (2 pieces = 2000, 0.300 kg = 300), which is
// what "rounded to 3 decimals" means; the original "multiply weights in hundredths" trick to dodge
// float error is not needed because nothing here is a float.

export type Tipologia = 'Pezzo' | 'Confezione' | 'Sfuso';

/** How a product is sold, from its productInfos and limits. Amounts in milli-units. */
export interface SaleRules {
  tipologia: Tipologia;
  /** QTY_MULT: step of the +/- buttons for Pezzo/Confezione (default 1000 = 1 piece). */
  qtyMult?: number;
  /** QTY_LOCKED: only multiples of qtyMult may be bought. */
  qtyLocked?: boolean;
  /** STEP_SELLING: step of the +/- buttons for Sfuso (default: qtyMult). */
  stepSelling?: number;
  /** WEIGHT_SELLING: the first amount added for Sfuso (default: stepSelling). */
  weightSelling?: number;
  /** WEIGHT_UNIT_SELLING, e.g. 'kg' (default 'kg'). */
  weightUnitSelling?: string;
  minAcq?: number;
  /** Maximum daily quantity for the product. */
  maxAcq?: number;
  /** MULTI_PACK: units in one pack, an integer (default 1). */
  multiPack?: number;
  /** productClassRuleMax.max: maximum for the product class group. */
  productClassRuleMax?: number;
}

export const DEFAULT_QTY_MULT = 1000;
export const MANUAL_ENTRY_MAX_DIGITS = 3;

export type QuantityErrorCode =
  'QTY_BELOW_MIN' | 'QTY_ABOVE_MAX' | 'QTY_NOT_MULTIPLE' | 'QTY_INVALID' | 'QTY_MANUAL_NOT_ALLOWED';

/** The closest allowed quantities at or below / at or above a value; null when none exists. */
export interface NearestAllowed {
  lower: number | null;
  higher: number | null;
}

export interface QuantityError {
  code: QuantityErrorCode;
  message: string;
  nearest?: NearestAllowed;
}

/** Fixed Italian texts; the first two are verbatim from the spec's error catalogue. */
export const QUANTITY_MESSAGES = {
  QTY_BELOW_MIN: 'Non è possibile acquistare una quantità inferiore di questo articolo',
  QTY_ABOVE_MAX: 'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
  QTY_INVALID: 'Quantità non valida',
  QTY_MANUAL_ENTRY: `Inserisci un numero intero di massimo ${MANUAL_ENTRY_MAX_DIGITS} cifre`,
  QTY_MANUAL_WHOLE: 'Questo articolo si acquista a pezzi interi: scrivi un numero senza virgola',
  QTY_MANUAL_NOT_ALLOWED: 'La quantità di questo articolo si modifica solo con i pulsanti + e -',
} as const;

export type ManualEntryResult =
  | { ok: true; quantity: number; adjusted: boolean; capped: boolean; nearest?: NearestAllowed }
  | { ok: false; error: QuantityError };

// ---- defaults: product data often carries 0 for "not set", so 0 counts as missing ----

const positive = (v: number | undefined): number | undefined => (v !== undefined && v > 0 ? v : undefined);
const isSfuso = (r: SaleRules): boolean => r.tipologia === 'Sfuso';
const qtyMultOf = (r: SaleRules): number => positive(r.qtyMult) ?? DEFAULT_QTY_MULT;
const stepOf = (r: SaleRules): number => positive(r.stepSelling) ?? qtyMultOf(r);
const weightSellingOf = (r: SaleRules): number => positive(r.weightSelling) ?? stepOf(r);

/** Unit the quantity is expressed in: the selling weight unit for Sfuso, pieces otherwise. */
export function quantityUnit(r: SaleRules): string {
  return isSfuso(r) ? normalizeUnit(r.weightUnitSelling || DEFAULT_WEIGHT_UNIT) : FALLBACK_UNIT;
}

// ---- the set of allowed quantities: origin + k * step (k >= 0), between the minimum and maximum ----

interface Lattice {
  origin: number;
  step: number;
}

function latticeOf(r: SaleRules): Lattice {
  if (isSfuso(r)) return { origin: weightSellingOf(r), step: stepOf(r) };
  // Locked: only multiples of QTY_MULT. Unlocked: whole pieces, unless QTY_MULT itself is a
  // fraction of a piece (gcd keeps every value the buttons can reach valid).
  const g = r.qtyLocked ? qtyMultOf(r) : gcd(qtyMultOf(r), 1000);
  return { origin: g, step: g };
}

const floorOnto = (l: Lattice, x: number): number | null =>
  x < l.origin ? null : l.origin + Math.floor((x - l.origin) / l.step) * l.step;
const ceilOnto = (l: Lattice, x: number): number =>
  x <= l.origin ? l.origin : l.origin + Math.ceil((x - l.origin) / l.step) * l.step;

/** Smallest quantity that can be bought: minAcq (or the first step) moved up onto the lattice. */
function lowestAllowed(r: SaleRules): number {
  return ceilOnto(latticeOf(r), positive(r.minAcq) ?? 0);
}

/** Largest quantity that can be bought, undefined when unlimited, null when nothing fits. */
function highestAllowed(r: SaleRules): number | null | undefined {
  const max = displayedMaximum(r);
  return max === undefined ? undefined : floorOnto(latticeOf(r), max);
}

/** Maximum purchase shown: the lower of maxAcq and productClassRuleMax, divided by MULTI_PACK. */
export function displayedMaximum(r: SaleRules): number | undefined {
  const limits = [positive(r.maxAcq), positive(r.productClassRuleMax)].filter((v) => v !== undefined);
  if (limits.length === 0) return undefined;
  // Floor, not round: a maximum must never be shown higher than what the server accepts.
  return Math.floor(Math.min(...limits) / (positive(r.multiPack) ?? 1));
}

/** Nearest allowed quantities around q (equal to q when q itself is allowed). */
export function nearestAllowed(r: SaleRules, q: number): NearestAllowed {
  const l = latticeOf(r);
  const lo = lowestAllowed(r);
  const hi = highestAllowed(r);
  if (hi === null || (hi !== undefined && hi < lo)) return { lower: null, higher: null };
  const lower = floorOnto(l, hi === undefined ? q : Math.min(q, hi));
  const higher = ceilOnto(l, Math.max(q, lo));
  return {
    lower: lower === null || lower < lo ? null : lower,
    higher: hi !== undefined && higher > hi ? null : higher,
  };
}

// ---- +/- buttons ----

/** Plus button. Pezzo/Confezione: next multiple of QTY_MULT. Sfuso: + STEP_SELLING, first WEIGHT_SELLING. */
export function increment(r: SaleRules, current: number): number {
  assertInteger(current, 'quantity');
  const q = Math.max(0, current);
  let next: number;
  if (isSfuso(r)) {
    next = q === 0 ? weightSellingOf(r) : q + stepOf(r);
  } else {
    const m = qtyMultOf(r);
    next = Math.floor(q / m) * m + m; // strictly above: 1.5 -> 2, 2 -> 3
  }
  // Raised to the minimum (minAcq moved onto the allowed values) so the first add is buyable.
  return Math.max(next, lowestAllowed(r));
}

/**
 * Minus button. Pezzo/Confezione: previous multiple of QTY_MULT, or 0. Sfuso: - STEP_SELLING, and
 * below WEIGHT_SELLING becomes 0. A non-zero result under minAcq is raised to minAcq; when the
 * current value is already at (or under) the minimum the only lower choice is 0, i.e. removal,
 * which the UI confirms, otherwise minus would be stuck at minAcq.
 */
export function decrement(r: SaleRules, current: number): number {
  assertInteger(current, 'quantity');
  const q = Math.max(0, current);
  const lo = lowestAllowed(r);
  if (isSfuso(r)) {
    const next = q - stepOf(r);
    return next < weightSellingOf(r) || next < lo ? 0 : next;
  }
  const m = qtyMultOf(r);
  const next = Math.max(0, q % m === 0 ? q - m : Math.floor(q / m) * m);
  if (next === 0 || next >= lo) return next;
  return q > lo ? lo : 0;
}

/** What the add button puts in the cart first: minAcq or QTY_MULT, WEIGHT_SELLING for Sfuso. */
export function firstAddQuantity(r: SaleRules): number {
  return increment(r, 0);
}

/** False when plus would pass the maximum, so the UI can disable the button. */
export function canIncrement(r: SaleRules, current: number): boolean {
  const max = displayedMaximum(r);
  return max === undefined || increment(r, current) <= max;
}

/** Items sold by package: reaching QTY_MULT (of more than one piece) makes the line is_package. */
export function isPackageQuantity(r: SaleRules, q: number): boolean {
  const m = qtyMultOf(r);
  return !isSfuso(r) && m > 1000 && q >= m;
}

// ---- validation ----

function notMultipleMessage(r: SaleRules, n: NearestAllowed): string {
  const unit = quantityUnit(r);
  const options = [n.lower, n.higher]
    .filter((v): v is number => v !== null)
    .map((v) => formatQuantity(v, unit));
  const base = 'Quantità non acquistabile per questo articolo';
  return options.length === 0 ? base : `${base}. Puoi acquistare ${options.join(' oppure ')}`;
}

const fail = (code: QuantityErrorCode, message: string, nearest?: NearestAllowed): QuantityError =>
  nearest ? { code, message, nearest } : { code, message };

/** Server-side check of a quantity to buy (> 0); null when it is acceptable. */
export function validateQuantity(r: SaleRules, q: number): QuantityError | null {
  if (!Number.isSafeInteger(q) || q <= 0) return fail('QTY_INVALID', QUANTITY_MESSAGES.QTY_INVALID);
  const n = nearestAllowed(r, q);
  if (q < (positive(r.minAcq) ?? 0) || q < lowestAllowed(r)) {
    return fail('QTY_BELOW_MIN', QUANTITY_MESSAGES.QTY_BELOW_MIN, n);
  }
  const max = displayedMaximum(r);
  if (max !== undefined && q > max) return fail('QTY_ABOVE_MAX', QUANTITY_MESSAGES.QTY_ABOVE_MAX, n);
  if (n.lower !== q) return fail('QTY_NOT_MULTIPLE', notMultipleMessage(r, n), n);
  return null;
}

/**
 * Manual entry (Pezzo/Confezione only): up to 3 digits, a number of pieces. 0 means removal.
 * Above the maximum the value is capped; when QTY_LOCKED it is rounded to the nearest multiple of
 * QTY_MULT (ties up) and `nearest` carries the lower and higher choices for the tooltip.
 */
export function parseManualEntry(r: SaleRules, text: string): ManualEntryResult {
  const err = (e: QuantityError): ManualEntryResult => ({ ok: false, error: e });
  if (isSfuso(r)) return err(fail('QTY_MANUAL_NOT_ALLOWED', QUANTITY_MESSAGES.QTY_MANUAL_NOT_ALLOWED));
  const t = text.trim();
  // '2,5' is a decimal, not 25: refused with its own message, never read as other digits.
  if (/^\d+[.,]\d*$/.test(t) && !/^\d+[.,]0*$/.test(t)) {
    return err(fail('QTY_INVALID', QUANTITY_MESSAGES.QTY_MANUAL_WHOLE));
  }
  if (!new RegExp(`^\\d{1,${MANUAL_ENTRY_MAX_DIGITS}}([.,]0*)?$`).test(t)) {
    return err(fail('QTY_INVALID', QUANTITY_MESSAGES.QTY_MANUAL_ENTRY));
  }
  let q = Number(t.replace(/[.,]0*$/, '')) * 1000;
  if (q === 0) return { ok: true, quantity: 0, adjusted: false, capped: false };

  let capped = false;
  const max = displayedMaximum(r);
  if (max !== undefined && q > max) {
    const hi = highestAllowed(r);
    if (hi === null || hi === undefined || hi < lowestAllowed(r)) {
      return err(fail('QTY_ABOVE_MAX', QUANTITY_MESSAGES.QTY_ABOVE_MAX));
    }
    q = hi;
    capped = true;
  }
  if (q < (positive(r.minAcq) ?? 0)) {
    return err(fail('QTY_BELOW_MIN', QUANTITY_MESSAGES.QTY_BELOW_MIN, nearestAllowed(r, q)));
  }
  const n = nearestAllowed(r, q);
  if (n.lower === q) return { ok: true, quantity: q, adjusted: false, capped };
  const rounded = pickNearest(q, n);
  if (rounded === null) return err(fail('QTY_INVALID', QUANTITY_MESSAGES.QTY_INVALID));
  return { ok: true, quantity: rounded, adjusted: true, capped, nearest: n };
}

function pickNearest(q: number, n: NearestAllowed): number | null {
  if (n.lower === null) return n.higher;
  if (n.higher === null) return n.lower;
  return q - n.lower < n.higher - q ? n.lower : n.higher;
}
