import type { FastifyRequest } from 'fastify';
import type { Expression, SqlBool } from 'kysely';
import type { DbOrTx } from '../../db/transaction.js';
import type { ProductBundle } from './products.repository.js';

/**
 * A customer's own prices in the catalogue's answers (decision 0116): the price-lists area plugs
 * it in (app.ts); the catalogue does not know price lists. `key` names what the customer pays
 * (the list proposals in force, which never change once published): answers are kept under it
 * beside the warehouse and the URL, so a customer with a list never gets the answer of one
 * without, nor the reverse. The products are priced by the one price function on the bundles
 * `listingOf` gives; the lists' SQL only selects and orders (sorting by price, the promotion
 * filter and facet), never prices.
 */
export interface CustomerPrices {
  key: string;
  /** The customer's bundle of each of these products: the list's base price; the same bundle where no list prices it. */
  listingOf(db: DbOrTx, productIds: number[]): Promise<(b: ProductBundle) => ProductBundle>;
  /** SQL over the catalogue's product `p`: true when a list in force prices it for the customer. */
  listedSql: Expression<SqlBool>;
  /** SQL over `p`: true when the list pricing it lets no promotion on top; undefined when every list lets them. */
  promotionsOffSql: Expression<SqlBool> | undefined;
}

/** undefined: the request's customer pays the warehouse's prices (every visitor and private shopper). */
export type CustomerPricesOf = (
  request: FastifyRequest,
  warehouseId: number,
) => Promise<CustomerPrices | undefined>;
