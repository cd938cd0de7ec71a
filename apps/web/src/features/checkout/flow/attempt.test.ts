import { beforeEach, describe, expect, it } from 'vitest';
import { attemptKey, endAttempt, type BuyRequest } from './attempt';

const request: BuyRequest = {
  cartId: 5,
  cartVersion: 3,
  paymentTypeId: 12,
  paymentData: '{"consentAmount":12.5}',
};

describe('checkout attempt key', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends the same key again for the same request (double click, retry, reload)', () => {
    const first = attemptKey(request);
    expect(attemptKey({ ...request })).toBe(first);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes a new key for a different request: payment type, cart version, card or note', () => {
    const first = attemptKey(request);
    const others = [
      attemptKey({ ...request, paymentTypeId: 2 }),
      attemptKey({ ...request, cartVersion: 4 }),
      attemptKey({ ...request, userPaymentAuthId: 9 }),
      attemptKey({ ...request, paymentData: '{"consentAmount":12.5,"note":"citofono"}' }),
    ];
    expect(new Set([first, ...others]).size).toBe(5);
  });

  it('starts a new attempt once the server has answered the last one', () => {
    const first = attemptKey(request);
    endAttempt();
    expect(attemptKey(request)).not.toBe(first);
  });

  it('survives a broken stored value', () => {
    sessionStorage.setItem('spesa.checkout.attempt', '{not json');
    expect(attemptKey(request)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
