import type { DbOrTx } from '../../db/transaction.js';

/**
 * What the delivery area needs from the cart: the delivery choices stored on the customer's open
 * cart. The cart module implements it and app.ts hands it over, so the delivery area never
 * imports the cart at run time (the cart imports delivery to describe its choices).
 */
export interface CartDeliveryState {
  cartId: number;
  userId: number;
  cartStatusId: number;
  deliveryServiceId: number | null;
  addressId: number | null;
  storeId: number | null;
  warehouseId: number | null;
  timeslotId: number | null;
  timeslotDate: string | null;
  /** Goods total in cents, for the delivery fee (0 until the cart items exist). */
  goodsTotalCents: number;
}

export type CartDeliveryPatch = Partial<
  Pick<
    CartDeliveryState,
    'deliveryServiceId' | 'addressId' | 'storeId' | 'warehouseId' | 'timeslotId' | 'timeslotDate'
  >
>;

export interface CartPort {
  /** The user's cart not yet closed, if any. */
  findOpen(db: DbOrTx, userId: number): Promise<CartDeliveryState | undefined>;
  /** The user's cart not yet closed, created when there is none. */
  openFor(db: DbOrTx, userId: number): Promise<CartDeliveryState>;
  /**
   * Writes the patch on the cart if it is still open, in one conditional update; a cart locked
   * (or closed) in between is left as it is and the call fails with the coded CART_LOCKED.
   */
  saveDelivery(db: DbOrTx, cartId: number, patch: CartDeliveryPatch): Promise<void>;
  /** Whether a cart not yet closed has this address as its delivery address or pickup point. */
  usesAddress(db: DbOrTx, addressId: number): Promise<boolean>;
}
