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
    ])
    .select(['u.user_id as account_id', 'u.email', 'u.user_type_id', 'u.staff_role'])
    .where('s.session_id', '=', sessionId),
);

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
