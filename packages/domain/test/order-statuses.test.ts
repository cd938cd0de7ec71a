import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  isFinalStatus,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  SHOPPER_CANCELLABLE,
  sourcesOf,
} from '../src/rules/orders.js';

const S = ORDER_STATUS;

describe('order statuses (spec section 4, decision 0044)', () => {
  it('labels every status 1-13 and 18 with the spec words', () => {
    expect(Object.keys(ORDER_STATUS_LABELS).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 18]);
    expect(ORDER_STATUS_LABELS[6]).toBe('Quasi pronto');
    expect(ORDER_STATUS_LABELS[18]).toBe(ORDER_STATUS_LABELS[7]);
  });

  it.each([
    [S.awaitingPayment, S.ordered, true],
    [S.ordered, S.cancelled, true],
    [S.ordered, S.preparing, true],
    [S.preparing, S.cancelled, false],
    [S.preparing, S.almostReady, true],
    [S.almostReady, S.outForDelivery, true],
    [S.almostReady, S.notCollected, true],
    [S.outForDelivery, S.delivered, true],
    [S.delivered, S.cancelled, false],
    [S.cancelled, S.ordered, false],
    [S.ordered, S.delivered, false],
  ])('%i -> %i allowed: %s', (from, to, allowed) => {
    expect(canMoveOrder(from, to)).toBe(allowed);
  });

  it('the shopper may cancel only before the store takes the order in charge', () => {
    expect(SHOPPER_CANCELLABLE).toEqual([S.awaitingPayment, S.validation, S.ordered]);
  });

  it('a take-in-charge and a cancel both start from ordered: exactly one can win', () => {
    expect(sourcesOf(S.preparing)).toEqual([S.ordered]);
    expect(sourcesOf(S.cancelled)).toContain(S.ordered);
  });

  it('final statuses have no way out, and every target is a known status', () => {
    for (const s of [S.delivered, S.partiallyDelivered, S.cancelled, S.invalidated, S.notCollected, S.failed])
      expect(isFinalStatus(s)).toBe(true);
    const known = new Set(Object.keys(ORDER_STATUS_LABELS).map(Number));
    for (const targets of Object.values(ORDER_TRANSITIONS)) for (const t of targets) expect(known.has(t)).toBe(true);
  });
});
