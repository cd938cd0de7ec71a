import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { envelope, mockApi, renderWithProviders } from '../testing/render';
import { usePickupOrigin } from './usePickupOrigin';

function Origin({ position = null }: { position?: { latitude: number; longitude: number } | null }) {
  const origin = usePickupOrigin(position, true);
  return <output>{origin ? `${origin.latitude},${origin.longitude}` : 'none'}</output>;
}

const address = (addressId: number, latitude: number | null, longitude: number | null) => ({
  addressId,
  addressName: `Casa ${addressId}`,
  addressType: 'home',
  latitude,
  longitude,
});

function serve(cartAddressId: number | null) {
  mockApi({
    'auth/test': () =>
      envelope({
        user: { userId: 7, firstName: 'Mario', lastName: 'Rossi', defaultDeliveryAddressId: 2 },
        cartId: 1,
      }),
    'cart/view': () =>
      envelope({
        cartId: 1,
        shippingAddress: cartAddressId ? { addressId: cartAddressId, addressType: 'home' } : null,
      }),
    'user-address/list': () =>
      envelope({ addresses: [address(1, 45.81, 9.08), address(2, 45.69, 9.67), address(3, null, null)] }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('pickup points ordered from', () => {
  it("the cart's home address when the position is not shared", async () => {
    serve(1);
    renderWithProviders(<Origin />);
    expect(await screen.findByText('45.81,9.08')).toBeInTheDocument();
  });

  it('the preferred home address when the cart has none', async () => {
    serve(null);
    renderWithProviders(<Origin />);
    expect(await screen.findByText('45.69,9.67')).toBeInTheDocument();
  });

  it("the shopper's own position first", () => {
    serve(1);
    renderWithProviders(<Origin position={{ latitude: 41.9, longitude: 12.5 }} />);
    expect(screen.getByText('41.9,12.5')).toBeInTheDocument();
  });
});
