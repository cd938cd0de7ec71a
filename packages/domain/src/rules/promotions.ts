import { assertInteger, divRoundHalfUp } from './math.js';
import { lineTotal } from './price.js';

// Promotions applied to one cart line (storefront spec sections 3 and 4: warehousePromo, the
// selectable promotion asked Sì / No). Prices are VAT-included integer cents, quantities integer
// thousandths of the selling unit.

/** How a promotion changes the price of a line. */
export type PromotionRule =
  /** A percentage off the unit price (also 'prezzo basso' and the selectable voucher). */
  | { kind: 'percent'; perc: number }
  /** A fixed amount off the unit price. */
  | { kind: 'fixed'; offCents: number }
  /** Buy `take` pieces, pay `pay` (3x2: take 3, pay 2); only whole groups are discounted. */
  | { kind: 'nxm'; take: number; pay: number };

export interface LinePromotion {
  promoId: number;
  rule: PromotionRule;
  /** Selectable: applied only when the shopper said Sì (use_wpid = promoId). */
  selectable: boolean;
}

/** use_wpid of cart/add: -1 answers No to a selectable promotion; the promo id answers Sì. */
export const USE_WPID_NO = -1;

export interface LinePriceInput {
  /** Unit price before any promotion (price per piece, or per kg for Sfuso). */
  standardUnitCents: number;
  quantityMilli: number;
  promo: LinePromotion | null;
  /** The shopper's answer for a selectable promotion: the promo id, USE_WPID_NO, or null (not asked). */
  useWpid: number | null;
}

export interface LinePrice {
  /** Unit price actually charged (after a unit promotion). */
  unitCents: number;
  /** What the line would cost without the promotion. */
  standardCents: number;
  /** What the line costs. */
  grossCents: number;
  /** standardCents - grossCents, never negative. */
  discountCents: number;
  /** The promotion that was applied, if any. */
  appliedPromoId: number | null;
}

/** Unit price after a percentage or fixed promotion; never below 0. n-for-m leaves it unchanged. */
export function promotedUnitPrice(standardUnitCents: number, rule: PromotionRule): number {
  assertInteger(standardUnitCents, 'standardUnitCents');
  switch (rule.kind) {
    case 'percent': {
      const perc = Math.min(100, Math.max(0, rule.perc));
      return divRoundHalfUp(standardUnitCents * (100 - perc), 100);
    }
    case 'fixed':
      return Math.max(0, standardUnitCents - Math.max(0, rule.offCents));
    case 'nxm':
      return standardUnitCents;
  }
}

/** Whether a promotion is applied to the line: a selectable one only after a Sì. */
export function promotionApplies(
  promo: LinePromotion | null,
  useWpid: number | null,
): promo is LinePromotion {
  if (!promo) return false;
  return !promo.selectable || useWpid === promo.promoId;
}

/**
 * Price of one line. n-for-m counts whole pieces only (a weighed line never gets it): 7 pieces at
 * 3x2 pay 5 (two groups of three free one each, the seventh at full price).
 */
export function priceLine(input: LinePriceInput): LinePrice {
  const { standardUnitCents, quantityMilli } = input;
  assertInteger(quantityMilli, 'quantityMilli');
  const standardCents = lineTotal(standardUnitCents, quantityMilli);
  const none: LinePrice = {
    unitCents: standardUnitCents,
    standardCents,
    grossCents: standardCents,
    discountCents: 0,
    appliedPromoId: null,
  };
  if (!promotionApplies(input.promo, input.useWpid)) return none;
  const { rule, promoId } = input.promo;
  if (rule.kind === 'nxm') {
    if (rule.take <= rule.pay || rule.pay < 0 || quantityMilli % 1000 !== 0) return none;
    const pieces = quantityMilli / 1000;
    const free = Math.floor(pieces / rule.take) * (rule.take - rule.pay);
    if (free === 0) return none;
    const grossCents = lineTotal(standardUnitCents, (pieces - free) * 1000);
    return { ...none, grossCents, discountCents: standardCents - grossCents, appliedPromoId: promoId };
  }
  const unitCents = promotedUnitPrice(standardUnitCents, rule);
  const grossCents = lineTotal(unitCents, quantityMilli);
  return {
    unitCents,
    standardCents,
    grossCents,
    discountCents: Math.max(0, standardCents - grossCents),
    appliedPromoId: promoId,
  };
}
