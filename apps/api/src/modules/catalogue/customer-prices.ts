import type { FastifyRequest } from 'fastify';

/**
 * A customer's own prices in the catalogue's answers (decision 0116): the price-lists area plugs
 * it in (app.ts); the catalogue does not know price lists. `key` names what the customer pays
 * (the list proposals in force, which never change once published): answers are kept under it
 * beside the warehouse and the URL, so a customer with a list never gets the answer of one
 * without, nor the reverse. `reprice` gives an answer with each product priced for the customer.
 */
export interface CustomerPrices {
  key: string;
  reprice(answer: unknown, warehouseId: number): Promise<unknown>;
}

/** undefined: the request's customer pays the warehouse's prices (every visitor and private shopper). */
export type CustomerPricesOf = (
  request: FastifyRequest,
  warehouseId: number,
) => Promise<CustomerPrices | undefined>;
