import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  isFinalStatus,
  maxPreparedMilli,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  preparedCents,
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

describe('prepared quantities (decision 0045)', () => {
  it.each([
    // line cents, ordered, prepared -> cents
    [1000, 1000, 800, 800],
    [999, 3000, 1000, 333],
    [1000, 500, 650, 1300],
    [1000, 0, 100, 0],
  ])('%i cents for %i thousandths, %i prepared: %i cents', (cents, ordered, prepared, expected) => {
    expect(preparedCents(cents, ordered, prepared)).toBe(expected);
  });

  it('caps pieces at the ordered quantity and weighed goods at 30% more', () => {
    expect(maxPreparedMilli(2000, false)).toBe(2000);
    expect(maxPreparedMilli(500, true)).toBe(650);
    expect(maxPreparedMilli(333, true)).toBe(432);
  });
});
