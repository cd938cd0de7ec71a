import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutBuyAnswer } from '@spesa/domain';
import { apiRequest, queryKeys, type MutationConfig } from '../api';
import { refreshAfterOrderCall } from './refresh-after-order-call';

// Paying an order again after a declined or abandoned online payment. One hook for the two pages
// that offer it: the checkout's confirmation page and the order page in the profile.

export interface PayAgainRequest {
  orderId: number;
  /** Another payment type (order/modify-payment-type); absent to retry the order's own (order/payment). */
  paymentTypeId?: number;
  userPaymentAuthId?: number;
  /** payment_data as JSON text, e.g. the consent to the held amount; '{}' when not given. */
  paymentData?: string;
}

type Answer = CheckoutBuyAnswer | null;

/**
 * order/payment retries the order's payment type; order/modify-payment-type switches it (spec
 * section 7: used for both card and PayPal). Both answer as checkout/buy does: the order, and the
 * provider's page to open (null when nothing is left to do, e.g. a saved card authorised at once).
 * Silent: the page says what went wrong where the shopper is looking.
 */
export async function payAgain(r: PayAgainRequest): Promise<Answer> {
  const [path, query] =
    r.paymentTypeId === undefined
      ? ['order/payment', { order_id: r.orderId }]
      : [
          'order/modify-payment-type',
          {
            order_id: r.orderId,
            payment_type_id: r.paymentTypeId,
            user_payment_auth_id: r.userPaymentAuthId,
            payment_data: r.paymentData ?? JSON.stringify({}),
          },
        ];
  return (await apiRequest<Answer>(path, { method: 'POST', query, body: {}, silent: true })).data;
}

/**
 * The mutation: the answered order replaces the confirmation page's copy at once, then, either
 * way, the orders and the cart are read again; the caller's callbacks run after that.
 */
export function usePayAgain({ onSuccess, onSettled, ...config }: MutationConfig<Answer, PayAgainRequest> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: payAgain,
    onSuccess: async (answer, r, ...rest) => {
      if (answer?.order) client.setQueryData(queryKeys.checkout.order(r.orderId), answer);
      await onSuccess?.(answer, r, ...rest);
    },
    onSettled: async (...args) => {
      await refreshAfterOrderCall(client);
      await onSettled?.(...args);
    },
  });
}
