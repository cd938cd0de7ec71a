// Integer helpers. Money is in cents and quantities in thousandths, so every rule divides integers;
// doing the rounding here, once, keeps binary floating-point error (0.1 + 0.2) out of totals.

/** Throws when a value that must be an integer amount (cents, milli-units) is not one. */
export function assertInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
}

/**
 * n / d rounded half away from zero (the commercial "half up": 0.5 cent -> 1 cent, -0.5 -> -1).
 * Both arguments are integers and d > 0; the result is exact because only integers are involved.
 */
export function divRoundHalfUp(n: number, d: number): number {
  assertInteger(n, 'numerator');
  assertInteger(d, 'denominator');
  if (d <= 0) throw new RangeError('denominator must be positive');
  const sign = n < 0 ? -1 : 1;
  const abs = Math.abs(n);
  const q = Math.floor(abs / d);
  const r = abs - q * d;
  // r * 2 >= d means the remainder is at least one half.
  return sign * (r * 2 >= d ? q + 1 : q) || 0; // `|| 0` turns -0 into 0
}

/** Greatest common divisor of two non-negative integers. */
export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}
