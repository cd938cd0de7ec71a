import { describe, expect, it } from 'vitest';
import { canMoveCart, CART_STATUS, CART_TRANSITIONS, cartSourcesOf } from '../src/rules/statuses.js';

const C = CART_STATUS;

describe('cart statuses (decision 0103)', () => {
  it.each([
    [C.open, C.locked, true],
    [C.open, C.closed, true],
    [C.locked, C.locked, true],
    [C.locked, C.open, true],
    [C.locked, C.closed, true],
    [C.closed, C.open, true],
    [C.closed, C.locked, false],
    [C.closed, C.closed, false],
    [C.open, C.open, false],
  ])('%i -> %i allowed: %s', (from, to, allowed) => {
    expect(canMoveCart(from, to)).toBe(allowed);
  });

  it("each target's sources are the WHERE of its one conditional update", () => {
    expect(cartSourcesOf(C.locked)).toEqual([C.open, C.locked]);
    expect(cartSourcesOf(C.open)).toEqual([C.locked, C.closed]);
    expect(cartSourcesOf(C.closed)).toEqual([C.open, C.locked]);
  });

  it('every status and every target is a known status', () => {
    const known = new Set<number>(Object.values(C));
    for (const [from, targets] of Object.entries(CART_TRANSITIONS)) {
      expect(known.has(Number(from))).toBe(true);
      for (const to of targets) expect(known.has(to)).toBe(true);
    }
  });
});
