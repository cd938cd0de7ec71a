import type { Cart } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import {
  describeCartDelivery,
  type CartDeliveryPatch,
  type CartDeliveryState,
  type CartPort,
} from '../delivery/index.js';
import * as repo from './cart.repository.js';

function toState(row: repo.CartRow): CartDeliveryState {
  return {
    cartId: row.cart_id,
    userId: row.user_id,
    cartStatusId: row.cart_status_id,
    deliveryServiceId: row.delivery_service_id,
    addressId: row.address_id,
    storeId: row.store_id,
    warehouseId: row.warehouse_id,
    timeslotId: row.timeslot_id,
    timeslotDate: row.timeslot_date,
    // The items come with the cart issue; until then every cart is empty.
    goodsTotalCents: 0,
  };
}

/** Only the columns the patch names change: undefined means "leave", null means "clear". */
function columnsOf(patch: CartDeliveryPatch): repo.CartDeliveryColumns {
  const columns: repo.CartDeliveryColumns = {};
  if (patch.deliveryServiceId !== undefined) columns.delivery_service_id = patch.deliveryServiceId;
  if (patch.addressId !== undefined) columns.address_id = patch.addressId;
  if (patch.storeId !== undefined) columns.store_id = patch.storeId;
  if (patch.warehouseId !== undefined) columns.warehouse_id = patch.warehouseId;
  if (patch.timeslotId !== undefined) columns.timeslot_id = patch.timeslotId;
  if (patch.timeslotDate !== undefined) columns.timeslot_date = patch.timeslotDate;
  return columns;
}

/**
 * The customer's cart, minimal for now: created on first need, it carries the delivery choices
 * (service, address, store, warehouse, timeslot). Implements the delivery area's CartPort.
 */
export class CartService implements CartPort {
  constructor(private readonly clock: Clock) {}

  async findOpen(db: Db, userId: number): Promise<CartDeliveryState | undefined> {
    const row = await repo.openCartOf(db, userId);
    return row ? toState(row) : undefined;
  }

  async openFor(db: Db, userId: number): Promise<CartDeliveryState> {
    const row = (await repo.openCartOf(db, userId)) ?? (await repo.ensureOpenCart(db, userId, this.now()));
    return toState(row);
  }

  async saveDelivery(db: Db, cartId: number, patch: CartDeliveryPatch): Promise<void> {
    await repo.updateCartDelivery(db, cartId, columnsOf(patch), this.now());
  }

  /** data.cartId of auth/login and auth/test: the open cart, if the user has one. */
  async cartIdOf(db: Db, userId: number): Promise<number | null> {
    return (await repo.openCartOf(db, userId))?.cart_id ?? null;
  }

  async view(db: Db, userId: number): Promise<Cart> {
    const delivery = await describeCartDelivery(db, await this.openFor(db, userId));
    return { ...delivery, user: { userId }, cartItems: [], totalItems: 0 };
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
