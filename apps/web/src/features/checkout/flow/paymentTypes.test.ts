import { describe, expect, it } from 'vitest';
import { amountToHold, paymentTypesFor } from './paymentTypes';

describe('payment types', () => {
  it('offers on delivery, card and PayPal to private customers', () => {
    expect(paymentTypesFor({ userType: { userTypeId: '1' } })).toEqual([2, 12, 13]);
  });

  it('adds deferred payment and the summary invoice for business customers', () => {
    expect(paymentTypesFor({ userType: { userTypeId: '2' } })).toEqual([2, 12, 13, 11, 101]);
  });

  it('holds the card amount only for online payments', () => {
    const cart = { paymentHold: 61.2, grossTotal: 51 };
    expect(amountToHold(cart, 12)).toBe(61.2);
    expect(amountToHold(cart, 13)).toBe(61.2);
    expect(amountToHold(cart, 2)).toBe(51);
    expect(amountToHold(cart, 101)).toBe(51);
  });
});
