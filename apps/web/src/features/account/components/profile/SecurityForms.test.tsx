import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { appEvents, type Notice } from '../../../../lib/events';
import ResetPasswordRequestPage from '../../pages/ResetPasswordRequestPage';
import { callsTo, envelope, json, mockFetch, renderWithProviders } from '../../testing/renderWithProviders';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';

// The forms call their endpoints through the hooks of features/account/api: these tests check
// what the shopper sees and what reaches the server, whatever hook sits in between.

afterEach(() => vi.unstubAllGlobals());

const info = (code: string, message: string) => json(envelope(null, { infosMessage: [{ code, message }] }));
const refusal = (code: string, message: string, field: string) =>
  json(
    envelope(null, {
      status: 1,
      errors: [{ error: message, code, field }],
      errorsMessage: [{ code, message }],
    }),
  );
const password = (label: RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('ChangePasswordForm', () => {
  function fill() {
    password(/^Password attuale/, 'vecchia-password');
    password(/^Nuova password/, 'una-frase-lunga-nuova');
    password(/^Conferma la nuova password/, 'una-frase-lunga-nuova');
    fireEvent.click(screen.getByRole('button', { name: 'Cambia password' }));
  }

  it('sends the old and the new password, then toasts the server’s confirmation and empties the form', async () => {
    const notices: Notice[] = [];
    const stop = appEvents.on('notice', (n) => notices.push(n));
    const fetchMock = mockFetch({
      'registration/update_password': () =>
        info('PASSWORD_UPDATED', 'Password aggiornata. Le altre sessioni sono state chiuse.'),
    });
    renderWithProviders(<ChangePasswordForm email="mario.rossi@example.com" />);
    fill();
    await waitFor(() =>
      expect(notices).toEqual([
        expect.objectContaining({
          variant: 'success',
          message: 'Password aggiornata. Le altre sessioni sono state chiuse.',
        }),
      ]),
    );
    const [call] = callsTo(fetchMock, 'registration/update_password');
    expect(call.query.get('old_password')).toBe('vecchia-password');
    expect(call.query.get('new_password')).toBe('una-frase-lunga-nuova');
    await waitFor(() => expect(screen.getByLabelText(/^Password attuale/)).toHaveValue(''));
    stop();
  });

  it('puts a wrong current password on its field', async () => {
    mockFetch({
      'registration/update_password': () =>
        refusal('WRONG_PASSWORD', 'La password attuale non è corretta.', 'old_password'),
    });
    renderWithProviders(<ChangePasswordForm email="mario.rossi@example.com" />);
    fill();
    const field = screen.getByLabelText(/^Password attuale/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('La password attuale non è corretta.');
  });
});

describe('ChangeEmailForm', () => {
  it('sends the new address trimmed and says a link went there', async () => {
    const fetchMock = mockFetch({ 'registration/update_email_request': () => json(envelope(null)) });
    renderWithProviders(<ChangeEmailForm email="mario.rossi@example.com" />);
    fireEvent.input(screen.getByRole('textbox', { name: /^Nuovo indirizzo e-mail/ }), {
      target: { value: '  mario.nuovo@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Invia il link di conferma' }));
    expect(
      await screen.findByText(
        "Ti abbiamo inviato un'e-mail al nuovo indirizzo: apri il link per confermare la modifica.",
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'registration/update_email_request')[0].query.get('new_email')).toBe(
      'mario.nuovo@example.com',
    );
  });
});

describe('ResetPasswordRequestPage', () => {
  it('sends e-mail and fiscal code trimmed and shows the same answer whatever the account', async () => {
    const fetchMock = mockFetch({ 'registration/password_reset_token_request': () => json(envelope(null)) });
    renderWithProviders(<ResetPasswordRequestPage />);
    fireEvent.input(screen.getByRole('textbox', { name: /^E-mail/ }), {
      target: { value: ' mario.rossi@example.com ' },
    });
    fireEvent.input(screen.getByRole('textbox', { name: /^Codice fiscale o Partita IVA/ }), {
      target: { value: 'RSSMRA80A01H501U ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(
      await screen.findByText(
        "Se i dati inseriti corrispondono a un account, riceverai un'e-mail con le istruzioni per reimpostare la password.",
      ),
    ).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'registration/password_reset_token_request');
    expect(call.query.get('e_mail')).toBe('mario.rossi@example.com');
    expect(call.query.get('fiscal_code')).toBe('RSSMRA80A01H501U');
  });
});
