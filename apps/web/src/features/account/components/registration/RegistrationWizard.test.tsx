import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RegistrationWizard } from './RegistrationWizard';
import { DISCLAIMERS } from '../../testing/fixtures';
import { callsTo, envelope, json, mockFetch, renderWithProviders } from '../../testing/renderWithProviders';

afterEach(() => vi.unstubAllGlobals());

const MISMATCH = 'I codici inseriti non sono corretti. Verifica e riprova.';
const type = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const next = async (label = 'Avanti') => {
  fireEvent.click(screen.getByRole('button', { name: label }));
};

async function fillAll(withCard: boolean) {
  if (withCard) {
    fireEvent.click(screen.getByRole('radio', { name: 'Sì, ho la carta fedeltà' }));
    type(/Codice della carta/, '2700000000038');
    type(/Codice fiscale o Partita IVA/, 'VRDLCU75C15L219T');
  }
  await next();
  await screen.findByRole('heading', { name: 'Dati personali' });
  type(/^Nome/, 'Luca');
  type(/^Cognome/, 'Verdi');
  if (!withCard) type(/^Codice fiscale/, 'VRDLCU75C15L219T');
  type(/^Telefono/, '3331234567');
  await next();
  await screen.findByRole('heading', { name: 'Credenziali di accesso' });
  type(/^E-mail/, 'luca.verdi@example.com');
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'una-frase-lunga' } });
  fireEvent.change(screen.getByLabelText(/^Conferma la password/), { target: { value: 'una-frase-lunga' } });
  await next();
  for (const name of [
    /Condizioni generali/,
    /Informativa sulla privacy/,
    ...(withCard ? [/Programma fedeltà/] : []),
  ])
    fireEvent.click(await screen.findByRole('checkbox', { name }));
  await next('Registrati');
}

describe('RegistrationWizard', () => {
  it('registers without a card and then asks to check the e-mail', async () => {
    const fetchMock = mockFetch({
      'registration-disclaimer/list': () => json(envelope({ registrationDisclaimers: DISCLAIMERS })),
      'registration/register_user': () =>
        json(envelope({ userId: 9, email: 'luca.verdi@example.com', confirmationRequired: true })),
    });
    renderWithProviders(<RegistrationWizard />);
    await fillAll(false);
    expect(await screen.findByRole('heading', { name: 'Controlla la tua e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/luca.verdi@example.com/)).toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, 'registration/register_user')[0].init.body));
    expect(body).toMatchObject({
      email: 'luca.verdi@example.com',
      fiscalCode: 'VRDLCU75C15L219T',
      cardCode: null,
    });
  });

  it('goes back to the card step with the server message when card and code do not match', async () => {
    mockFetch({
      'registration-disclaimer/list': () => json(envelope({ registrationDisclaimers: DISCLAIMERS })),
      'registration/register_user': () =>
        json(
          envelope(null, {
            status: 1,
            errors: [{ error: MISMATCH, code: 'CARD_MISMATCH', field: 'cardCode' }],
            errorsMessage: [{ code: 'CARD_MISMATCH', message: MISMATCH }],
          }),
        ),
    });
    renderWithProviders(<RegistrationWizard />);
    await fillAll(true);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Carta fedeltà' })).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(MISMATCH);
    expect(screen.getByRole('textbox', { name: /Codice della carta/ })).toHaveValue('2700000000038');
  });
});
