// Numbers written the Italian way, by hand rather than through Intl.NumberFormat (decision 0082).
// A page's first NumberFormat loads the locale's number data: 12-25 ms of a first visit's main
// thread on a desktop browser, about four times that on a phone, paid while the catalogue's code
// starts, for what two short functions write exactly. test/number-text.test.ts holds both to
// Intl's output ('it-IT') over many values.

/**
 * The digits of a whole number with '.' between thousands, from five digits up, as Italian
 * writes them: '999', '1290', '12.345', '1.234.567'.
 */
function groupThousands(digits: string): string {
  return digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

/**
 * An amount of hundredths with its two decimals: 129050 -> '1290,50', -350 -> '-3,50'. Integer in
 * (the caller checks it), integer arithmetic throughout (no division of money into a float).
 */
export function formatHundredths(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${groupThousands(String(Math.floor(abs / 100)))},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A number with at most `maxDecimals` decimals, trailing zeros left out: 1.5 -> '1,5', 1000 ->
 * '1000', 12345.125 -> '12.345,125'. Rounded as Intl rounds: half away from zero, on the
 * number's shortest decimal form (1.0005 -> '1,001', although the double is a hair below
 * 1.0005).
 */
export function formatDecimal(value: number, maxDecimals: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const { whole, decimals } = roundShortest(Math.abs(value), maxDecimals);
  const sign = value < 0 && (whole !== '0' || decimals !== '') ? '-' : '';
  return `${sign}${groupThousands(whole)}${decimals ? `,${decimals}` : ''}`;
}

/** A non-negative number rounded to `maxDecimals` on its shortest decimal form, zeros trimmed. */
function roundShortest(abs: number, maxDecimals: number): { whole: string; decimals: string } {
  // Below 1e-6 JavaScript writes an exponent; such a number rounds to 0 at any scale used here.
  if (abs < 1e-6) return { whole: '0', decimals: '' };
  // From 1e21 too ('1.5e+21'): a whole number, its shortest digits followed by zeros.
  if (abs >= 1e21) {
    const [mantissa = '', exponent = '0'] = String(abs).split('e+');
    const [head = '', tail = ''] = mantissa.split('.');
    return { whole: head + tail + '0'.repeat(Number(exponent) - tail.length), decimals: '' };
  }
  const [whole = '0', fraction = ''] = String(abs).split('.');
  if (fraction.length <= maxDecimals) return { whole, decimals: fraction.replace(/0+$/, '') };
  const kept = BigInt(whole + fraction.slice(0, maxDecimals)) + (fraction[maxDecimals]! >= '5' ? 1n : 0n);
  const digits = kept.toString().padStart(maxDecimals + 1, '0');
  return {
    whole: digits.slice(0, digits.length - maxDecimals),
    decimals: digits.slice(digits.length - maxDecimals).replace(/0+$/, ''),
  };
}
