import {
  CART_STATUS,
  DELIVERY_CODES,
  type AddressInput,
  type AddressTypeName,
  type DeliveryAddress,
  type EnvelopeMessage,
} from '@spesa/domain';
import type { AddressesService } from './addresses.service.js';
import { inTransaction, type DbOrTx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { visibleAddress, type AddressRow } from './addresses.repository.js';
import type { CartDeliveryState, CartPort } from './cart-port.js';
import { MSG } from './delivery.messages.js';
import { toDeliveryService, toShippingAddress } from './delivery.mappers.js';
import { allServices, storeOffers } from './services.repository.js';
import { addressTypeName, serviceOfAddressTypeId } from './services.rules.js';
import { storeById } from './stores.repository.js';
import { slotById } from './timeslots.repository.js';
import { slotClosed } from './timeslots.rules.js';

export interface AddressChoice {
  addressType?: AddressTypeName;
  addressId: number;
  serviceId?: number;
}

/** Where an address sends the cart: the service, the serving store and its warehouse. */
interface Target {
  row: AddressRow;
  serviceId: number;
  storeId: number;
  storeName: string;
  warehouseId: number;
}

/**
 * The choices on the cart (spec "Shopping dialog flow"): service + address (or pickup point),
 * which fix the store and the warehouse; a store; a timeslot (timeslots.service.ts). A change that
 * makes the chosen timeslot unusable clears it and says so in a warning.
 */
export class SelectionService {
  constructor(
    private readonly clock: Clock,
    private readonly carts: CartPort,
  ) {}

  /** user-address/preview: what selecting the address would set, nothing changed. */
  async preview(db: DbOrTx, userId: number, choice: AddressChoice) {
    const target = await this.target(db, userId, choice);
    const cart = await this.carts.findOpen(db, userId);
    const service = (await allServices(db)).find((s) => s.delivery_service_id === target.serviceId);
    if (!service) throw new AppError('SERVICE_NOT_FOUND');
    return {
      shippingAddress: toShippingAddress(target.row),
      store: { storeId: target.storeId, name: target.storeName },
      warehouse: { warehouseId: target.warehouseId },
      selectedService: toDeliveryService(service),
      timeslotKept: !cart || (await this.timeslotFits(db, cart, target.storeId, target.serviceId)),
    };
  }

  /** user-address/select: sets service, address, store and warehouse; answers the warnings. */
  selectAddress(db: DbOrTx, userId: number, choice: AddressChoice): Promise<EnvelopeMessage[]> {
    return inTransaction(db, (tx) => this.selectAddressIn(tx, userId, choice));
  }

  private async selectAddressIn(db: DbOrTx, userId: number, choice: AddressChoice): Promise<EnvelopeMessage[]> {
    const target = await this.target(db, userId, choice);
    const cart = await this.carts.openFor(db, userId);
    const keep = await this.timeslotFits(db, cart, target.storeId, target.serviceId);
    await this.carts.saveDelivery(db, cart.cartId, {
      deliveryServiceId: target.serviceId,
      addressId: target.row.address_id,
      storeId: target.storeId,
      warehouseId: target.warehouseId,
      ...(keep ? {} : { timeslotId: null, timeslotDate: null }),
    });
    return keep ? [] : [{ code: DELIVERY_CODES.timeslotCleared, message: MSG.timeslotCleared }];
  }

  /**
   * user-address/update: the address saved and, when it is the cart's, the cart's delivery checked
   * again (its zone, hence its store, may have changed), in one transaction.
   */
  saveAddress(
    db: DbOrTx,
    addresses: AddressesService,
    userId: number,
    input: AddressInput,
  ): Promise<{ address: DeliveryAddress; warnings: EnvelopeMessage[] }> {
    return inTransaction(db, async (tx) => {
      const saved = await addresses.save(tx, userId, input);
      const cartWarnings = await this.refreshAddress(tx, userId, saved.address.addressId);
      return { address: saved.address, warnings: [...saved.warnings, ...cartWarnings] };
    });
  }

  /** After an edit of an address the cart uses: its zone, and so its store, may have changed. */
  async refreshAddress(db: DbOrTx, userId: number, addressId: number): Promise<EnvelopeMessage[]> {
    const cart = await this.carts.findOpen(db, userId);
    if (cart?.addressId !== addressId || cart.cartStatusId === CART_STATUS.locked) return [];
    try {
      return await this.selectAddress(db, userId, { addressId });
    } catch (e) {
      // Locked for payment meanwhile: the cart keeps its choices, the address edit still stands.
      // Or an order being modified: it keeps its address (decision 0057).
      if (e instanceof AppError && (e.code === 'CART_LOCKED' || e.code === 'ORDER_MODIFY_SLOT_FIXED'))
        return [];
      throw e;
    }
  }

  /** store/select: the store (and warehouse) of the cart; an address of another store is cleared. */
  /** The cart's store (a pickup), in one transaction (joined when given one). */
  selectStore(db: DbOrTx, userId: number, storeId: number): Promise<EnvelopeMessage[]> {
    return inTransaction(db, (tx) => this.selectStoreIn(tx, userId, storeId));
  }

  private async selectStoreIn(db: DbOrTx, userId: number, storeId: number): Promise<EnvelopeMessage[]> {
    const store = await storeById(db, storeId);
    if (!store) throw new AppError('STORE_NOT_FOUND');
    const cart = await this.carts.openFor(db, userId);
    const base = { storeId, warehouseId: store.warehouse_id };
    if (cart.addressId === null || cart.storeId === storeId) {
      await this.carts.saveDelivery(db, cart.cartId, base);
      return [];
    }
    await this.carts.saveDelivery(db, cart.cartId, {
      ...base,
      deliveryServiceId: null,
      addressId: null,
      timeslotId: null,
      timeslotDate: null,
    });
    return [{ code: DELIVERY_CODES.addressCleared, message: MSG.addressCleared }];
  }

  private async target(db: DbOrTx, userId: number, choice: AddressChoice): Promise<Target> {
    const row = await visibleAddress(db, choice.addressId, userId);
    if (!row) throw new AppError('ADDRESS_NOT_FOUND');
    const serviceId = serviceOfAddressTypeId(row.address_type_id);
    const typeMismatch =
      choice.addressType !== undefined && choice.addressType !== addressTypeName(row.address_type_id);
    if (typeMismatch || (choice.serviceId !== undefined && choice.serviceId !== serviceId)) {
      throw new AppError('ADDRESS_SERVICE_MISMATCH');
    }
    const store = row.serving_store_id === null ? undefined : await storeById(db, row.serving_store_id);
    if (!store || !(await storeOffers(db, store.store_id, serviceId))) {
      throw new AppError('ADDRESS_SERVICE_MISMATCH');
    }
    return {
      row,
      serviceId,
      storeId: store.store_id,
      storeName: store.name,
      warehouseId: store.warehouse_id,
    };
  }

  /** No timeslot, or one of the same store and service still open for orders. */
  private async timeslotFits(
    db: DbOrTx,
    cart: CartDeliveryState,
    storeId: number,
    serviceId: number,
  ): Promise<boolean> {
    if (cart.timeslotId === null) return true;
    const slot = await slotById(db, cart.timeslotId);
    return (
      slot !== undefined &&
      slot.store_id === storeId &&
      slot.delivery_service_id === serviceId &&
      !slotClosed(
        { beginsAt: slot.begins_at, cutoffAt: slot.cutoff_at, booked: slot.booked, capacity: slot.capacity },
        this.clock.now(),
      )
    );
  }
}
