import { assertInteger, divRoundHalfUp } from './math.js';
import { priceWithoutVat } from './vat.js';

// Cart totals (storefront spec section 3 "Cart"; delivery-orders-account section 9). Every amount
// is VAT-included integer cents; VAT is "scorporata": taken out of the gross per rate bucket, so
// the buckets' gross amounts add up to the cart total to the cent and net + VAT = gross in each.

/** What the totals need of one line. */
export interface TotalsLine {
  grossCents: number;
  /** Promotion discount already inside grossCents (shown, not subtracted again). */
  discountCents: number;
  vatPct: number;
  /** Sold by weight (Sfuso): the picked amount can differ from the ordered one. */
  weighed: boolean;
}

export interface VatBucket {
  vatPct: number;
  grossCents: number;
  netCents: number;
  vatCents: number;
}

export interface CartTotalsInput {
  lines: readonly TotalsLine[];
  /** Gift codes and certificates, each an amount in cents already worked out on the goods. */
  giftDiscountsCents: readonly number[];
  deliveryFeeCents: number;
  /** VAT rate of the delivery fee (a service: 22 %). */
  deliveryFeeVatPct?: number;
}

export interface CartTotals {
  totalItems: number;
  /** Goods after promotions, before gift codes. */
  goodsCents: number;
  promoDiscountCents: number;
  /** Gift discounts actually applied (never more than the goods). */
  giftDiscountCents: number;
  deliveryFeeCents: number;
  /** What the shopper pays: goods - gift discounts + delivery fee. */
  grossTotalCents: number;
  netTotalCents: number;
  vatTotalCents: number;
  vatBuckets: VatBucket[];
}

export const DELIVERY_FEE_VAT_PCT = 22;

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/**
 * Splits `amount` across `weights` in proportion, to the cent, by largest remainder: the parts
 * always add up to `amount` exactly (plain rounding of each part can be a cent off overall).
 */
