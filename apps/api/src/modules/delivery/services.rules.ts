import { ADDRESS_TYPE_ID, DELIVERY_SERVICE, type AddressTypeName } from '@spesa/domain';

/**
 * The three ways to receive the shopping and how they name each other: a delivery service, the
 * address type it needs (id and the `address_type` name clients send) and the service's picture.
 */
const BY_NAME: Record<AddressTypeName, { addressTypeId: number; serviceId: number }> = {
  home: { addressTypeId: ADDRESS_TYPE_ID.home, serviceId: DELIVERY_SERVICE.home },
  drive: { addressTypeId: ADDRESS_TYPE_ID.store, serviceId: DELIVERY_SERVICE.pickup },
  locker: { addressTypeId: ADDRESS_TYPE_ID.locker, serviceId: DELIVERY_SERVICE.locker },
};

/** `address_type` as sent by clients: 'home', 'drive' (also 'store'), 'locker'; undefined otherwise. */
export function parseAddressType(value: string): AddressTypeName | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'store') return 'drive';
  return v === 'home' || v === 'drive' || v === 'locker' ? v : undefined;
}

export function addressTypeName(addressTypeId: number): AddressTypeName {
  if (addressTypeId === ADDRESS_TYPE_ID.home) return 'home';
  return addressTypeId === ADDRESS_TYPE_ID.locker ? 'locker' : 'drive';
}

export const addressTypeIdOf = (name: AddressTypeName) => BY_NAME[name].addressTypeId;
export const serviceOfAddressType = (name: AddressTypeName) => BY_NAME[name].serviceId;
export const serviceOfAddressTypeId = (id: number) => BY_NAME[addressTypeName(id)].serviceId;

/** The address type a service delivers to; undefined for an unknown service. */
export function addressTypeOfService(serviceId: number): AddressTypeName | undefined {
  return (Object.keys(BY_NAME) as AddressTypeName[]).find((k) => BY_NAME[k].serviceId === serviceId);
}

export const serviceImage = (slug: string) => `/img/services/${slug}.svg`;
