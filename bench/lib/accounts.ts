// The customers of the API benchmarks, written straight in the database (confirmed, no MFA).
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/api/src/db/schema.js';

/** A confirmed private customer 'Cliente <lastName>'; answers the user id. */
export async function insertBenchCustomer(
  kysely: Kysely<Database>,
  c: { email: string; passwordHash: string; lastName: string; at: string },
): Promise<number> {
  const { user_id } = await kysely
    .insertInto('user_account')
    .values({
      email: c.email,
      password_hash: c.passwordHash,
      user_type_id: 1,
      first_name: 'Cliente',
      last_name: c.lastName,
      fiscal_code: null,
      phone: '3331234567',
      mfa_enabled: 0,
      beta_tester: 0,
      confirmed_at: c.at,
      created_at: c.at,
      updated_at: c.at,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return user_id;
}
