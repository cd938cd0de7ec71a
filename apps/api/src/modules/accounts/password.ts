import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with node:crypto scrypt (N=2^14, r=8, p=1: about 16 MiB and tens of ms per
 * hash). The stored string names its parameters, `scrypt$N$r$p$salt$hash`, so they can be raised
 * later and old hashes still verify.
 */
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, opts: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface Parsed {
  opts: ScryptOptions;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  // Only sane parameters are honoured: a tampered row must not make one login cost minutes.
  const powerOfTwo = Number.isInteger(N) && N >= 1024 && N <= 2 ** 20 && (N & (N - 1)) === 0;
  if (
    !powerOfTwo ||
    !(Number.isInteger(r) && r >= 1 && r <= 32) ||
    !(Number.isInteger(p) && p >= 1 && p <= 4)
  )
    return null;
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  return salt.length >= 16 && key.length >= 16 && key.length <= 64 ? { opts: { N, r, p }, salt, key } : null;
}

// Compared against when the account does not exist (or cannot log in), so that answer costs the
// same time as a wrong password for a real account: no timing difference tells them apart.
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

/** True when the password matches; a missing or unusable hash still costs one scrypt. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parse(stored ?? '') ?? parse(await dummyHash)!;
  const key = await derive(password, parsed.salt, parsed.opts, parsed.key.length);
  const matches = timingSafeEqual(key, parsed.key);
  return matches && stored !== null && stored !== undefined && parse(stored) !== null;
}
