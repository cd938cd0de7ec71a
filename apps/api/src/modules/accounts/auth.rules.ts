import { createHash } from 'node:crypto';

/** Login limits (decision 0006): failures counted in SQL over a sliding window. */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  failuresPerAccount: 5,
  failuresPerIp: 20,
  /** New e-mailed codes per account per window: caps code guessing at 5 tries x 5 codes. */
  challengesPerAccount: 5,
} as const;

export const MFA_RULES = { codeTtlMs: 10 * 60_000, maxAttempts: 5, resendAfterMs: 180_000 } as const;

/** Usernames are e-mails: trimmed, case-insensitive. */
export function normalizeLogin(login: string): string {
  return login.normalize('NFC').trim().toLowerCase();
}

/** Rate-limit key of a login; hashed so attempts on unknown e-mails store no address. */
export function loginKey(normalizedLogin: string): string {
  return createHash('sha256').update(`login:${normalizedLogin}`).digest('hex');
}

/** Whole seconds left before a new code may be asked for (0 when it may be now). */
export function secondsUntilResend(createdAtIso: string, now: Date): number {
  const left = Date.parse(createdAtIso) + MFA_RULES.resendAfterMs - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** HTML forms send 'on', 'true' or '1' for a ticked box. */
export function formFlag(value: unknown): boolean {
  return (
    value === true || (typeof value === 'string' && ['true', '1', 'on', 'yes'].includes(value.toLowerCase()))
  );
}
