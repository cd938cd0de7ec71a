import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../db/transaction.js';
import { compiledOnce } from '../../db/precompiled.js';
import type { SessionTable } from '../../db/schema.js';

export async function insertSession(db: DbOrTx, row: Insertable<SessionTable>): Promise<void> {
  await db.kysely.insertInto('session').values(row).execute();
}

/** The session and, when it belongs to one, its (not anonymised) account. */
export async function findSession(db: DbOrTx, sessionId: string) {
  return (await sessionOfId(db, { sessionId }))[0];
}

// Read by every request that carries a session: compiled once (db/precompiled.ts, decisions 0055, 0115).
const sessionOfId = compiledOnce((k, { sessionId }: { sessionId: string }) =>
  k
    .selectFrom('session as s')
    .leftJoin('user_account as u', (j) =>
      j.onRef('u.user_id', '=', 's.user_id').on('u.anonymized_at', 'is', null),
    )
    .select([
      's.session_id',
      's.user_id',
      's.last_seen_at',
      's.idle_expires_at',
      's.absolute_expires_at',
      's.remember_me',
      's.revoked_at',
      's.backoffice',
      's.acting_user_id',
    ])
    .select(['u.user_id as account_id', 'u.email', 'u.user_type_id', 'u.staff_role'])
    // The customer a staff session acts for (decision 0122), unless their account was erased.
    .leftJoin('user_account as a', (j) =>
      j.onRef('a.user_id', '=', 's.acting_user_id').on('a.anonymized_at', 'is', null),
    )
    .select([
      'a.user_id as acting_id',
      'a.email as acting_email',
      'a.user_type_id as acting_user_type_id',
      'a.staff_role as acting_staff_role',
      'a.staff_assistance as acting_assistance',
    ])
    .where('s.session_id', '=', sessionId),
);

/**
 * The staff session starts acting for the customer (decision 0122), in one conditional update: a
 * live backoffice session that acts for nobody yet, for a customer account (not staff, not erased)
 * that consents (`consentDefault` when they never answered) and, for an agent, is assigned to them.
 * False: refused.
 */
export async function startActing(
  db: DbOrTx,
  s: { sessionId: string; customerId: number; at: string; consentDefault: boolean; agentId?: number },
): Promise<boolean> {
  const r = await db.kysely
    .updateTable('session')
    .set({ acting_user_id: s.customerId, acting_since: s.at })
    .where('session_id', '=', s.sessionId)
    .where('backoffice', '=', 1)
    .where('acting_user_id', 'is', null)
    .where('revoked_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_account')
          .select('user_id')
          .where('user_id', '=', s.customerId)
          .where('anonymized_at', 'is', null)
          .where('staff_role', 'is', null)
          .where((eb) =>
            s.consentDefault
              ? eb.or([eb('staff_assistance', 'is', null), eb('staff_assistance', '=', 1)])
              : eb('staff_assistance', '=', 1),
          ),
      ),
    )
    .$if(s.agentId !== undefined, (qb) =>
      qb.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('staff_customer')
            .select('customer_user_id')
            .where('staff_user_id', '=', s.agentId!)
            .where('customer_user_id', '=', s.customerId),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Clears an acting that lapsed (decision 0122), only if the session still acts for that customer. */
export async function clearLapsedActing(db: DbOrTx, sessionId: string, customerId: number): Promise<void> {
  await db.kysely
    .updateTable('session')
    .set({ acting_user_id: null, acting_since: null })
    .where('session_id', '=', sessionId)
    .where('acting_user_id', '=', customerId)
    .execute();
}

/** The staff session stops acting; false when it acted for nobody. */
export async function endActing(db: DbOrTx, sessionId: string): Promise<boolean> {
  const r = await db.kysely
    .updateTable('session')
    .set({ acting_user_id: null, acting_since: null })
    .where('session_id', '=', sessionId)
    .where('acting_user_id', 'is not', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
export async function touchSession(
  db: DbOrTx,
  sessionId: string,
  lastSeen: string,
  idleExpires: string,
): Promise<void> {
  await db.kysely
    .updateTable('session')
    .set({ last_seen_at: lastSeen, idle_expires_at: idleExpires })
    .where('session_id', '=', sessionId)
    .execute();
}

export async function revokeSession(db: DbOrTx, sessionId: string, at: string): Promise<void> {
  await db.kysely
    .updateTable('session')
    .set({ revoked_at: at })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of the account, optionally keeping one (the caller's own). */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: number,
  at: string,
  keepSessionId?: string,
): Promise<void> {
  let q = db.kysely
    .updateTable('session')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) q = q.where('session_id', '!=', keepSessionId);
  await q.execute();
}
