import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '@spesa/domain';
import { capturedAmount, orderActions } from './orderActions';
import { makeOrder } from './testing/orderFixture';

describe('what the shopper may still do with an order', () => {
  it.each([
    // status, cancel, modify, closed
    [1, true, true, false],
    [3, true, true, false],
    [4, false, false, false],
    [6, false, false, false],
    [8, false, false, true],
    [10, false, false, true],
    [13, false, false, true],
  ])(
    'without the server flags, status %s: cancel %s, modify %s, closed %s',
    (status, cancel, modify, closed) => {
      const a = orderActions(makeOrder({ orderStatusId: status }));
      expect([a.cancel, a.modify, a.closed, a.note]).toEqual([cancel, modify, closed, !closed]);
    },
  );

  it("the server's flags win over the spec's rule", () => {
    const a = orderActions(
      makeOrder({ orderStatusId: 3, isDeletable: false, isEditable: false, isPayable: true }),
    );
    expect([a.cancel, a.modify, a.payAgain]).toEqual([false, false, true]);
  });

  it('pay again only for a declined online payment still awaited', () => {
    const card = { paymentTypeId: PAYMENT_TYPE.card, paymentState: 'declined' };
    expect(orderActions(makeOrder({ ...card, orderStatusId: 1 })).payAgain).toBe(true);
    expect(orderActions(makeOrder({ ...card, orderStatusId: 10 })).payAgain).toBe(false);
    expect(orderActions(makeOrder({ orderStatusId: 1, paymentState: 'declined' })).payAgain).toBe(false);
  });

  it('parking only for a pickup at the store', () => {
    expect(orderActions(makeOrder({ orderStatusId: 6, deliveryServiceId: 1 })).parking).toBe(true);
    expect(orderActions(makeOrder({ orderStatusId: 6, deliveryServiceId: 2 })).parking).toBe(false);
    expect(orderActions(makeOrder({ orderStatusId: 8, deliveryServiceId: 1 })).parking).toBe(false);
  });

  it('the captured amount: the server figure, else the confirmed ledger rows summed in cents', () => {
    expect(capturedAmount(makeOrder({ capturedAmount: 12.3 }))).toBe(12.3);
    const tx = (id: number, status: number, amount: number) => ({
      orderTransactionId: id,
      addDate: '',
      transactionStatusId: status,
      paymentTypeId: 12,
      authorizedAmount: amount,
    });
    expect(capturedAmount(makeOrder({ transactions: [tx(1, 2, 50)] }))).toBeNull();
    expect(capturedAmount(makeOrder({ transactions: [tx(1, 2, 50), tx(2, 3, 0.1), tx(3, 3, 0.2)] }))).toBe(
      0.3,
    );
  });
});
