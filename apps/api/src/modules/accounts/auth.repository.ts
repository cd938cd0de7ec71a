import type { DbOrTx } from '../../db/transaction.js';

// ---- login attempts (rate limits) ----

export async function countFailures(
  db: DbOrTx,
  by: { loginKey: string } | { ip: string },
  sinceIso: string,
): Promise<number> {
  let q = db.kysely
    .selectFrom('login_attempt')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('succeeded', '=', 0)
    .where('created_at', '>', sinceIso);
  q = 'loginKey' in by ? q.where('login_key', '=', by.loginKey) : q.where('ip', '=', by.ip);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

export async function recordAttempt(
  db: DbOrTx,
  row: { login_key: string; ip: string; succeeded: number; created_at: string },
): Promise<void> {
  await db.kysely.insertInto('login_attempt').values(row).execute();
}

/** A successful login clears the account's failures (the per-IP count keeps them). */
export async function clearAccountFailures(db: DbOrTx, loginKey: string): Promise<void> {
  await db.kysely
    .updateTable('login_attempt')
    .set({ login_key: '-' })
    .where('login_key', '=', loginKey)
    .where('succeeded', '=', 0)
    .execute();
}

// ---- e-mailed login codes ----

export async function insertChallenge(
  db: DbOrTx,
  row: { user_id: number; session_id: string; code_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db.kysely
    .insertInto('login_challenge')
    .values({ ...row, attempts: 0, used_at: null, invalidated_at: null })
    .execute();
}

/** The latest code of this account sent to this login attempt (its session), not replaced by a resend. */
export async function latestChallenge(db: DbOrTx, userId: number, sessionId: string) {
  return db.kysely
    .selectFrom('login_challenge')
    .selectAll()
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .where('invalidated_at', 'is', null)
    .orderBy('challenge_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
export type ChallengeRow = NonNullable<Awaited<ReturnType<typeof latestChallenge>>>;

/** Whether this session is the code step of a login of this e-mail: a code sent and not yet used. */
export async function hasOpenChallenge(db: DbOrTx, sessionId: string, email: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('login_challenge')
    .innerJoin('user_account', 'user_account.user_id', 'login_challenge.user_id')
    .select('login_challenge.challenge_id')
    .where('login_challenge.session_id', '=', sessionId)
    .where('user_account.email', '=', email)
    .where('login_challenge.used_at', 'is', null)
    .where('login_challenge.invalidated_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countChallengesSince(db: DbOrTx, userId: number, sinceIso: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('login_challenge')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sinceIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function invalidateChallenges(
  db: DbOrTx,
  userId: number,
  sessionId: string,
  at: string,
): Promise<void> {
  await db.kysely
    .updateTable('login_challenge')
    .set({ invalidated_at: at })
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .where('invalidated_at', 'is', null)
    .execute();
}

/** Counts a wrong code; answers the attempts now recorded. */
export async function addChallengeAttempt(db: DbOrTx, challengeId: number, max: number): Promise<number> {
  await db.kysely
    .updateTable('login_challenge')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('challenge_id', '=', challengeId)
    .where('attempts', '<', max)
    .execute();
  const row = await db.kysely
    .selectFrom('login_challenge')
    .select('attempts')
    .where('challenge_id', '=', challengeId)
    .executeTakeFirstOrThrow();
  return row.attempts;
}

/** Uses the code once: false when a concurrent request used it first. */
export async function useChallenge(db: DbOrTx, challengeId: number, at: string, max: number): Promise<boolean> {
  const res = await db.kysely
    .updateTable('login_challenge')
    .set({ used_at: at })
    .where('challenge_id', '=', challengeId)
    .where('used_at', 'is', null)
    .where('invalidated_at', 'is', null)
    .where('attempts', '<', max)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
