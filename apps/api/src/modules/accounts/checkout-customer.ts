import type { DbOrTx } from '../../db/transaction.js';

/** What the checkout needs to know of the customer: where to write, business or not, billing data. */
export interface CheckoutCustomer {
  email: string;
  business: boolean;
  /** Billing data saved: the account's billing address with a tax code, or an invoice holder. */
  hasBillingData: boolean;
}

export async function checkoutCustomer(db: DbOrTx, userId: number): Promise<CheckoutCustomer | undefined> {
  const u = await db.kysely
    .selectFrom('user_account')
    .select(['email', 'user_type_id', 'billing_address1', 'fiscal_code', 'vat_code'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!u) return undefined;
  const holder = await db.kysely
    .selectFrom('user_person_fiscal')
    .select('person_fiscal_id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  const ownBilling = Boolean(u.billing_address1) && Boolean(u.fiscal_code || u.vat_code);
  return {
    email: u.email,
    business: u.user_type_id === 2,
    hasBillingData: ownBilling || holder !== undefined,
  };
}
