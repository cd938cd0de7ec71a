import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { appEvents, type Notice } from '../../../../lib/events';
import { LoginForm } from './LoginForm';
import { ANTIBOT_SCRIPT_URL, resetAntibotForTests } from '../../api/antibot';
import { MARIO } from '../../testing/fixtures';
import { callsTo, envelope, json, mockFetch, renderWithProviders } from '../../testing/renderWithProviders';

const MFA_TEXT =
  "Ti abbiamo inviato un codice di verifica all'indirizzo e-mail di registrazione. Se non lo trovi, controlla anche nella cartella spam.";
const mfaAnswer = (seconds = 180) =>
  json(
    envelope(
      { mfa: { required: true, resendAfterSeconds: seconds } },
      { status: 4, infosMessage: [{ code: 'MFA_REQUIRED', message: MFA_TEXT }] },
    ),
  );

function setup(loginAnswer: () => Response) {
  const fetchMock = mockFetch({
    'auth/login': loginAnswer,
    'auth/test': () => json(envelope({ user: MARIO, cartId: null })),
  });
  const onLoggedIn = vi.fn();
  renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
  return { fetchMock, onLoggedIn };
}

const email = () => screen.getByRole('textbox', { name: /E-mail/ });
const password = () => screen.getByLabelText(/^Password/);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoginForm credentials', () => {
  it('asks for the e-mail and the password with the spec messages, without calling the API', async () => {
    const { fetchMock } = setup(() => json(envelope(null)));
    submit();
    expect(await screen.findByText("Digitare l'e-mail")).toBeInTheDocument();
    expect(screen.getByText('Digitare la password')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'auth/login')).toHaveLength(0);
  });

  it('checks the e-mail format', async () => {
    setup(() => json(envelope(null)));
    fireEvent.input(email(), { target: { value: 'mario@' } });
    fireEvent.blur(email());
    expect(await screen.findByText('Digitare una e-mail valida')).toBeInTheDocument();
  });

  it('has a show/hide toggle whose label says what it does', () => {
    setup(() => json(envelope(null)));
    expect(password()).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostra la password' }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Nascondi la password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("shows the login's warning of a visitor cart merged with lowered quantities", async () => {
    const capped = {
      code: 'CART_MERGE_CAPPED',
      message: 'Alcune quantità del carrello sono state ridotte ai massimi consentiti',
    };
    const notices: Notice[] = [];
    const off = appEvents.on('notice', (n) => notices.push(n));
    const { onLoggedIn } = setup(() =>
      json(envelope({ user: MARIO, cartId: 9 }, { warningsMessage: [capped] })),
    );
    fireEvent.input(email(), { target: { value: 'mario.rossi@example.com' } });
    fireEvent.input(password(), { target: { value: 'Spesa2026!' } });
    submit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    off();
    expect(notices).toEqual([expect.objectContaining({ variant: 'warning', ...capped })]);
  });

  it('posts a trimmed username as a form, re-checks auth/test and reports the user', async () => {
    const { fetchMock, onLoggedIn } = setup(() => json(envelope({ user: MARIO, cartId: null })));
    fireEvent.input(email(), { target: { value: '  mario.rossi@example.com  ' } });
    fireEvent.input(password(), { target: { value: 'Spesa2026!' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ricordami' }));
    submit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ userId: 1 })));
    const [call] = callsTo(fetchMock, 'auth/login');
    expect(call.init.method).toBe('POST');
    expect((call.init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(Object.fromEntries(call.form)).toEqual({
      login: 'mario.rossi@example.com',
      password: 'Spesa2026!',
      remember_me: 'true',
    });
    expect(callsTo(fetchMock, 'auth/test')).toHaveLength(1);
    expect(localStorage.getItem('spesa.authenticated')).toBe('true');
  });

  it('shows the server error in the message area', async () => {
    setup(() =>
      json(
        envelope(null, {
          status: 1,
          errors: [{ error: 'Credenziali Errate', code: 'INVALID_CREDENTIALS' }],
          errorsMessage: [{ code: 'INVALID_CREDENTIALS', message: 'Credenziali Errate' }],
        }),
      ),
    );
    fireEvent.input(email(), { target: { value: 'mario.rossi@example.com' } });
    fireEvent.input(password(), { target: { value: 'sbagliata' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenziali Errate');
  });

  it('shows the 429 message of too many attempts', async () => {
    const message = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';
    setup(() => json(envelope(null, { status: 1, errorsMessage: [{ code: 'RATE_LIMITED', message }] }), 429));
    fireEvent.input(email(), { target: { value: 'mario.rossi@example.com' } });
    fireEvent.input(password(), { target: { value: 'x' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('LoginForm code step (status 4)', () => {
  async function toCodeStep(answers: Array<() => Response>) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let n = 0;
    const ctx = setup(() => answers[Math.min(n++, answers.length - 1)]());
    fireEvent.input(email(), { target: { value: 'giulia.bianchi@example.com' } });
    fireEvent.input(password(), { target: { value: 'Spesa2026!' } });
    submit();
    await screen.findByRole('textbox', { name: /Codice di verifica/ });
    // Let the step's effects run (focus, the countdown's interval) before time moves.
    await act(async () => {});
    return ctx;
  }

  it('replaces the credentials with the code field and the sent-to-e-mail text', async () => {
    await toCodeStep([mfaAnswer]);
    expect(screen.getByText(MFA_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Codice di verifica/ })).toHaveFocus();
  });

  it('does nothing with fewer than 6 characters, submits the pin with the credentials otherwise', async () => {
    const { fetchMock, onLoggedIn } = await toCodeStep([
      mfaAnswer,
      () => json(envelope({ user: MARIO, cartId: null })),
    ]);
    const code = screen.getByRole('textbox', { name: /Codice di verifica/ });
    fireEvent.input(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma il codice' }));
    await act(async () => {});
    expect(callsTo(fetchMock, 'auth/login')).toHaveLength(1);
    fireEvent.input(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma il codice' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    const second = callsTo(fetchMock, 'auth/login')[1].form;
    expect(second.get('mfa_pin')).toBe('123456');
    expect(second.get('login')).toBe('giulia.bianchi@example.com');
    expect(second.get('password')).toBe('Spesa2026!');
  });

  it('counts down 180 s, then offers a resend that re-submits with resend_mfa_pin and restarts', async () => {
    const { fetchMock } = await toCodeStep([mfaAnswer]);
    expect(screen.getByText('Potrai richiedere un nuovo codice tra 180 secondi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invia un nuovo codice' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Potrai richiedere un nuovo codice tra 120 secondi')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(120_000));
    const resend = screen.getByRole('button', { name: 'Invia un nuovo codice' });
    fireEvent.click(resend);
    await screen.findByText('Potrai richiedere un nuovo codice tra 180 secondi');
    const calls = callsTo(fetchMock, 'auth/login');
    expect(calls).toHaveLength(2);
    expect(calls[1].form.get('resend_mfa_pin')).toBe('true');
    expect(calls[1].form.get('mfa_pin')).toBeNull();
    expect(screen.getByText(/Ti abbiamo inviato un nuovo codice/)).toBeInTheDocument();
  });

  it('follows the wait the server asks for when a resend comes too early', async () => {
    const tooSoon = () =>
      json(
        envelope(
          { mfa: { required: true, resendAfterSeconds: 42 } },
          {
            status: 1,
            errorsMessage: [
              { code: 'MFA_RESEND_TOO_SOON', message: 'Potrai richiedere un nuovo codice tra 42 secondi.' },
            ],
          },
        ),
      );
    await toCodeStep([() => mfaAnswer(0), tooSoon]);
    fireEvent.click(screen.getByRole('button', { name: 'Invia un nuovo codice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('tra 42 secondi');
    expect(screen.getByText('Potrai richiedere un nuovo codice tra 42 secondi')).toBeInTheDocument();
  });

  it('goes back to the credentials keeping the e-mail', async () => {
    await toCodeStep([mfaAnswer]);
    fireEvent.click(screen.getByRole('button', { name: 'Accedi con un altro account' }));
    expect(email()).toHaveValue('giulia.bianchi@example.com');
  });
});

describe('LoginForm anti-bot token (token_recaptcha)', () => {
  const KEY = 'site-key-1';

  function setupWithOptions(antibotSiteKey: string | null, answers: Array<() => Response>) {
    let n = 0;
    const fetchMock = mockFetch({
      'auth/login-options': () =>
        json(envelope({ google: false, facebook: false, saml: false, antibotSiteKey })),
      'auth/login': () => answers[Math.min(n++, answers.length - 1)](),
      'auth/test': () => json(envelope({ user: MARIO, cartId: null })),
    });
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
    return { fetchMock, onLoggedIn };
  }

  function fakeGrecaptcha() {
    let n = 0;
    window.grecaptcha = {
      ready: (cb: () => void) => cb(),
      execute: vi.fn(() => Promise.resolve(`tok-${++n}`)),
    };
    return window.grecaptcha;
  }

  function fillAndSubmit() {
    fireEvent.input(email(), { target: { value: 'mario.rossi@example.com' } });
    fireEvent.input(password(), { target: { value: 'Spesa2026!' } });
    submit();
  }

  afterEach(() => {
    delete window.grecaptcha;
    document.head.querySelectorAll(`script[src^="${ANTIBOT_SCRIPT_URL}"]`).forEach((s) => s.remove());
    resetAntibotForTests();
  });

  it('sends the token of the login action as a query parameter when the shop has a site key', async () => {
    const g = fakeGrecaptcha();
    const { fetchMock, onLoggedIn } = setupWithOptions(KEY, [
      () => json(envelope({ user: MARIO, cartId: null })),
    ]);
    fillAndSubmit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    const [call] = callsTo(fetchMock, 'auth/login');
    expect(call.query.get('token_recaptcha')).toBe('tok-1');
    expect(call.form.get('token_recaptcha')).toBeNull();
    expect(g.execute).toHaveBeenCalledWith(KEY, { action: 'login' });
  });

  it('loads the provider script only when a key is configured, as the form shows', async () => {
    const { fetchMock } = setupWithOptions(KEY, [() => json(envelope(null))]);
    await waitFor(() =>
      expect(document.head.querySelector(`script[src="${ANTIBOT_SCRIPT_URL}?render=${KEY}"]`)).not.toBeNull(),
    );
    expect(callsTo(fetchMock, 'auth/login')).toHaveLength(0);
  });

  it('sends no token and loads no script without a site key', async () => {
    const { fetchMock, onLoggedIn } = setupWithOptions(null, [
      () => json(envelope({ user: MARIO, cartId: null })),
    ]);
    fillAndSubmit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    const [call] = callsTo(fetchMock, 'auth/login');
    expect(call.query.has('token_recaptcha')).toBe(false);
    expect(document.head.querySelector(`script[src^="${ANTIBOT_SCRIPT_URL}"]`)).toBeNull();
  });

  it('logs in without a token when the provider cannot load', async () => {
    const { fetchMock, onLoggedIn } = setupWithOptions(KEY, [
      () => json(envelope({ user: MARIO, cartId: null })),
    ]);
    await waitFor(() =>
      expect(document.head.querySelector(`script[src^="${ANTIBOT_SCRIPT_URL}"]`)).not.toBeNull(),
    );
    document.head.querySelector(`script[src^="${ANTIBOT_SCRIPT_URL}"]`)!.dispatchEvent(new Event('error'));
    fillAndSubmit();
    // The submit tries once more; that load fails too.
    await waitFor(() =>
      expect(document.head.querySelector(`script[src^="${ANTIBOT_SCRIPT_URL}"]`)).not.toBeNull(),
    );
    document.head.querySelector(`script[src^="${ANTIBOT_SCRIPT_URL}"]`)!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'auth/login')[0].query.has('token_recaptcha')).toBe(false);
  });

  it('sends no token with the code (mfa_pin), a fresh one with a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeGrecaptcha();
    const { fetchMock, onLoggedIn } = setupWithOptions(KEY, [
      () => mfaAnswer(0),
      () => mfaAnswer(180),
      () => json(envelope({ user: MARIO, cartId: null })),
    ]);
    fillAndSubmit();
    await screen.findByRole('textbox', { name: /Codice di verifica/ });
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Invia un nuovo codice' }));
    await screen.findByText('Potrai richiedere un nuovo codice tra 180 secondi');
    fireEvent.input(screen.getByRole('textbox', { name: /Codice di verifica/ }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma il codice' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    const calls = callsTo(fetchMock, 'auth/login');
    expect(calls).toHaveLength(3);
    expect(calls[0].query.get('token_recaptcha')).toBe('tok-1');
    expect(calls[1].form.get('resend_mfa_pin')).toBe('true');
    expect(calls[1].query.get('token_recaptcha')).toBe('tok-2');
    expect(calls[2].form.get('mfa_pin')).toBe('123456');
    expect(calls[2].query.has('token_recaptcha')).toBe(false);
  });
});