export function allocateProportionally(amount: number, weights: readonly number[]): number[] {
  assertInteger(amount, 'amount');
  const total = sum(weights);
  if (total <= 0) return weights.map(() => 0);
  // BigInt: amount * weight can pass 2^53 on a large cart; the parts themselves are small.
  const a = BigInt(amount);
  const t = BigInt(total);
  const exact = weights.map((w) => {
    const p = a * BigInt(w);
    const whole = p / t;
    return { whole: Number(whole), rest: Number(p - whole * t) };
  });
  let left = amount - sum(exact.map((e) => e.whole));
  const order = exact.map((_, i) => i).sort((x, y) => exact[y]!.rest - exact[x]!.rest || x - y);
  const parts = exact.map((e) => e.whole);
  for (const i of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** Net and VAT of a bucket's gross amount; net + VAT = gross by construction. */
function bucket(vatPct: number, grossCents: number): VatBucket {
  const netCents = priceWithoutVat(grossCents, vatPct);
  return { vatPct, grossCents, netCents, vatCents: grossCents - netCents };
}

/**
 * Gross per VAT rate after gift discounts and with the delivery fee. A cart-wide discount lowers
 * the taxable amount of each rate in proportion to its goods (the usual Italian treatment of an
 * unconditional discount on the receipt), so the buckets still add up to the total.
 */
export function vatBuckets(
  lines: readonly Pick<TotalsLine, 'grossCents' | 'vatPct'>[],
  giftDiscountCents: number,
  deliveryFeeCents: number,
  deliveryFeeVatPct = DELIVERY_FEE_VAT_PCT,
): VatBucket[] {
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.vatPct, (byRate.get(l.vatPct) ?? 0) + l.grossCents);
  const rates = [...byRate.keys()].sort((a, b) => a - b);
  const goods = rates.map((r) => byRate.get(r)!);
  const cuts = allocateProportionally(giftDiscountCents, goods);
  const gross = new Map(rates.map((r, i) => [r, goods[i]! - cuts[i]!]));
  if (deliveryFeeCents > 0)
    gross.set(deliveryFeeVatPct, (gross.get(deliveryFeeVatPct) ?? 0) + deliveryFeeCents);
  return [...gross.entries()]
    .sort(([a], [b]) => a - b)
    .filter(([, g]) => g !== 0)
    .map(([pct, g]) => bucket(pct, g));
}

export function cartTotals(input: CartTotalsInput): CartTotals {
  const goodsCents = sum(input.lines.map((l) => l.grossCents));
  const giftDiscountCents = Math.min(goodsCents, sum(input.giftDiscountsCents.map((d) => Math.max(0, d))));
  const deliveryFeeCents = Math.max(0, input.deliveryFeeCents);
  const buckets = vatBuckets(input.lines, giftDiscountCents, deliveryFeeCents, input.deliveryFeeVatPct);
  const grossTotalCents = goodsCents - giftDiscountCents + deliveryFeeCents;
  const vatTotalCents = sum(buckets.map((b) => b.vatCents));
  return {
    totalItems: input.lines.length,
    goodsCents,
    promoDiscountCents: sum(input.lines.map((l) => l.discountCents)),
    giftDiscountCents,
    deliveryFeeCents,
    grossTotalCents,
    netTotalCents: grossTotalCents - vatTotalCents,
    vatTotalCents,
    vatBuckets: buckets,
  };
}

// ---- gift codes ----

export type GiftDiscountRule = { kind: 'percent'; perc: number } | { kind: 'fixed'; amountCents: number };

/** Discount of a gift code on goods worth `goodsCents`: never more than the goods, half up. */
export function giftDiscount(rule: GiftDiscountRule, goodsCents: number): number {
  assertInteger(goodsCents, 'goodsCents');
  if (goodsCents <= 0) return 0;
  const raw =
    rule.kind === 'percent'
      ? divRoundHalfUp(goodsCents * Math.min(100, Math.max(0, rule.perc)), 100)
      : Math.max(0, rule.amountCents);
  return Math.min(goodsCents, raw);
}

// ---- the amount an online card payment holds (decision 0026) ----

/** Spec section 9: the card reserve is the goods plus 20 %. */
export const HOLD_GOODS_MARGIN_PCT = 20;
/** Prebilled text: plus 30 % of the weighed (variable-weight) goods. */
export const HOLD_WEIGHED_MARGIN_PCT = 30;
/** Shopper bags added at picking: one bag per this many lines, at this price. */
export const SHOPPER_BAG_ITEMS = 10;
export const SHOPPER_BAG_CENTS = 20;

export interface PaymentHold {
  /** The amount held: the larger of the two readings, so neither can run short at capture. */
  holdCents: number;
  /** Goods after gift discounts + 20 % + delivery fee (spec section 9). */
  goodsMarginCents: number;
  /** Total + 30 % of the weighed goods + shopper bags by item count (prebilled text). */
  prebilledCents: number;
  shopperBags: number;
}

/**
 * `noBags`: the shopper asked for no shopper bags (cart info `no_bags`, decision 0030), so none is
 * added at picking and none is held.
 */
export function paymentHold(
  lines: readonly TotalsLine[],
  totals: CartTotals,
  opts: { noBags?: boolean } = {},
): PaymentHold {
  const goodsAfterGift = totals.goodsCents - totals.giftDiscountCents;
  const weighed = sum(lines.filter((l) => l.weighed).map((l) => l.grossCents));
  const shopperBags = opts.noBags ? 0 : Math.ceil(totals.totalItems / SHOPPER_BAG_ITEMS);
  const goodsMarginCents =
    goodsAfterGift + divRoundHalfUp(goodsAfterGift * HOLD_GOODS_MARGIN_PCT, 100) + totals.deliveryFeeCents;
  const prebilledCents =
    totals.grossTotalCents +
    divRoundHalfUp(weighed * HOLD_WEIGHED_MARGIN_PCT, 100) +
    shopperBags * SHOPPER_BAG_CENTS;
  return {
    holdCents: Math.max(goodsMarginCents, prebilledCents),
    goodsMarginCents,
    prebilledCents,
    shopperBags,
  };
}
