import type { Config } from '../../config.js';

/** Lifetimes of decision 0006: idle and absolute limits, longer with "remember me". */
export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type SessionConfig = Pick<
  Config,
  | 'SESSION_IDLE_MINUTES'
  | 'SESSION_ABSOLUTE_HOURS'
  | 'SESSION_REMEMBER_IDLE_DAYS'
  | 'SESSION_REMEMBER_ABSOLUTE_DAYS'
>;

export function sessionLifetime(config: SessionConfig, rememberMe: boolean): SessionLifetime {
  return rememberMe
    ? {
        idleMs: config.SESSION_REMEMBER_IDLE_DAYS * DAY,
        absoluteMs: config.SESSION_REMEMBER_ABSOLUTE_DAYS * DAY,
      }
    : { idleMs: config.SESSION_IDLE_MINUTES * MINUTE, absoluteMs: config.SESSION_ABSOLUTE_HOURS * HOUR };
}

export interface SessionTimes {
  idle_expires_at: string;
  absolute_expires_at: string;
  revoked_at: string | null;
}

/** Active until revoked, idle for too long, or past its absolute end. */
export function isSessionActive(row: SessionTimes, now: Date): boolean {
  const iso = now.toISOString();
  return row.revoked_at === null && iso < row.idle_expires_at && iso < row.absolute_expires_at;
}

/** Activity is written at most once a minute: enough precision for a 30-minute idle limit, far fewer writes. */
export const TOUCH_EVERY_MS = MINUTE;

export function shouldTouch(lastSeenIso: string, now: Date): boolean {
  return now.getTime() - Date.parse(lastSeenIso) >= TOUCH_EVERY_MS;
}

/** The idle limit slides with activity but never past the absolute end. */
export function nextIdleExpiry(now: Date, idleMs: number, absoluteIso: string): string {
  const idle = new Date(now.getTime() + idleMs).toISOString();
  return idle < absoluteIso ? idle : absoluteIso;
}
