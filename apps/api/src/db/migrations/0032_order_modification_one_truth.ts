import { sql, type Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/**
 * "This order is being modified" is kept once (decision 0104): `customer_order.modifying_since`,
 * the column every conditional status move tests, with the `order_modification` row (what the
 * modification keeps) written and removed together with it. The cart's properties
 * `modified_order_id`, `modify_cutoff_at` and `modify_payment_type_id` that order/modify used to
 * write are now made from that row when the cart is answered: the stored copies go. A flag and a
 * row that disagree (never written so by the code) are made to agree: a flag without its row could
 * never be cleared (nothing to give back), so it goes; a row without its flag gets it back, so the
 * cut-off sweep gives the order back as it does any other.
 */
export const m0032OrderModificationOneTruth: SpesaMigration = {
  name: '0032_order_modification_one_truth',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await sql`delete from cart_info
      where property in ('modified_order_id', 'modify_cutoff_at', 'modify_payment_type_id')`.execute(db);
    await sql`update customer_order set modifying_since = null
      where modifying_since is not null
        and not exists (select 1 from order_modification m where m.order_id = customer_order.order_id)`.execute(
      db,
    );
    await sql`update customer_order set modifying_since = (
        select m.created_at from order_modification m where m.order_id = customer_order.order_id)
      where modifying_since is null
        and exists (select 1 from order_modification m where m.order_id = customer_order.order_id)`.execute(
      db,
    );
  },
};
