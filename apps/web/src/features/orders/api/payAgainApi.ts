import type { Envelope } from '@spesa/domain';
import type { MutationConfig } from '../../../lib/api';
import { orderCall, useOrderMutation } from './orderMutation';

/** What the payment calls answer: the provider's page to open, or null when nothing is left to do. */
export interface PaymentAnswer {
  paymentUrl?: string | null;
}

export interface PayAgainInput {
  orderId: number;
  /** Another payment type (order/modify-payment-type); absent to retry the same one (order/payment). */
  paymentTypeId?: number;
  userPaymentAuthId?: number;
}

/**
 * Pay again after a declined card: order/payment retries the order's own payment type,
 * order/modify-payment-type switches it (card or PayPal; payment_data is JSON text, spec section 7).
 */
export function payAgain({ orderId, paymentTypeId, userPaymentAuthId }: PayAgainInput) {
  if (paymentTypeId === undefined)
    return orderCall<PaymentAnswer | null>('order/payment', { order_id: orderId });
  return orderCall<PaymentAnswer | null>('order/modify-payment-type', {
    order_id: orderId,
    payment_type_id: paymentTypeId,
    user_payment_auth_id: userPaymentAuthId,
    payment_data: JSON.stringify({}),
  });
}

export const usePayAgain = (config?: MutationConfig<Envelope<PaymentAnswer | null>, PayAgainInput>) =>
  useOrderMutation(payAgain, config);
