import type { Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

/**
 * Whom an order's invoice is made out to (decision 0059): the fiscal person chosen at checkout
 * (null for the account's own billing data) and a copy of the holder as it was when the order was
 * placed, so that a holder edited or deleted later never changes an order already invoiced. No
 * foreign key: the shopper may delete the fiscal person, the order keeps its copy.
 */
export const m0019OrderInvoiceHolder: SpesaMigration = {
  name: '0019_order_invoice_holder',
  async up(db: K) {
    await db.schema.alterTable('customer_order').addColumn('invoice_person_fiscal_id', 'integer').execute();
    await db.schema.alterTable('customer_order').addColumn('invoice_holder_json', 'text').execute();
  },
};
