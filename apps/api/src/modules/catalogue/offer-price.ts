import { linePromotionOf, shopPrice, type PromotionTerms, type ShopPrice } from '@spesa/domain';
import type { ProductBundle, PromoRow } from './products.repository.js';

// The shop's one price function over the catalogue's rows (decision 0096): a product bundle, read
// for a warehouse and a shop day (its base price there and the promotion in force that day), gives
// the price every screen shows and the cart charges. Nothing else reads a price column to show
// or charge it.

/** A stored promotion row as the domain's terms. */
export function promotionTermsOf(p: PromoRow): PromotionTerms {
  return {
    promoId: p.warehouse_promo_id,
    warehouseId: p.warehouse_id,
    typeId: p.warehouse_promo_type_id,
    selectable: p.selectable === 1,
    discountCents: p.discount_cents,
    discountPerc: p.discount_perc,
    validityDate: p.validity_date,
    expireDate: p.expire_date,
  };
}

// Bundles are frozen and shared (ProductBundles): each is priced once.
const priced = new WeakMap<ProductBundle, ShopPrice>();

/**
 * What a product costs: its base price in the bundle's warehouse (product_warehouse.price_cents,
 * never a worked-out price) with the bundle's promotion, the one in force on the day it was read
 * for (`promotionFor`). The catalogue shows `unitCents` (struck `struckUnitCents`); the cart prices
 * its lines with `promotion` on `baseUnitCents` (priceLine), which for one unit is `unitCents`.
 */
export function priceOf(b: ProductBundle): ShopPrice {
  let price = priced.get(b);
  if (!price) {
    price = priceOfOffer(b.row.price_cents, b.promo);
    priced.set(b, price);
  }
  return price;
}

/** The same from a base price and the promotion in force (promotionFor), outside a bundle. */
export function priceOfOffer(baseUnitCents: number, promo: PromoRow | null): ShopPrice {
  return shopPrice(baseUnitCents, promo && linePromotionOf(promotionTermsOf(promo)));
}
