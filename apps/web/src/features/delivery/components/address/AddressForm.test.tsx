import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderWithProviders } from '../../testing/render';
import { AddressForm } from './AddressForm';
import { EMPTY_ADDRESS, type AddressFormInput } from './addressSchema';

const filled: AddressFormInput = {
  ...EMPTY_ADDRESS,
  addressName: 'Casa',
  address1: 'Via Dante',
  addressNumber: '12',
  city: 'Milano',
  province: 'MI',
  postalcode: '24122',
  phone: '3331234567',
};
const saved = { addressId: 9, addressName: 'Casa' };
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));

afterEach(() => vi.unstubAllGlobals());

describe('AddressForm', () => {
  it('shows the spec messages before calling the API', async () => {
    const api = mockApi({});
    renderWithProviders(<AddressForm initial={EMPTY_ADDRESS} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/^CAP/), '123');
    await userEvent.type(screen.getByLabelText(/^Telefono/), '12');
    submit();
    expect(await screen.findByText('Il CAP deve essere di 4 o 5 cifre')).toBeInTheDocument();
    expect(screen.getByText('Digitare un numero di telefono valido')).toBeInTheDocument();
    expect(screen.getAllByText('Campo obbligatorio').length).toBeGreaterThanOrEqual(5);
    expect(api).not.toHaveBeenCalled();
  });

  it("asks 'Salvare comunque?' for a not validated address, then saves", async () => {
    const warning = 'Il CAP 24122 non corrisponde alla provincia MI. Vuoi salvarlo comunque?';
    const api = mockApi({
      'user-address/check': () =>
        envelope(
          { covered: true, validated: false },
          { warningsMessage: [{ code: 'ADDRESS_NOT_VALIDATED', message: warning }] },
        ),
      'user-address/update': () => envelope({ address: saved }),
      'cart/view': () => envelope(null),
    });
    const onSaved = vi.fn();
    renderWithProviders(<AddressForm initial={filled} onSaved={onSaved} onCancel={vi.fn()} />);
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Salvare comunque?' });
    expect(within(dialog).getByText(warning)).toBeInTheDocument();
    expect(api.mock.calls.some(([u]) => String(u).includes('user-address/update'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva comunque' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const update = api.mock.calls.find(([u]) => String(u).includes('user-address/update'));
    expect(JSON.parse(String(update?.[1]?.body))).toMatchObject({ postalcode: '24122', province: 'MI' });
  });

  it('saves straight away when the address is verified', async () => {
    mockApi({
      'user-address/check': () => envelope({ covered: true, validated: true }),
      'user-address/update': () => envelope({ address: saved }),
    });
    const onSaved = vi.fn();
    renderWithProviders(
      <AddressForm initial={{ ...filled, postalcode: '20121' }} onSaved={onSaved} onCancel={vi.fn()} />,
    );
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the refusal of an uncovered address and offers 'Richiedi l'attivazione'", async () => {
    const refusal = 'Ci dispiace, la consegna a domicilio non è ancora attiva nella provincia di RM.';
    const api = mockApi({
      'user-address/check': () =>
        envelope(null, { status: 1, errorsMessage: [{ code: 'ADDRESS_NOT_COVERED', message: refusal }] }),
      'eurospin-address-form/save-new-address': () => envelope(null),
    });
    renderWithProviders(
      <AddressForm
        initial={{ ...filled, city: 'Roma', province: 'RM', postalcode: '00100' }}
        onSaved={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    submit();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "Richiedi l'attivazione" }));
    await waitFor(() =>
      expect(api.mock.calls.some(([u]) => String(u).includes('eurospin-address-form/save-new-address'))).toBe(
        true,
      ),
    );
  });
});
