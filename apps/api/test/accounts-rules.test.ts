import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/modules/accounts/password.js';
import { passwordPolicyError } from '../src/modules/accounts/password.rules.js';
import {
  hashCode,
  hashToken,
  looksLikeToken,
  newCode,
  newToken,
  sameHex,
} from '../src/modules/accounts/crypto.js';
import {
  isSessionActive,
  nextIdleExpiry,
  sessionLifetime,
  shouldTouch,
} from '../src/modules/accounts/session.rules.js';
import { formFlag, normalizeLogin, secondsUntilResend } from '../src/modules/accounts/auth.rules.js';
import { loadConfig } from '../src/config.js';

describe('password hashing (scrypt)', () => {
  it('stores a self-describing string with a 16-byte salt and verifies it', async () => {
    const stored = await hashPassword('Pane-e-Burro-42');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Pane-e-Burro-42', stored)).toBe(true);
    expect(await verifyPassword('pane-e-burro-42', stored)).toBe(false);
    expect(await hashPassword('Pane-e-Burro-42')).not.toBe(stored);
  });

  it('answers false for missing or unusable hashes', async () => {
    for (const stored of [null, undefined, '!', 'scrypt$1$1$1$x$y', 'md5$abc'])
      expect(await verifyPassword('qualcosa', stored)).toBe(false);
  });
});

describe('password policy', () => {
  const WEAK = 'Questa password è troppo facile da indovinare: allungala, ad esempio con alcune parole poco comuni';
  it.each([
    ['Corto1', 'La password deve contenere almeno 8 caratteri'],
    ['anna@example.com', "La password non può essere uguale all'indirizzo e-mail"],
    ['ANNA@example.com', "La password non può essere uguale all'indirizzo e-mail"],
    ['x'.repeat(201), 'La password può contenere al massimo 200 caratteri'],
    ['Pane-e-Burro-42', null],
    ['Spesa2026!', null],
  ])('%s -> %s', async (password, message) => {
    expect(await passwordPolicyError(password, 'anna@example.com')).toBe(message);
  });

  it.each(['        ', 'abcdefgh', 'PASSWORD123', '12345678', 'juventus1', 'forzanapoli', 'qwertyuiop', 'annaanna1'])(
    'refuses %j as too easy to guess, in Italian',
    async (password) => {
      const message = await passwordPolicyError(password, 'anna@example.com');
      expect(message?.startsWith(WEAK)).toBe(true);
    },
  );

  it('explains why in Italian', async () => {
    expect(await passwordPolicyError('abcdefgh', '')).toMatch(/sequenze di caratteri comuni/);
  });
});

describe('tokens and codes', () => {
  it('makes 32-byte base64url tokens stored as SHA-256', () => {
    const token = newToken();
    expect(looksLikeToken(token)).toBe(true);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(Array.from({ length: 100 }, newToken)).size).toBe(100);
  });

  it('draws 6-digit codes and binds their hash to the attempt', () => {
    for (let i = 0; i < 50; i++) expect(newCode()).toMatch(/^\d{6}$/);
    expect(hashCode('a', '123456')).not.toBe(hashCode('b', '123456'));
    expect(sameHex(hashCode('a', ' 123456 '), hashCode('a', '123456'))).toBe(true);
    expect(sameHex('', '')).toBe(false);
  });
});

describe('session and login rules', () => {
  const config = loadConfig({});
  it('has the decided lifetimes', () => {
    expect(sessionLifetime(config, false)).toEqual({ idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 });
    expect(sessionLifetime(config, true)).toEqual({ idleMs: 30 * 86_400_000, absoluteMs: 90 * 86_400_000 });
  });

  it('ends a session when revoked, idle or past its absolute end', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const base = {
      idle_expires_at: '2026-01-01T12:10:00.000Z',
      absolute_expires_at: '2026-01-02T00:00:00.000Z',
      revoked_at: null,
    };
    expect(isSessionActive(base, now)).toBe(true);
    expect(isSessionActive({ ...base, revoked_at: '2026-01-01T11:00:00.000Z' }, now)).toBe(false);
    expect(isSessionActive({ ...base, idle_expires_at: '2026-01-01T11:59:59.999Z' }, now)).toBe(false);
    expect(isSessionActive({ ...base, absolute_expires_at: '2026-01-01T12:00:00.000Z' }, now)).toBe(false);
    expect(nextIdleExpiry(now, 3_600_000, '2026-01-01T12:30:00.000Z')).toBe('2026-01-01T12:30:00.000Z');
    expect(shouldTouch('2026-01-01T11:59:30.000Z', now)).toBe(false);
    expect(shouldTouch('2026-01-01T11:59:00.000Z', now)).toBe(true);
  });

  it('normalises logins, reads form flags, counts the resend wait', () => {
    expect(normalizeLogin('  Mario.Rossi@Example.COM ')).toBe('mario.rossi@example.com');
    expect(['true', '1', 'on', 'TRUE', true].map(formFlag)).toEqual([true, true, true, true, true]);
    expect(['false', '0', '', undefined].map(formFlag)).toEqual([false, false, false, false]);
    expect(secondsUntilResend('2026-01-01T12:00:00.000Z', new Date('2026-01-01T12:01:00.500Z'))).toBe(120);
    expect(secondsUntilResend('2026-01-01T12:00:00.000Z', new Date('2026-01-01T12:03:00.000Z'))).toBe(0);
  });
});
