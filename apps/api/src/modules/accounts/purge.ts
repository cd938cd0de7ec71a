import { daysBefore, type PurgeStep } from '../jobs/index.js';
import * as repo from './purge.repository.js';

/**
 * How long the accounts module keeps rows that have served their purpose (decision 0016).
 * Sessions and e-mailed tokens stay a week after they died so support can still see what
 * happened; login attempts only matter for the 15-minute limits.
 */
export const ACCOUNTS_RETENTION_DAYS = {
  session: 7,
  loginChallenge: 1,
  loginAttempt: 1,
  accountToken: 7,
  ssoRequest: 1,
} as const;

const R = ACCOUNTS_RETENTION_DAYS;

/** Challenges first: they refer to their session. */
export const accountsPurgeSteps: PurgeStep[] = [
  {
    name: 'loginChallenge',
    run: (db, now) =>
      repo.deleteLoginChallenges(db, daysBefore(now, R.loginChallenge), daysBefore(now, R.session)),
  },
  { name: 'session', run: (db, now) => repo.deleteDeadSessions(db, daysBefore(now, R.session)) },
  { name: 'loginAttempt', run: (db, now) => repo.deleteLoginAttempts(db, daysBefore(now, R.loginAttempt)) },
  { name: 'accountToken', run: (db, now) => repo.deleteAccountTokens(db, daysBefore(now, R.accountToken)) },
  { name: 'ssoRequest', run: (db, now) => repo.deleteSsoRequests(db, daysBefore(now, R.ssoRequest)) },
];
