import { toVatBucketAnswer, vatBuckets, type VatBucketAnswer } from '@spesa/domain';
import type { OrderLineRow, OrderRow } from './orders.repository.js';

// "di cui IVA" of a placed order, by rate. Worked out with the cart's own function from what the
// order stored when it was placed (each line's amount and VAT rate, the gift discount, the
// delivery fee), never from the catalogue: a later price or rate change leaves the order as it was.

/** The VAT in the order's total, by rate; the buckets' gross amounts add up to the total. */
export function orderVatBuckets(o: OrderRow, lines: readonly OrderLineRow[]): VatBucketAnswer[] {
  const goods = lines.map((l) => ({ grossCents: l.gross_cents, vatPct: l.vat_pct }));
  return vatBuckets(goods, o.gift_discount_cents, o.delivery_fee_cents).map(toVatBucketAnswer);
}

/**
 * The same for the prepared amount, once the order is ready: a line not recorded counts in full,
 * as the prepared total does; the gift discount never goes beyond the prepared goods.
 */
export function preparedVatBuckets(o: OrderRow, lines: readonly OrderLineRow[]): VatBucketAnswer[] | null {
  if (o.prepared_total_cents === null) return null;
  const goods = lines.map((l) => ({ grossCents: l.prepared_cents ?? l.gross_cents, vatPct: l.vat_pct }));
  const goodsCents = goods.reduce((s, l) => s + l.grossCents, 0);
  const gift = Math.min(o.gift_discount_cents, goodsCents);
  return vatBuckets(goods, gift, o.delivery_fee_cents).map(toVatBucketAnswer);
}
