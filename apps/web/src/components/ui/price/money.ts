// The API carries prices as euro display numbers with 2 decimals; the domain formats integer
// cents. This is the one conversion at the storefront's edge.

/** 12.9 -> 1290. Rounded because 0.29 * 100 is 28.999999999999996 in floating point. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}
