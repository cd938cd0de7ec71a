import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { appEvents, type Notice } from '../../../../lib/events';
import { RegistrationWizard } from './RegistrationWizard';
import { DISCLAIMERS, MARIO } from '../../testing/fixtures';
import {
  callsTo,
  envelope,
  json,
  LocationProbe,
  mockFetch,
  renderWithProviders,
} from '../../testing/renderWithProviders';

afterEach(() => vi.unstubAllGlobals());

/** The step checks of card and e-mail (decision 0040), answering 'valid' unless a test says otherwise. */
const CHECKS_PASS = {
  'registration/check_card': () => json(envelope({ valid: true })),
  'registration/check_email': () => json(envelope({ valid: true })),
};
const TAKEN = 'Indirizzo e-mail già registrato';

const MISMATCH = 'I codici inseriti non sono corretti. Verifica e riprova.';
const type = (name: RegExp, value: string) =>
  fireEvent.input(screen.getByRole('textbox', { name }), { target: { value } });
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
  fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'una-frase-lunga' } });
  fireEvent.input(screen.getByLabelText(/^Conferma la password/), { target: { value: 'una-frase-lunga' } });
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
      ...CHECKS_PASS,
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
    // Without a card there is nothing to check at the card step; the e-mail is checked at its own.
    expect(callsTo(fetchMock, 'registration/check_card')).toHaveLength(0);
    expect(callsTo(fetchMock, 'registration/check_email')[0].query.get('e_mail')).toBe(
      'luca.verdi@example.com',
    );
  });

  it('goes back to the card step with the server message when card and code do not match', async () => {
    mockFetch({
      ...CHECKS_PASS,
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

describe('RegistrationWizard after a login through a provider (?sso=1)', () => {
  const PROFILE = {
    provider: 'google',
    email: 'mario.rossi@example.com',
    firstName: 'Mario',
    lastName: 'Rossi',
  };

  function setup(registered: { confirmationRequired: boolean }, profile: unknown = PROFILE) {
    const fetchMock = mockFetch({
      ...CHECKS_PASS,
      'registration/social_user_detail': () => json(envelope(profile)),
      'registration-disclaimer/list': () => json(envelope({ registrationDisclaimers: DISCLAIMERS })),
      'registration/register_user': () =>
        json(envelope({ userId: 1, email: 'mario.rossi@example.com', ...registered })),
      'auth/test': () => json(envelope({ user: MARIO, cartId: null })),
    });
    renderWithProviders(
      <>
        <RegistrationWizard />
        <LocationProbe />
      </>,
      { route: '/registration-user?sso=1' },
    );
    return fetchMock;
  }

  async function completeWithPrefill() {
    await next();
    await screen.findByRole('heading', { name: 'Dati personali' });
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Mario');
    expect(screen.getByRole('textbox', { name: /^Cognome/ })).toHaveValue('Rossi');
    type(/^Codice fiscale/, 'RSSMRA80A01H501U');
    type(/^Telefono/, '3331234567');
    await next();
    await screen.findByRole('heading', { name: 'Credenziali di accesso' });
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('mario.rossi@example.com');
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'una-frase-lunga' } });
    fireEvent.input(screen.getByLabelText(/^Conferma la password/), {
      target: { value: 'una-frase-lunga' },
    });
    await next();
    for (const name of [/Condizioni generali/, /Informativa sulla privacy/])
      fireEvent.click(await screen.findByRole('checkbox', { name }));
    await next('Registrati');
  }

  it('prefills name and e-mail, says where they come from, and ends logged in at the shop', async () => {
    const notices: Notice[] = [];
    const stop = appEvents.on('notice', (n) => notices.push(n));
    const fetchMock = setup({ confirmationRequired: false });
    const note = await screen.findByText(/^Completa la registrazione/);
    expect(note.closest('[role="status"]')).toHaveTextContent(
      'Completa la registrazione: abbiamo ricevuto nome ed e-mail dal tuo account Google.',
    );
    await completeWithPrefill();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    await waitFor(() => expect(callsTo(fetchMock, 'auth/test')).toHaveLength(1));
    await waitFor(() =>
      expect(notices).toEqual([
        expect.objectContaining({
          variant: 'success',
          message: 'Registrazione completata: ti diamo il benvenuto in Spesa, Mario Rossi!',
        }),
      ]),
    );
    expect(localStorage.getItem('spesa.authenticated')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Controlla la tua e-mail' })).not.toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, 'registration/register_user')[0].init.body));
    expect(body).toMatchObject({ email: 'mario.rossi@example.com', firstName: 'Mario', lastName: 'Rossi' });
    expect(body.password).toBe('una-frase-lunga');
    stop();
  });

  it('names the company account for SAML, and still asks to confirm the e-mail when the server says so', async () => {
    setup({ confirmationRequired: true }, { ...PROFILE, provider: 'saml' });
    expect(await screen.findByText(/^Completa la registrazione/)).toHaveTextContent(
      'dal tuo account aziendale.',
    );
    await completeWithPrefill();
    expect(await screen.findByRole('heading', { name: 'Controlla la tua e-mail' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/registration-user?sso=1');
  });

  it('without a provider profile: the usual empty form, no note', async () => {
    mockFetch({
      'registration/social_user_detail': () => json(envelope(null)),
      'registration-disclaimer/list': () => json(envelope({ registrationDisclaimers: DISCLAIMERS })),
    });
    renderWithProviders(<RegistrationWizard />, { route: '/registration-user?sso=1' });
    await screen.findByRole('heading', { name: 'Carta fedeltà' });
    expect(screen.queryByText(/Completa la registrazione/)).not.toBeInTheDocument();
    await next();
    await screen.findByRole('heading', { name: 'Dati personali' });
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('');
  });
});

describe('RegistrationWizard checks card and e-mail at their own steps', () => {
  const refusal = (code: string, message: string, field?: string) =>
    json(
      envelope(null, {
        status: 1,
        errors: [{ error: message, code, ...(field ? { field } : {}) }],
        errorsMessage: [{ code, message }],
      }),
    );

  it('stays on the card step with the spec message when card and fiscal code do not match', async () => {
    const fetchMock = mockFetch({
      'registration-disclaimer/list': () => json(envelope({ registrationDisclaimers: DISCLAIMERS })),
      'registration/check_card': () => refusal('CARD_MISMATCH', MISMATCH, 'cardCode'),
    });
    renderWithProviders(<RegistrationWizard />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Sì, ho la carta fedeltà' }));
    type(/Codice della carta/, '2700000000038');
    type(/Codice fiscale o Partita IVA/, 'vrdlcu75c15l219t');
    await next();
    expect(await screen.findByRole('alert')).toHaveTextContent(MISMATCH);
    expect(screen.getByRole('heading', { name: 'Carta fedeltà' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dati personali' })).not.toBeInTheDocument();
    const [check] = callsTo(fetchMock, 'registration/check_card');
    expect(check.query.get('card_code')).toBe('2700000000038');
    expect(check.query.get('fiscal_code')).toBe('VRDLCU75C15L219T');
    expect(callsTo(fetchMock, 'registration/register_user')).toHaveLength(0);
  });

  it('moves on from the card step once the server accepts the pair', async () => {
    mockFetch({
      ...CHECKS_PASS,
      'registration-disclaimer/list': () => json(envelope({ registrationDisclaimers: DISCLAIMERS })),
    });
    renderWithProviders(<RegistrationWizard />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Sì, ho la carta fedeltà' }));
    type(/Codice della carta/, '2700000000021');
    type(/Codice fiscale o Partita IVA/, 'VRDLCU75C15L219T');
    await next();
    expect(await screen.findByRole('heading', { name: 'Dati personali' })).toBeInTheDocument();
  });

  it('stays on the credentials step with the message on the e-mail field when the address is taken', async () => {
    const fetchMock = mockFetch({
      'registration-disclaimer/list': () => json(envelope({ registrationDisclaimers: DISCLAIMERS })),
      'registration/check_email': () => refusal('EMAIL_ALREADY_REGISTERED', TAKEN, 'email'),
    });
    renderWithProviders(<RegistrationWizard />);
    await next();
    await screen.findByRole('heading', { name: 'Dati personali' });
    type(/^Nome/, 'Luca');
    type(/^Cognome/, 'Verdi');
    type(/^Codice fiscale/, 'VRDLCU75C15L219T');
    type(/^Telefono/, '3331234567');
    await next();
    await screen.findByRole('heading', { name: 'Credenziali di accesso' });
    type(/^E-mail/, 'mario.rossi@example.com');
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'una-frase-lunga' } });
    fireEvent.input(screen.getByLabelText(/^Conferma la password/), { target: { value: 'una-frase-lunga' } });
    await next();
    const field = screen.getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(TAKEN));
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole('checkbox', { name: /Condizioni generali/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'registration/register_user')).toHaveLength(0);
  });
});
