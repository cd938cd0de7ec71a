import { sql, type Insertable } from 'kysely';
import type { DbOrTx } from '../../../db/transaction.js';
import type { SsoRequestTable } from '../../../db/schema/platform.js';

/**
 * The only place that knows `sso_request`: logins in progress (one row per redirect to a
 * provider) and provider profiles waiting for registration. Timestamps are ISO strings, so they
 * compare as text on both dialects.
 */
export async function insertRequest(db: DbOrTx, row: Insertable<SsoRequestTable>): Promise<void> {
  await db.kysely.insertInto('sso_request').values(row).execute();
}

/**
 * Takes a login in progress exactly once: the conditional update lets one caller through even
 * when the same answer arrives twice at the same moment. Unknown, expired or used: undefined.
 */
export async function consumeRequest(db: DbOrTx, requestId: string, provider: string, now: string) {
  return db.kysely
    .updateTable('sso_request')
    .set({ used_at: now })
    .where('request_id', '=', requestId)
    .where('provider', '=', provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['relay_state_url', 'code_verifier', 'session_id', 'browser_hash'])
    .executeTakeFirst();
}
export type ConsumedRequest = NonNullable<Awaited<ReturnType<typeof consumeRequest>>>;

/** When an open (unused, unexpired) login in progress began; undefined when there is none. */
export async function openRequestCreatedAt(
  db: DbOrTx,
  requestId: string,
  provider: string,
  now: string,
): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom('sso_request')
    .select('created_at')
    .where('request_id', '=', requestId)
    .where('provider', '=', provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.created_at;
}

/** The newest profile waiting for registration in this session. */
export async function findPendingProfile(db: DbOrTx, sessionId: string, now: string) {
  return db.kysely
    .selectFrom('sso_request')
    .select(['request_id', 'profile_json'])
    .where('session_id', '=', sessionId)
    .where('profile_json', 'is not', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Marks a waiting profile used, once, and forgets the personal data it held. */
export async function claimPendingProfile(db: DbOrTx, requestId: string, now: string): Promise<boolean> {
  const res = await db.kysely
    .updateTable('sso_request')
    .set({ used_at: now, profile_json: null })
    .where('request_id', '=', requestId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * GDPR erasure: the rows of the account's sessions, and any waiting profile that carries its
 * e-mail (a profile waits in a visitor's session, which names no account). The profile is JSON
 * written by this module, so its `"email":"..."` text is exact; LIKE wildcards are escaped.
 */
export async function deleteRequestsOf(db: DbOrTx, userId: number, email: string): Promise<void> {
  const pattern = `%${`"email":${JSON.stringify(email)}`.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db.kysely
    .deleteFrom('sso_request')
    .where((eb) =>
      eb.or([
        eb('session_id', 'in', eb.selectFrom('session').select('session_id').where('user_id', '=', userId)),
        sql<boolean>`profile_json like ${pattern} escape '\\'`,
      ]),
    )
    .execute();
}
