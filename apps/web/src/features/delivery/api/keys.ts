import type { AddressTypeName } from '@spesa/domain';

export const deliveryKeys = {
  all: ['delivery'] as const,
  homeAddresses: ['delivery', 'addresses', 'home'] as const,
  address: (id: number) => ['delivery', 'address', id] as const,
  serviceAddresses: (type: AddressTypeName, near: string) =>
    ['delivery', 'service-list', type, near] as const,
  stores: ['delivery', 'stores'] as const,
  nearStores: (near: string) => ['delivery', 'stores', near] as const,
  timeslots: ['delivery', 'timeslots'] as const,
};
