import type { Cart, DeliveryAddress, DeliveryService } from '@spesa/domain';
import type { AddressRow } from './addresses.repository.js';
import type { ServiceRow } from './services.repository.js';
import { addressTypeName, serviceImage, serviceOfAddressTypeId } from './services.rules.js';

/** Rows to contract shapes (packages/domain/src/contract/delivery.ts). */
export function toDeliveryService(row: ServiceRow, showTab = row.show_tab === 1): DeliveryService {
  return {
    deliveryServiceId: row.delivery_service_id,
    name: row.name,
    descr: row.descr,
    iconSource: serviceImage(row.slug),
    showTab,
    addressType: addressTypeName(row.address_type_id),
    addressTypeId: row.address_type_id,
  };
}

export function toDeliveryAddress(row: AddressRow & { distance?: number }): DeliveryAddress {
  return {
    addressId: row.address_id,
    addressName: row.address_name,
    address1: row.address1,
    addressNumber: row.address_number,
    city: row.city,
    province: row.province,
    postalcode: row.postalcode,
    addressType: addressTypeName(row.address_type_id),
    addressTypeId: row.address_type_id,
    deliveryServiceId: serviceOfAddressTypeId(row.address_type_id),
    zoneId: row.zone_id,
    storeId: row.serving_store_id,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    doorbell: row.doorbell,
    notes: row.notes,
    validated: row.validated === 1,
    ...(row.distance !== undefined ? { distance: row.distance } : {}),
  };
}

export function toShippingAddress(row: AddressRow): NonNullable<Cart['shippingAddress']> {
  return {
    addressId: row.address_id,
    addressName: row.address_name,
    addressType: addressTypeName(row.address_type_id),
    addressTypeId: row.address_type_id,
    deliveryServiceId: serviceOfAddressTypeId(row.address_type_id),
    zoneId: row.zone_id,
    // Chosen by the customer: this shop never assigns an address or a slot by itself.
    autoAssigned: false,
    address1: row.address1,
    addressNumber: row.address_number,
    city: row.city,
    province: row.province,
    postalcode: row.postalcode,
  };
}
