import type { DbOrTx } from '../../db/transaction.js';

// A cart that is an order being modified (decision 0057). Whether it is, and which order, is the
// orders area's to keep (its `order_modification` row, with `customer_order.modifying_since` the
// one record that the order is being modified; decision 0104): the cart asks through this port and
// shows the answer in its properties, as the storefront reads them. Nothing of it is stored in the
// cart's own tables, so the cart can never say an order is being modified when it is not.

/** The order a cart is the modification of. */
export interface ModifiedOrder {
  orderId: number;
  /** The slot's cut-off: the changes must be bought before it, or the order stays as it was. */
  cutoffAt: string;
  /** The order's payment type, which a modification keeps. */
  paymentTypeId: number;
}

/** Implemented by the orders area, handed over by app.ts (as OrderedTodayPort). */
export interface ModifiedOrderPort {
  modifiedOrderOf(db: DbOrTx, cartId: number): Promise<ModifiedOrder | undefined>;
}

/** For a cart service built without the orders area (some tests): no cart is a modification. */
export const NO_MODIFIED_ORDERS: ModifiedOrderPort = { modifiedOrderOf: async () => undefined };

/** The cart's properties that tell the storefront (lib/cart/modified-order.ts) which order it modifies. */
export const MODIFIED_ORDER_INFO = 'modified_order_id';
export const MODIFY_CUTOFF_INFO = 'modify_cutoff_at';
export const MODIFY_PAYMENT_INFO = 'modify_payment_type_id';

/** The cart's stored properties, with those of the order it modifies, if any, in the order of their names. */
export function withModifiedOrder(
  infos: Record<string, string>,
  modified: ModifiedOrder | undefined,
): Record<string, string> {
  if (!modified) return infos;
  const all: Record<string, string> = {
    ...infos,
    [MODIFIED_ORDER_INFO]: String(modified.orderId),
    [MODIFY_CUTOFF_INFO]: modified.cutoffAt,
    [MODIFY_PAYMENT_INFO]: String(modified.paymentTypeId),
  };
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
