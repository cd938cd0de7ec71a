import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SSO_ERRORS, SSO_POPUP_MESSAGE, type LoginOptions } from '@spesa/domain';
import { LoginForm } from './LoginForm';
import { browserWindow } from '../../api/externalLogin';
import { MARIO } from '../../testing/fixtures';
import {
  callsTo,
  envelope,
  json,
  LocationProbe,
  mockFetch,
  renderWithProviders,
} from '../../testing/renderWithProviders';

const ALL: LoginOptions = { google: true, facebook: true, saml: true, antibotSiteKey: null };
const GOOGLE_START = '/ebsn/api/social-redir/google/start?relay_state_url=%2Fsocial-login%2Fdone';

function setup(options: Partial<LoginOptions> = ALL, { route = '/category/frutta' } = {}) {
  const fetchMock = mockFetch({
    'auth/login-options': () =>
      json(envelope({ google: false, facebook: false, saml: false, antibotSiteKey: null, ...options })),
    'auth/test': () => json(envelope({ user: MARIO, cartId: null })),
  });
  const onLoggedIn = vi.fn();
  const onNavigate = vi.fn();
  renderWithProviders(
    <>
      <LoginForm onLoggedIn={onLoggedIn} onNavigate={onNavigate} />
      <LocationProbe />
    </>,
    { route },
  );
  return { fetchMock, onLoggedIn, onNavigate };
}

function fakePopup() {
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    focus: vi.fn(),
  };
  return popup;
}

