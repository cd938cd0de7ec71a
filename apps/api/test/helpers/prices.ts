import { linePromotionOf, promotionFor, shopPrice, type PromotionTerms, type ShopPrice } from '@spesa/domain';
import type { Db } from '../../src/db/database.js';
import { shopDate } from '../../src/lib/clock.js';
import { TEST_NOW } from './test-now.js';

/** The shop day of the tests' clock (Europe/Rome). */
export const TEST_DAY = shopDate(new Date(TEST_NOW));

export type ProductPromotion = PromotionTerms & { productId: number };

/** Every promotion of the database as the domain's terms, by product. */
export async function promotionsByProduct(db: Db): Promise<Map<number, ProductPromotion[]>> {
  const rows = await db.kysely.selectFrom('warehouse_promo').selectAll().execute();
  const byProduct = new Map<number, ProductPromotion[]>();
  for (const p of rows) {
    const list = byProduct.get(p.product_id) ?? [];
    list.push({
      productId: p.product_id,
      promoId: p.warehouse_promo_id,
      warehouseId: p.warehouse_id,
      typeId: p.warehouse_promo_type_id,
      selectable: p.selectable === 1,
      discountCents: p.discount_cents,
      discountPerc: p.discount_perc,
      validityDate: p.validity_date,
      expireDate: p.expire_date,
    });
    byProduct.set(p.product_id, list);
  }
  return byProduct;
}

/**
 * What a product costs in a warehouse on a shop day by the domain's rule, from the stored base price
 * and promotion terms: the price the shop must show and charge (decision 0096).
 */
export async function expectedPrice(
  db: Db,
  productId: number,
  warehouseId: number,
  day = TEST_DAY,
): Promise<ShopPrice> {
  const [{ price_cents }] = await db.kysely
    .selectFrom('product_warehouse')
    .select('price_cents')
    .where('product_id', '=', productId)
    .where('warehouse_id', '=', warehouseId)
    .execute();
  const promos = (await promotionsByProduct(db)).get(productId) ?? [];
  return priceFrom(price_cents!, promos, warehouseId, day);
}

/** The same from rows already read: a base price and the product's promotions. */
export function priceFrom(
  baseCents: number,
  promos: readonly PromotionTerms[],
  warehouseId: number,
  day = TEST_DAY,
): ShopPrice {
  return shopPrice(baseCents, linePromotionOf(promotionFor(promos, warehouseId, day)));
}
