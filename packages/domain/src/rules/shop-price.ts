import { assertInteger } from './math.js';
import { priceLine, promotedUnitPrice, type LinePromotion, type PromotionRule } from './promotions.js';

// The one price rule (decision 0096): every price the shop shows or charges (listing, product
// page, flyer, list, cart, checkout, order) is the warehouse's base price with the promotion in
// force at that moment, worked out here from stored terms, never stored already worked out.
// Prices are VAT-included integer cents of one selling unit (a piece, or a kg / l for Sfuso).

/** Warehouse promotion types (decision 0026): 1 percent, 2 fixed, 3 'prezzo basso', 4 voucher, 5 3x2. */
export const PROMO_TYPE = { percent: 1, fixed: 2, lowPrice: 3, voucher: 4, threeForTwo: 5 } as const;

/** A promotion as stored: its scope, its type and figures, its validity in shop days. */
export interface PromotionTerms {
  promoId: number;
  /** null: every warehouse of the chain. */
  warehouseId: number | null;
  typeId: number;
  selectable: boolean;
  discountCents: number | null;
  discountPerc: number | null;
  /** First day it applies, YYYY-MM-DD in Europe/Rome (from 00:00 of that day). */
  validityDate: string;
  /** Last day it applies, YYYY-MM-DD in Europe/Rome (until 23:59:59.999 of that day). */
  expireDate: string;
}

/**
 * Whether a promotion is in force on a shop day (YYYY-MM-DD in Europe/Rome, the day of the moment
 * priced): from the first minute of its validity day to the last minute of its expiry day, both in
 * Rome time. Dates compare as text (ISO days sort as they read).
 */
export function promotionInForce(
  p: Pick<PromotionTerms, 'validityDate' | 'expireDate'>,
  shopDay: string,
): boolean {
  return p.validityDate <= shopDay && shopDay <= p.expireDate.slice(0, 10);
}

/**
 * The promotion a warehouse applies on a shop day, among a product's promotions: one in force that
 * has a rule (promotionRule), the warehouse's own before the chain's, then the one that started
 * last, then the highest id (so overlapping promotions always give the same answer). A null
 * warehouse (a flyer of the whole chain) takes the chain's promotions only.
 */
export function promotionFor<T extends PromotionTerms>(
  promos: readonly T[],
  warehouseId: number | null,
  shopDay: string,
): T | null {
  let best: T | null = null;
  for (const p of promos) {
    if (p.warehouseId !== null && p.warehouseId !== warehouseId) continue;
    if (!promotionInForce(p, shopDay) || promotionRule(p) === null) continue;
    if (best === null || outranks(p, best)) best = p;
  }
  return best;
}

function outranks(a: PromotionTerms, b: PromotionTerms): boolean {
  const own = (p: PromotionTerms) => (p.warehouseId === null ? 0 : 1);
  if (own(a) !== own(b)) return own(a) > own(b);
  if (a.validityDate !== b.validityDate) return a.validityDate > b.validityDate;
  return a.promoId > b.promoId;
}

/**
 * How a promotion's type and figures change a price: 3x2 by its type, a fixed amount when it has
 * one, else its percentage. A promotion without the figures its type needs changes nothing and is
 * not shown (null): the shop never announces a discount it would not charge.
 */
export function promotionRule(
  p: Pick<PromotionTerms, 'typeId' | 'discountCents' | 'discountPerc'>,
): PromotionRule | null {
  if (p.typeId === PROMO_TYPE.threeForTwo) return { kind: 'nxm', take: 3, pay: 2 };
  if (p.typeId === PROMO_TYPE.fixed && p.discountCents !== null && p.discountCents > 0)
    return { kind: 'fixed', offCents: p.discountCents };
  if (p.discountPerc !== null && p.discountPerc > 0) return { kind: 'percent', perc: p.discountPerc };
  return null;
}

/** The promotion of a line, as the cart's line pricing (priceLine) takes it; null when it has no rule. */
export function linePromotionOf(p: PromotionTerms | null): LinePromotion | null {
  if (!p) return null;
  const rule = promotionRule(p);
  return rule && { promoId: p.promoId, rule, selectable: p.selectable };
}

/** What a product costs in a warehouse at a moment: the answer of the one price function. */
export interface ShopPrice {
  /** The warehouse's base price of one selling unit, before any promotion. */
  baseUnitCents: number;
  /** The promotion in force that has a rule, as the cart applies it to a line; null if none. */
  promotion: LinePromotion | null;
  /**
   * What one unit costs when added to the cart without answering a selectable promotion: the
   * price shown (priceDisplay). A percent or fixed promotion lowers it; a selectable one (applied
   * only after the shopper's Sì) and 3x2 (whole groups only) do not.
   */
  unitCents: number;
  /** The base price, struck through beside unitCents, when unitCents is lower; else null. */
  struckUnitCents: number | null;
  /** The unit price after the promotion's own discount, had the shopper said Sì: its offer. */
  offerUnitCents: number;
}

/**
 * The one price function: a base price and the promotion in force give the price shown and the
 * line prices charged. The shown unit price is by definition the cart's price of one unit
 * (priceLine of 1000 thousandths with no answer to a selectable promotion), so the catalogue can
 * never show what the cart would not charge.
 */
export function shopPrice(baseUnitCents: number, promotion: LinePromotion | null): ShopPrice {
  assertInteger(baseUnitCents, 'baseUnitCents');
  const one = priceLine({
    standardUnitCents: baseUnitCents,
    quantityMilli: 1000,
    promo: promotion,
    useWpid: null,
  });
  const unitCents = one.unitCents;
  return {
    baseUnitCents,
    promotion,
    unitCents,
    struckUnitCents: unitCents < baseUnitCents ? baseUnitCents : null,
    offerUnitCents: promotion ? promotedUnitPrice(baseUnitCents, promotion.rule) : baseUnitCents,
  };
}

/** Made on first use: the storefront loads this module and seldom needs it (decision 0082). */
let romeParts: Intl.DateTimeFormat | undefined;
const romeMinute = (at: Date): string =>
  (romeParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })).format(at);

/** The instant at which a shop day (YYYY-MM-DD) starts in Europe/Rome: 00:00 Rome time, as a UTC Date. */
export function shopDayStart(day: string): Date {
  // Rome is UTC+1 in winter and UTC+2 in summer: one of the two candidates is its midnight.
  const utcMidnight = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(utcMidnight)) throw new RangeError(`not a day: ${day}`);
  for (const hours of [1, 2, 0]) {
    const at = new Date(utcMidnight - hours * 3_600_000);
    if (romeMinute(at) === `${day.slice(0, 10)}, 00:00`) return at;
  }
  throw new RangeError(`no midnight in Europe/Rome on ${day}`);
}

/**
 * A promotion's moments: its first minute (00:00 Rome of its validity day), its last minute (23:59
 * Rome of its expiry day) and the first minute it no longer applies (00:00 of the next day).
 */
export function promotionMoments(p: Pick<PromotionTerms, 'validityDate' | 'expireDate'>): {
  firstMinute: Date;
  lastMinute: Date;
  ended: Date;
} {
  const expire = p.expireDate.slice(0, 10);
  const next = new Date(Date.parse(`${expire}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const ended = shopDayStart(next);
  return {
    firstMinute: shopDayStart(p.validityDate),
    lastMinute: new Date(ended.getTime() - 60_000),
    ended,
  };
}
