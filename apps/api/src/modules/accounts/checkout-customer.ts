import type { DbOrTx } from '../../db/transaction.js';
import { compiledOnce } from '../../db/precompiled.js';

/** What the checkout needs to know of the customer: where to write, business or not, billing data. */
export interface CheckoutCustomer {
  email: string;
  business: boolean;
  /** Billing data saved: the account's billing address with a tax code, or an invoice holder. */
  hasBillingData: boolean;
}

export async function checkoutCustomer(db: DbOrTx, userId: number): Promise<CheckoutCustomer | undefined> {
  const [u] = await customerRow(db, { userId });
  if (!u) return undefined;
  const ownBilling = Boolean(u.billing_address1) && Boolean(u.fiscal_code || u.vat_code);
  return {
    email: u.email,
    business: u.user_type_id === 2,
    hasBillingData: ownBilling || u.holder !== null,
  };
}

// One statement, compiled once: every buy reads it (decision 0067).
const customerRow = compiledOnce((k, { userId }: { userId: number }) =>
  k
    .selectFrom('user_account as u')
    .select(['u.email', 'u.user_type_id', 'u.billing_address1', 'u.fiscal_code', 'u.vat_code'])
    .select((eb) =>
      eb
        .selectFrom('user_person_fiscal as p')
        .select('p.person_fiscal_id')
        .whereRef('p.user_id', '=', 'u.user_id')
        .limit(1)
        .as('holder'),
    )
    .where('u.user_id', '=', userId),
);
