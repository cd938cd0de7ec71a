import { useQuery } from '@tanstack/react-query';
import type { DeliveryAddress } from '@spesa/domain';
import { useCurrentUser } from '../../../lib/auth';
import { useCart } from '../../../lib/cart';
import { homeAddressesQuery } from '../api/addressesApi';
import type { GeoPoint } from './useGeolocation';

const pointOf = (a: DeliveryAddress | undefined): GeoPoint | null =>
  a && a.latitude !== null && a.longitude !== null ? { latitude: a.latitude, longitude: a.longitude } : null;

/**
 * Where pickup points are ordered from: the browser's position when the shopper shared it, else
 * the home address the cart is delivered to, else the shopper's preferred home address. Stores
 * near home come first even for a shopper who never shares their position.
 */
export function usePickupOrigin(position: GeoPoint | null, enabled: boolean): GeoPoint | null {
  const { user } = useCurrentUser();
  const { data: cart } = useCart();
  const home = useQuery({ ...homeAddressesQuery, enabled: enabled && !position });
  if (position) return position;
  const list = home.data ?? [];
  const cartHome = cart?.shippingAddress?.addressType === 'home' ? cart.shippingAddress.addressId : null;
  return (
    pointOf(list.find((a) => a.addressId === cartHome)) ??
    pointOf(list.find((a) => a.addressId === user?.defaultDeliveryAddressId)) ??
    pointOf(list[0])
  );
}
