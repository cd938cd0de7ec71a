import { describe, expect, it } from 'vitest';
import { canPayAgain, confirmationState } from './paymentState';

const order = (orderStatusId: number, paymentTypeId: number, paymentState: string) => ({
  orderStatusId,
  paymentTypeId,
  paymentState,
});

describe('confirmation state', () => {
  it.each([
    [order(3, 2, 'pending'), 'onDelivery'],
    [order(3, 11, 'pending'), 'deferred'],
    [order(3, 101, 'pending'), 'invoice'],
    [order(3, 12, 'authorised'), 'paid'],
    [order(3, 13, 'authorised'), 'paid'],
    // A far slot's saved card, authorised at the cut-off (decision 0113).
    [order(3, 12, 'scheduled'), 'scheduled'],
    [order(1, 12, 'declined'), 'declined'],
    [order(1, 13, 'pending'), 'awaiting'],
    [order(10, 12, 'declined'), 'cancelled'],
    [order(10, 2, 'pending'), 'cancelled'],
  ])('%o is %s', (o, state) => {
    expect(confirmationState(o)).toBe(state);
  });

  it('offers paying again only while the order waits for its payment', () => {
    expect(canPayAgain(order(1, 12, 'declined'))).toBe(true);
    expect(canPayAgain(order(1, 13, 'pending'))).toBe(true);
    expect(canPayAgain(order(3, 12, 'authorised'))).toBe(false);
    expect(canPayAgain(order(3, 12, 'scheduled'))).toBe(false);
    expect(canPayAgain(order(10, 12, 'declined'))).toBe(false);
    expect(canPayAgain(order(3, 2, 'pending'))).toBe(false);
  });
});
