import type { Cart } from '@spesa/domain';

/** The order a cart is a modification of (the cart's answer names it in its properties, decision 0104). */
export interface ModifiedOrder {
  orderId: number;
  /** The slot's cut-off: the changes must be confirmed before it, or the order stays as it was. */
  cutoffAt: string;
  /** The order's payment type, which a modification keeps. */
  paymentTypeId: number;
}

/** The cart page's banner and the checkout both read it; null for an ordinary cart. */
export function modifiedOrderOf(cart: Pick<Cart, 'cartInfos'>): ModifiedOrder | null {
  const orderId = Number(cart.cartInfos.modified_order_id);
  const paymentTypeId = Number(cart.cartInfos.modify_payment_type_id);
  const cutoffAt = cart.cartInfos.modify_cutoff_at;
  if (!Number.isInteger(orderId) || orderId <= 0 || !cutoffAt) return null;
  return { orderId, cutoffAt, paymentTypeId: Number.isInteger(paymentTypeId) ? paymentTypeId : 0 };
}