/** What the done page posts from the popup. */
function postFromPopup(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

const googleButton = () => screen.findByRole('button', { name: 'Accedi con Google' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('LoginForm external logins', () => {
  it('shows a button per provider the shop offers, after an "oppure" divider', async () => {
    setup();
    expect(await googleButton()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accedi con Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accedi con SSO aziendale' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Altri modi di accedere' })).toBeInTheDocument();
    expect(screen.getByText('oppure')).toBeInTheDocument();
  });

  it('shows only the configured providers', async () => {
    setup({ facebook: true });
    expect(await screen.findByRole('button', { name: 'Accedi con Facebook' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accedi con Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accedi con SSO aziendale' })).not.toBeInTheDocument();
  });

  it('hides the whole section when none is configured, or when the options cannot be read', async () => {
    const { fetchMock } = setup({});
    await waitFor(() => expect(callsTo(fetchMock, 'auth/login-options')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByText('oppure')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accedi con/ })).not.toBeInTheDocument();
  });

  it('opens a centred 500x650 popup on the start URL and shows the progress with a cancel', async () => {
    setup();
    const popup = fakePopup();
    const open = vi.spyOn(browserWindow, 'open').mockReturnValue(popup as unknown as Window);
    const assign = vi.spyOn(browserWindow, 'assign').mockImplementation(() => {});
    fireEvent.click(await googleButton());
    expect(open).toHaveBeenCalledWith(GOOGLE_START, expect.any(String), expect.stringContaining('width=500'));
    expect(open.mock.calls[0][2]).toContain('height=650');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Accesso in corso');
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(popup.close).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('navigates the whole page to the start URL when the popup is blocked', async () => {
    setup();
    vi.spyOn(browserWindow, 'open').mockReturnValue(null);
    const assign = vi.spyOn(browserWindow, 'assign').mockImplementation(() => {});
    fireEvent.click(await screen.findByRole('button', { name: 'Accedi con Facebook' }));
    expect(assign).toHaveBeenCalledWith(
      '/ebsn/api/social-redir/facebook/start?relay_state_url=%2Fsocial-login%2Fdone',
    );
    // The page comes back to where the shopper was.
    expect(sessionStorage.getItem('spesa.ssoReturn')).toBe('/category/frutta');
    expect(screen.getByRole('status')).toHaveTextContent('Accesso in corso');
  });

  it('sends SAML through a full-page navigation', async () => {
    setup();
    const open = vi.spyOn(browserWindow, 'open');
    const assign = vi.spyOn(browserWindow, 'assign').mockImplementation(() => {});
    fireEvent.click(await screen.findByRole('button', { name: 'Accedi con SSO aziendale' }));
    expect(open).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/ebsn/api/saml/do-login?relay_state_url=%2Fsocial-login%2Fdone');
  });

  it('ok from the popup: checks auth/test, stores the flag and reports the user', async () => {
    localStorage.setItem('spesa.session', 'stale-visitor-token');
    const { fetchMock, onLoggedIn } = setup();
    vi.spyOn(browserWindow, 'open').mockReturnValue(fakePopup() as unknown as Window);
    fireEvent.click(await googleButton());
    postFromPopup({ type: SSO_POPUP_MESSAGE, result: 'ok', error: null });
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ userId: 1 })));
    expect(localStorage.getItem('spesa.authenticated')).toBe('true');
    // The popup's session is in the cookie: no stale marker may shadow it.
    const [check] = callsTo(fetchMock, 'auth/test');
    expect((check.init.headers as Record<string, string>)['X-Ebsn-Session']).toBeUndefined();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('register from the popup: goes to the prefilled registration and closes the dialog', async () => {
    const { onLoggedIn, onNavigate } = setup();
    vi.spyOn(browserWindow, 'open').mockReturnValue(fakePopup() as unknown as Window);
    fireEvent.click(await googleButton());
    postFromPopup({ type: SSO_POPUP_MESSAGE, result: 'register', error: null });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/registration-user?sso=1'));
    expect(onNavigate).toHaveBeenCalled();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('error from the popup: the reason in the message area', async () => {
    const { onLoggedIn } = setup();
    vi.spyOn(browserWindow, 'open').mockReturnValue(fakePopup() as unknown as Window);
    fireEvent.click(await googleButton());
    postFromPopup({ type: SSO_POPUP_MESSAGE, result: 'error', error: 'SSO_CANCELLED' });
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_ERRORS.SSO_CANCELLED);
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('reads an unknown error code as a generic failure', async () => {
    setup();
    vi.spyOn(browserWindow, 'open').mockReturnValue(fakePopup() as unknown as Window);
    fireEvent.click(await googleButton());
    postFromPopup({ type: SSO_POPUP_MESSAGE, result: 'error', error: '<b>x</b>' });
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_ERRORS.SSO_FAILED);
  });

  it('ignores messages of other origins and other shapes', async () => {
    const { onLoggedIn } = setup();
    vi.spyOn(browserWindow, 'open').mockReturnValue(fakePopup() as unknown as Window);
    fireEvent.click(await googleButton());
    postFromPopup({ type: SSO_POPUP_MESSAGE, result: 'ok', error: null }, 'https://evil.example');
    postFromPopup({ type: 'other', result: 'ok' });
    postFromPopup('ok');
    await act(async () => {});
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Accesso in corso');
  });

  it('still hears the outcome on the channel when the browser cut the popup off', async () => {
    const { onLoggedIn } = setup();
    const popup = fakePopup();
    vi.spyOn(browserWindow, 'open').mockReturnValue(popup as unknown as Window);
    fireEvent.click(await googleButton());
    const marked = JSON.parse(localStorage.getItem('spesa.ssoPopup') ?? 'null') as { id: string };
    expect(marked.id).toEqual(expect.any(String));
    // A severed popup looks closed to the opener.
    popup.closed = true;
    const done = new BroadcastChannel(SSO_POPUP_MESSAGE);
    const acks: unknown[] = [];
    done.onmessage = (e) => acks.push(e.data);
    try {
      done.postMessage({ type: SSO_POPUP_MESSAGE, result: 'ok', error: null, id: 'another-attempt' });
      done.postMessage({ type: SSO_POPUP_MESSAGE, result: 'ok', error: null, id: marked.id });
      await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ userId: 1 })));
      expect(onLoggedIn).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(acks).toEqual([{ type: `${SSO_POPUP_MESSAGE}:ack`, id: marked.id }]));
      expect(localStorage.getItem('spesa.ssoPopup')).toBeNull();
    } finally {
      done.close();
    }
  });

  it('resets when the shopper closes the popup', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup();
    const popup = fakePopup();
    vi.spyOn(browserWindow, 'open').mockReturnValue(popup as unknown as Window);
    fireEvent.click(await googleButton());
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByRole('status')).toHaveTextContent('Accesso in corso');
    popup.closed = true;
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Accedi con Google' })).toBeEnabled();
  });
});
