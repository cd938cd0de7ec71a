import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque secret for sessions and e-mailed links: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256: a leaked table gives no usable session or link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Tokens are 43 base64url characters; anything else is unknown without touching the database. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** A 6-digit login code, uniformly drawn (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are hashed with the challenge they belong to, so a code hash is useless for any other challenge. */
export function hashCode(challengeSalt: string, code: string): string {
  return createHash('sha256').update(`${challengeSalt}:${code.trim()}`, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests of the same length. */
export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
