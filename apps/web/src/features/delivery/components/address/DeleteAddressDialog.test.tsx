import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryAddress } from '@spesa/domain';
import { envelope, mockApi, renderWithProviders } from '../../testing/render';
import { DeleteAddressDialog } from './DeleteAddressDialog';

const casa = { addressId: 9, addressName: 'Casa' } as DeliveryAddress;

afterEach(() => vi.unstubAllGlobals());

describe('DeleteAddressDialog', () => {
  it('stays closed without an address', () => {
    mockApi({});
    renderWithProviders(<DeleteAddressDialog address={null} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks about the named address and closes on cancel without calling the API', () => {
    const api = mockApi({});
    const onClose = vi.fn();
    renderWithProviders(<DeleteAddressDialog address={casa} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: "Eliminare l'indirizzo?" });
    expect(within(dialog).getByText("Vuoi davvero eliminare l'indirizzo «Casa»?")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(onClose).toHaveBeenCalled();
    expect(api).not.toHaveBeenCalled();
  });

  it('deletes the address on confirm, then closes', async () => {
    const api = mockApi({ 'user-address/delete': () => envelope({ addresses: [] }) });
    const onClose = vi.fn();
    renderWithProviders(<DeleteAddressDialog address={casa} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url] = api.mock.calls.find(([u]) => String(u).includes('user-address/delete'))!;
    expect(new URL(String(url), 'http://localhost').searchParams.get('address_id')).toBe('9');
  });
});
