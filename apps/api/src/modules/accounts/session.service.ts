import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { IssuedSession, ResolvedSession, SessionUser } from '../../lib/session.js';
import { hashToken, looksLikeToken, newToken } from './crypto.js';
import * as repo from './session.repository.js';
import { isSessionActive, nextIdleExpiry, sessionLifetime, shouldTouch } from './session.rules.js';
import { assistanceAllowed, isBackofficeRole, isStaffRole } from './staff.rules.js';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

/** Database-backed sessions: shared by every app instance (docs/architecture.md "Scale-out"). */
export class SessionService {
  constructor(
    private readonly clock: Clock,
    private readonly config: Config,
  ) {}

  async resolve(db: DbOrTx, token: string): Promise<ResolvedSession> {
    if (!looksLikeToken(token)) return { state: 'unknown' };
    const row = await repo.findSession(db, hashToken(token));
    if (!row) return { state: 'unknown' };
    const now = this.clock.now();
    // A session whose account was anonymised is over, whatever its dates say.
    const orphan = row.user_id !== null && row.account_id === null;
    if (orphan || !isSessionActive(row, now)) return { state: 'ended', preLogin: row.user_id === null };
    if (shouldTouch(row.last_seen_at, now)) {
      const idleMs = sessionLifetime(this.config, row.remember_me === 1).idleMs;
      await repo.touchSession(
        db,
        row.session_id,
        now.toISOString(),
        nextIdleExpiry(now, idleMs, row.absolute_expires_at),
      );
    }
    const user = row.account_id !== null ? this.userOf(row) : null;
    // An acting that lapsed is cleared, so the staff member may select a customer again.
    if (row.acting_user_id !== null && !user?.actingStaff)
      await repo.clearLapsedActing(db, row.session_id, row.acting_user_id);
    return {
      state: 'active',
      session: {
        id: row.session_id,
        userId: row.user_id,
        rememberMe: row.remember_me === 1,
        backoffice: row.backoffice === 1,
      },
      user,
    };
  }

  /**
   * The session's user. A backoffice session acting for a customer (decision 0122) is that
   * customer's, with the staff member beside; the acting lapses by itself (the staff member back)
   * when the customer withdrew consent, was erased, or the staff member lost the role.
   */
  private userOf(row: NonNullable<Awaited<ReturnType<typeof repo.findSession>>>): SessionUser {
    const own: SessionUser = {
      userId: row.account_id!,
      email: row.email ?? '',
      userTypeId: row.user_type_id ?? 1,
      staff: isStaffRole(row.staff_role),
      ...(row.staff_role ? { staffRole: row.staff_role } : {}),
    };
    const acting =
      row.backoffice === 1 &&
      row.acting_id !== null &&
      isBackofficeRole(row.staff_role) &&
      assistanceAllowed(
        { staff_role: row.acting_staff_role, staff_assistance: row.acting_assistance },
        this.config.STAFF_ASSISTANCE_DEFAULT,
      );
    if (!acting) return own;
    return {
      userId: row.acting_id!,
      email: row.acting_email ?? '',
      userTypeId: row.acting_user_type_id ?? 1,
      staff: false,
      actingStaff: { userId: own.userId, email: own.email, staffRole: row.staff_role! },
    };
  }

  /** A new session with a fresh token: at login, after the code step, and for a visitor's code step. */
  async issue(
    db: DbOrTx,
    userId: number | null,
    rememberMe: boolean,
    meta: ClientMeta,
    opts: { backoffice?: boolean } = {},
  ): Promise<IssuedSession> {
    const now = this.clock.now();
    const life = sessionLifetime(this.config, rememberMe);
    const absolute = new Date(now.getTime() + life.absoluteMs).toISOString();
    const token = newToken();
    const id = hashToken(token);
    await repo.insertSession(db, {
      session_id: id,
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      idle_expires_at: nextIdleExpiry(now, life.idleMs, absolute),
      absolute_expires_at: absolute,
      remember_me: rememberMe ? 1 : 0,
      revoked_at: null,
      ip: meta.ip.slice(0, 64),
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      backoffice: opts.backoffice ? 1 : 0,
    });
    return {
      token,
      session: { id, userId, rememberMe, backoffice: opts.backoffice === true },
      maxAgeSeconds: rememberMe ? Math.floor(life.absoluteMs / 1000) : undefined,
    };
  }

  async revoke(db: DbOrTx, sessionId: string): Promise<void> {
    await repo.revokeSession(db, sessionId, this.clock.now().toISOString());
  }

  /**
   * The backoffice session starts acting for the customer (decision 0122) if every condition holds
   * at the write: false when it already acts, ended, or the customer may not be acted for (by
   * `agentId`, when an agent asks).
   */
  async startActing(db: DbOrTx, sessionId: string, customerId: number, agentId?: number): Promise<boolean> {
    return repo.startActing(db, {
      sessionId,
      customerId,
      agentId,
      at: this.clock.now().toISOString(),
      consentDefault: this.config.STAFF_ASSISTANCE_DEFAULT,
    });
  }

  /** The session stops acting (the staff member's own again); false: it acted for nobody. */
  async endActing(db: DbOrTx, sessionId: string): Promise<boolean> {
    return repo.endActing(db, sessionId);
  }

  async revokeAllOf(db: DbOrTx, userId: number, keepSessionId?: string): Promise<void> {
    await repo.revokeUserSessions(db, userId, this.clock.now().toISOString(), keepSessionId);
  }
}
