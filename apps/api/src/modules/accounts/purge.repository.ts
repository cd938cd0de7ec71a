import type { DbOrTx } from '../../db/transaction.js';

// Purge of the accounts module's expired rows (purge.ts says how long each is kept). Instants are
// UTC ISO strings, so they compare as text.

const deleted = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);

/** Sessions revoked, or past their idle or absolute limit, before `cutoff`. */
function deadSessions(db: DbOrTx, cutoff: string) {
  return db.kysely
    .selectFrom('session')
    .select('session_id')
    .where((eb) =>
      eb.or([
        eb('revoked_at', '<', cutoff),
        eb('idle_expires_at', '<', cutoff),
        eb('absolute_expires_at', '<', cutoff),
      ]),
    );
}

/** Login codes expired before `expiredBefore`, or of sessions dead before `sessionCutoff`. */
export async function deleteLoginChallenges(db: DbOrTx, expiredBefore: string, sessionCutoff: string) {
  return deleted(
    await db.kysely
      .deleteFrom('login_challenge')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', expiredBefore),
          eb('session_id', 'in', deadSessions(db, sessionCutoff)),
        ]),
      )
      .executeTakeFirst(),
  );
}

export async function deleteDeadSessions(db: DbOrTx, cutoff: string) {
  return deleted(
    await db.kysely
      .deleteFrom('session')
      .where('session_id', 'in', deadSessions(db, cutoff))
      .executeTakeFirst(),
  );
}

export async function deleteLoginAttempts(db: DbOrTx, before: string) {
  return deleted(
    await db.kysely.deleteFrom('login_attempt').where('created_at', '<', before).executeTakeFirst(),
  );
}

export async function deleteAccountTokens(db: DbOrTx, expiredBefore: string) {
  return deleted(
    await db.kysely.deleteFrom('account_token').where('expires_at', '<', expiredBefore).executeTakeFirst(),
  );
}

export async function deleteSsoRequests(db: DbOrTx, expiredBefore: string) {
  return deleted(
    await db.kysely.deleteFrom('sso_request').where('expires_at', '<', expiredBefore).executeTakeFirst(),
  );
}
