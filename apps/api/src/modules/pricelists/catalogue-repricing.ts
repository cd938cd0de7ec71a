import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import type { CustomerPrices, CustomerPricesOf } from '../catalogue/index.js';
import { withListPrice } from './customer-listing.js';
import { listedProductSql, listPromotionsOffSql } from './listed-products.sql.js';
import { customerPricing, listPricesOf, type CustomerPricing } from './price-resolution.js';

// The catalogue's CustomerPrices port (decision 0116): for a customer with a list in force, the
// key of what they pay, their bundles (the one price function on the list's base price) and the
// SQL the catalogue selects and orders with. Everyone else gets undefined: the warehouse's
// answers, kept under the same keys as before.

/** The customer's prices of a catalogue request in a warehouse, or undefined when they pay the warehouse's. */
export function catalogueCustomerPrices(db: Db, clock: Clock): CustomerPricesOf {
  return async (request: FastifyRequest, warehouseId: number): Promise<CustomerPrices | undefined> => {
    const userId = request.user?.userId ?? null;
    if (userId === null) return undefined;
    const pricing = await customerPricing(db, userId, warehouseId, shopDate(clock.now()));
    return pricing.key === '' ? undefined : customerPricesOf(pricing);
  };
}

/**
 * The port's answer for the proposals in force of a customer (never empty). Its key says all it
 * holds (the proposals in order, which let promotions on top), so one is made per key and shared.
 */
const made = new Map<string, CustomerPrices>();

export function customerPricesOf(pricing: CustomerPricing): CustomerPrices {
  let mine = made.get(pricing.key);
  if (!mine) {
    if (made.size >= 1000) made.clear();
    made.set(pricing.key, (mine = madeFor(pricing)));
  }
  return mine;
}

function madeFor(pricing: CustomerPricing): CustomerPrices {
  const ids = pricing.inForce.map((p) => p.price_list_proposal_id);
  const off = pricing.inForce.filter((p) => p.apply_promotions !== 1).map((p) => p.price_list_proposal_id);
  return {
    key: pricing.key,
    listingOf: async (db, productIds) => {
      const prices = await listPricesOf(db, pricing, productIds);
      return (b) => {
        const p = prices.get(b.row.product_id);
        return p ? withListPrice(b, p) : b;
      };
    },
    listedSql: listedProductSql(ids),
    promotionsOffSql: off.length === 0 ? undefined : listPromotionsOffSql(ids, off),
  };
}
