import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutBuyAnswer } from '@spesa/domain';
import { apiRequest, isApiError, queryKeys, type MutationConfig } from '../../../lib/api';
import type { BuyRequest } from '../flow/attempt';

/** What checkout/buy answered: the order and where to pay, or the order whose card was declined. */
export interface BuyOutcome extends CheckoutBuyAnswer {
  /** The card was declined: the order exists and can be paid again until it is cancelled. */
  declined: boolean;
  /** The server's text for a declined payment (spec: cancelled automatically unless retried). */
  message?: string;
}

export const buyQuery = (r: BuyRequest) => ({
  payment_type_id: r.paymentTypeId,
  user_payment_auth_id: r.userPaymentAuthId,
  payment_data: r.paymentData,
  cart_id: r.cartId,
  cart_version: r.cartVersion,
});

/**
 * POST checkout/buy with its Idempotency-Key (flow/attempt.ts): the same key answers the same
 * order, so calling it again is safe. A declined card is an answer with the order, not an error;
 * every other refusal throws the ApiError carrying the first server error text (spec).
 */
export async function buyOrder({ request, key }: { request: BuyRequest; key: string }): Promise<BuyOutcome> {
  try {
    const { data } = await apiRequest<CheckoutBuyAnswer | null>('checkout/buy', {
      method: 'POST',
      query: buyQuery(request),
      headers: { 'Idempotency-Key': key },
      silent: true,
    });
    if (!data) throw new Error('checkout/buy answered no order');
    return { ...data, declined: false };
  } catch (e) {
    const declined =
      isApiError(e) && e.code === 'PAYMENT_DECLINED' ? (e.data as CheckoutBuyAnswer | null) : null;
    if (isApiError(e) && declined?.order) return { ...declined, declined: true, message: e.message };
    throw e;
  }
}

/** The cart is ordered (or given back): whatever the answer, read it again. */
export function useBuyOrder(config: MutationConfig<BuyOutcome, { request: BuyRequest; key: string }> = {}) {
  const client = useQueryClient();
  const { onSettled, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: buyOrder,
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: queryKeys.cart.all });
      await onSettled?.(...args);
    },
  });
}
