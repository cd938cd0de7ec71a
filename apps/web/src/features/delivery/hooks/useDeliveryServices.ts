import { useQuery } from '@tanstack/react-query';
import type { DeliveryService } from '@spesa/domain';
import { storesQuery } from '../api/selectionApi';

/**
 * The delivery services shown as tabs (showTab), in the order of their ids' importance: home
 * delivery first, then pickup, then locker. The API has no list of services of its own; every
 * store carries the services it offers, so their union is the shop's offer.
 */
const ORDER = [2, 1, 3];
export function servicesOf(
  stores: ReadonlyArray<{ deliveryServices: DeliveryService[] }>,
): DeliveryService[] {
  const byId = new Map<number, DeliveryService>();
  for (const s of stores) for (const d of s.deliveryServices) if (d.showTab) byId.set(d.deliveryServiceId, d);
  const rank = (id: number) => (ORDER.includes(id) ? ORDER.indexOf(id) : ORDER.length + id);
  return [...byId.values()].sort((a, b) => rank(a.deliveryServiceId) - rank(b.deliveryServiceId));
}

export function useDeliveryServices() {
  return useQuery({ ...storesQuery, select: servicesOf });
}
