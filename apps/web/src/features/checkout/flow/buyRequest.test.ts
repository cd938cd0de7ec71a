import { describe, expect, it } from 'vitest';
import type { Cart } from '@spesa/domain';
import { buyRequestOf } from './useConfirmOrder';

const cart = { cartId: 7, version: 3, paymentHold: 61.2, grossTotal: 48.5 } as unknown as Cart;

describe('the buy request', () => {
  it('asks to keep a new card only when the shopper ticked "Salva la carta" (decision 0113)', () => {
    const kept = buyRequestOf(cart, { paymentTypeId: 12, note: '', saveCard: true });
    expect(JSON.parse(kept.paymentData)).toEqual({ consentAmount: 61.2, saveCard: true });
    const notKept = buyRequestOf(cart, { paymentTypeId: 12, note: '', saveCard: false });
    expect(JSON.parse(notKept.paymentData)).toEqual({ consentAmount: 61.2 });
  });
});
