import { beforeEach, describe, expect, it } from 'vitest';
import { attemptKey, endAttempt, pendingAttempt, type BuyRequest } from './attempt';

const request: BuyRequest = {
  cartId: 5,
  cartVersion: 3,
  paymentTypeId: 12,
  paymentData: '{"consentAmount":12.5}',
};
const place = { addressName: 'Spesa Como', serviceName: 'Ritiro in negozio', timeslot: null };
const key = (r: BuyRequest) => attemptKey(r, place);

describe('checkout attempt key', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends the same key again for the same request (double click, retry, reload)', () => {
    const first = key(request);
    expect(key({ ...request })).toBe(first);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes a new key for a different request: payment type, cart version, card or note', () => {
    const first = key(request);
    const others = [
      key({ ...request, paymentTypeId: 2 }),
      key({ ...request, cartVersion: 4 }),
      key({ ...request, userPaymentAuthId: 9 }),
      key({ ...request, paymentData: '{"consentAmount":12.5,"note":"citofono"}' }),
    ];
    expect(new Set([first, ...others]).size).toBe(5);
  });

  it('keeps the attempt without an answer, to be sent again as it was', () => {
    expect(pendingAttempt()).toBeNull();
    const first = key(request);
    expect(pendingAttempt()).toMatchObject({ key: first, request, place });
  });

  it('starts a new attempt once the server has answered the last one', () => {
    const first = key(request);
    endAttempt();
    expect(pendingAttempt()).toBeNull();
    expect(key(request)).not.toBe(first);
  });

  it('survives a broken stored value', () => {
    sessionStorage.setItem('spesa.checkout.attempt', '{not json');
    expect(pendingAttempt()).toBeNull();
    expect(key(request)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
