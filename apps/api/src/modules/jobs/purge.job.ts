import type { Db } from '../../db/database.js';

/**
 * How long rows that have served their purpose are kept (decision 0016). Sessions and e-mailed
 * tokens stay a week after they died so support can still see what happened; login attempts
 * only matter for the 15-minute limits; the development outbox is a convenience, not an archive.
 */
export const RETENTION_DAYS = {
  session: 7,
  loginChallenge: 1,
  loginAttempt: 1,
  accountToken: 7,
  ssoRequest: 1,
  mailOutbox: 30,
  job: 7,
} as const;

const DAY = 86_400_000;

export type PurgeCounts = Record<keyof typeof RETENTION_DAYS, number>;

/** Deletes what has expired beyond its retention; answers how many rows went per table. */
export async function purgeExpired(db: Db, now: Date): Promise<PurgeCounts> {
  const before = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const k = db.kysely;
  const n = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);

  // Challenges first: they refer to their session.
  const deadSession = before(RETENTION_DAYS.session);
  const loginChallenge = n(
    await k
      .deleteFrom('login_challenge')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', before(RETENTION_DAYS.loginChallenge)),
          eb('session_id', 'in', deadSessions(db, deadSession)),
        ]),
      )
      .executeTakeFirst(),
  );
  const session = n(
    await k.deleteFrom('session').where('session_id', 'in', deadSessions(db, deadSession)).executeTakeFirst(),
  );
  const loginAttempt = n(
    await k
      .deleteFrom('login_attempt')
      .where('created_at', '<', before(RETENTION_DAYS.loginAttempt))
      .executeTakeFirst(),
  );
  const accountToken = n(
    await k
      .deleteFrom('account_token')
      .where('expires_at', '<', before(RETENTION_DAYS.accountToken))
      .executeTakeFirst(),
  );
  const ssoRequest = n(
    await k
      .deleteFrom('sso_request')
      .where('expires_at', '<', before(RETENTION_DAYS.ssoRequest))
      .executeTakeFirst(),
  );
  const mailOutbox = n(
    await k
      .deleteFrom('mail_outbox')
      .where('created_at', '<', before(RETENTION_DAYS.mailOutbox))
      .executeTakeFirst(),
  );
  const job = n(
    await k.deleteFrom('job').where('done_at', '<', before(RETENTION_DAYS.job)).executeTakeFirst(),
  );
  return { session, loginChallenge, loginAttempt, accountToken, ssoRequest, mailOutbox, job };
}

/** Sessions revoked, or past their idle or absolute limit, before `cutoff`. */
function deadSessions(db: Db, cutoff: string) {
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
