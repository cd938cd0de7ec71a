// The customers of the API benchmarks, written straight in the database (confirmed, no MFA).
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/api/src/db/schema.js';
import { hashToken, newToken } from '../../apps/api/src/modules/accounts/index.js';

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

/**
 * A live session of the account, written as a login writes one (remembered unless `backoffice`:
 * a staff session as backoffice-access/sso-login opens it); answers its token.
 */
export async function insertBenchSession(
  kysely: Kysely<Database>,
  s: { userId: number; at: string; expires: string; backoffice?: boolean },
): Promise<string> {
  const token = newToken();
  await kysely
    .insertInto('session')
    .values({
      session_id: hashToken(token),
      user_id: s.userId,
      created_at: s.at,
      last_seen_at: s.at,
      idle_expires_at: s.expires,
      absolute_expires_at: s.expires,
      remember_me: s.backoffice ? 0 : 1,
      revoked_at: null,
      ip: '127.0.0.1',
      user_agent: null,
      ...(s.backoffice ? { backoffice: 1 } : {}),
    })
    .execute();
  return token;
}
