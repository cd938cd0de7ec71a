import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutBuyAnswer } from '@spesa/domain';
import { apiRequest, queryKeys } from '../../../lib/api';

export interface PayAgainRequest {
  orderId: number;
  paymentTypeId: number;
  userPaymentAuthId?: number;
  /** payment_data as JSON text: the consent to the held amount. */
  paymentData: string;
}

/**
 * POST order/modify-payment-type (spec: used for both standard and PayPal payment): pays an order
 * again after a declined or abandoned payment. Answers the order and, when the shopper must act,
 * the provider's page, like checkout/buy.
 */
export async function payAgain(r: PayAgainRequest): Promise<CheckoutBuyAnswer | null> {
  return (
    await apiRequest<CheckoutBuyAnswer | null>('order/modify-payment-type', {
      method: 'POST',
      query: {
        order_id: r.orderId,
        payment_type_id: r.paymentTypeId,
        user_payment_auth_id: r.userPaymentAuthId,
        payment_data: r.paymentData,
      },
      silent: true,
    })
  ).data;
}

export function usePayAgain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: payAgain,
    onSuccess: (answer, r) => {
      if (answer?.order) client.setQueryData(queryKeys.checkout.order(r.orderId), answer);
    },
  });
}
