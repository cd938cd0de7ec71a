import type { DbOrTx } from '../../db/transaction.js';

/** Whom the store calls about an order: the customer's name and phone (mobile first). */
export interface CustomerContact {
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string;
}

/** The picker's pick list reads it through the accounts' face (decision 0123); erased accounts have none. */
export async function customerContact(db: DbOrTx, userId: number): Promise<CustomerContact | undefined> {
  const r = await db.kysely
    .selectFrom('user_account')
    .select(['first_name', 'last_name', 'phone', 'mobile_phone', 'email'])
    .where('user_id', '=', userId)
    .where('anonymized_at', 'is', null)
    .executeTakeFirst();
  return (
    r && { firstName: r.first_name, lastName: r.last_name, phone: r.mobile_phone ?? r.phone, email: r.email }
  );
}
