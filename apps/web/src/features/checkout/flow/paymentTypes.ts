import {
  BUSINESS_PAYMENT_TYPES,
  ONLINE_PAYMENT_TYPES,
  PAYMENT_TYPE,
  USER_TYPE_BUSINESS,
  type AccountUser,
} from '@spesa/domain';

/**
 * The payment types a shopper may choose, in the order shown: on delivery first (the usual choice
 * of a grocery shop), then card and PayPal; deferred payment and the summary invoice only for
 * business customers (the server refuses them to others: PAYMENT_TYPE_NOT_ALLOWED).
 */
export function paymentTypesFor(user: Pick<AccountUser, 'userType'> | null): number[] {
  const common = [PAYMENT_TYPE.onDelivery, PAYMENT_TYPE.card, PAYMENT_TYPE.paypal];
  return isBusiness(user) ? [...common, ...BUSINESS_PAYMENT_TYPES] : common;
}

export const isBusiness = (user: Pick<AccountUser, 'userType'> | null): boolean =>
  user?.userType?.userTypeId === USER_TYPE_BUSINESS;

export const isOnlinePayment = (paymentTypeId: number): boolean =>
  ONLINE_PAYMENT_TYPES.includes(paymentTypeId);

/**
 * The amount the order holds, in euros, as the server computes it (checkout.rules): the card hold
 * of the cart (total plus the weighed-goods margin) for online payment, else the total.
 */
export const amountToHold = (
  cart: { paymentHold: number; grossTotal: number },
  paymentTypeId: number,
): number => (isOnlinePayment(paymentTypeId) ? cart.paymentHold : cart.grossTotal);
