import type { CheckoutBuyAnswer, Envelope } from '@spesa/domain';
import type { MutationConfig } from '../../../lib/api';
import { orderCall, useOrderMutation } from './orderMutation';

export interface PayAgainInput {
  orderId: number;
  /** Another payment type (order/modify-payment-type); absent to retry the same one (order/payment). */
  paymentTypeId?: number;
  userPaymentAuthId?: number;
}

/**
 * Pay again after a declined card: order/payment retries the order's own payment type,
 * order/modify-payment-type switches it (card or PayPal; payment_data is JSON text, spec section 7).
 * Both answer as checkout/buy does: the order, and the provider's page to open (null when the
 * payment needed no page, e.g. a saved card authorised at once).
 */
export function payAgain({ orderId, paymentTypeId, userPaymentAuthId }: PayAgainInput) {
  if (paymentTypeId === undefined)
    return orderCall<CheckoutBuyAnswer | null>('order/payment', { order_id: orderId });
  return orderCall<CheckoutBuyAnswer | null>('order/modify-payment-type', {
    order_id: orderId,
    payment_type_id: paymentTypeId,
    user_payment_auth_id: userPaymentAuthId,
    payment_data: JSON.stringify({}),
  });
}

export const usePayAgain = (config?: MutationConfig<Envelope<CheckoutBuyAnswer | null>, PayAgainInput>) =>
  useOrderMutation(payAgain, config);
