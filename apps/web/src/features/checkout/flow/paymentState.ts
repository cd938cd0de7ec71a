import { ORDER_STATUS, PAYMENT_TYPE, type Order } from '@spesa/domain';

/** What the confirmation page says about the payment of an order. */
export type ConfirmationState =
  'paid' | 'scheduled' | 'onDelivery' | 'deferred' | 'invoice' | 'awaiting' | 'declined' | 'cancelled';

/**
 * From the order's status and its payment state (derived by the server from its ledger): offline
 * types say how the order is paid; an online one is paid once authorised, declined after a refusal
 * (payable again until cancelled), else still awaited (the shopper left the provider's page).
 */
export function confirmationState(
  order: Pick<Order, 'orderStatusId' | 'paymentTypeId' | 'paymentState'>,
): ConfirmationState {
  if (order.orderStatusId === ORDER_STATUS.cancelled) return 'cancelled';
  switch (order.paymentTypeId) {
    case PAYMENT_TYPE.onDelivery:
      return 'onDelivery';
    case PAYMENT_TYPE.deferred:
      return 'deferred';
    case PAYMENT_TYPE.summaryInvoice:
      return 'invoice';
  }
  if (order.paymentState === 'authorised' || order.paymentState === 'captured') return 'paid';
  // A far slot: the card is saved and authorised at the slot's cut-off (decision 0113).
  if (order.paymentState === 'scheduled') return 'scheduled';
  if (order.paymentState === 'declined') return 'declined';
  return 'awaiting';
}

/**
 * Declined or abandoned online payments can be made again while the order waits for it (the
 * server's own isPayable when it says, which also knows the payment time left).
 */
export const canPayAgain = (
  order: Pick<Order, 'orderStatusId' | 'paymentTypeId' | 'paymentState' | 'isPayable'>,
) => {
  if (order.isPayable !== undefined) return order.isPayable;
  const state = confirmationState(order);
  return (
    (state === 'declined' || state === 'awaiting') && order.orderStatusId === ORDER_STATUS.awaitingPayment
  );
};
