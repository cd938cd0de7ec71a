import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { SSO_ERRORS, SSO_POPUP_MESSAGE } from '@spesa/domain';
import { appEvents, type Notice } from '../../../lib/events';
import SocialLoginDonePage from './SocialLoginDonePage';
import LoginPage from './LoginPage';
import { MARIO } from '../testing/fixtures';
import {
  callsTo,
  envelope,
  json,
  LocationProbe,
  mockFetch,
  renderWithProviders,
} from '../testing/renderWithProviders';

const ANONYMOUS = () => json(envelope({ user: { userId: -1 }, cartId: null }));

function renderDone(search: string, { loggedIn = true } = {}) {
  const fetchMock = mockFetch({
    'auth/test': () => (loggedIn ? json(envelope({ user: MARIO, cartId: null })) : ANONYMOUS()),
  });
  renderWithProviders(
    <Routes>
      <Route path="/social-login/done" element={<SocialLoginDonePage />} />
      <Route
        path="/login"
        element={
          <>
            <LoginPage />
            <LocationProbe />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: `/social-login/done${search}` },
  );
  return fetchMock;
}

let notices: Notice[] = [];
let stopListening = () => {};
beforeEach(() => {
  notices = [];
  stopListening = appEvents.on('notice', (n) => notices.push(n));
});

afterEach(() => {
  stopListening();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});

describe('SocialLoginDonePage in a login popup', () => {
  function asPopup() {
    const opener = { closed: false, location: { origin: window.location.origin }, postMessage: vi.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    return { opener, close };
  }

  it.each([
    ['?sso=ok', { result: 'ok', error: null }],
    ['?sso=register', { result: 'register', error: null }],
    ['?sso=error&sso_error=SSO_EXPIRED', { result: 'error', error: 'SSO_EXPIRED' }],
    ['?sso=error&sso_error=NONSENSE', { result: 'error', error: 'SSO_FAILED' }],
    ['', { result: 'error', error: 'SSO_FAILED' }],
  ])('%s: posts the outcome to the opener, same origin only, and closes', async (search, outcome) => {
    const { opener, close } = asPopup();
    const fetchMock = renderDone(search);
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: SSO_POPUP_MESSAGE, ...outcome },
      window.location.origin,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Accesso in corso');
    // The opener completes the login: the popup itself calls nothing.
    expect(callsTo(fetchMock, 'auth/test')).toHaveLength(0);
  });

  it('clears its close-hint timer when the page goes away, so nothing fires after it', async () => {
    const { close } = asPopup();
    const set = vi.spyOn(globalThis, 'setTimeout');
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    renderDone('?sso=ok');
    await waitFor(() => expect(close).toHaveBeenCalled());
    await waitFor(() => expect(set.mock.calls.some(([, ms]) => ms === 1500)).toBe(true));
    const timer = set.mock.results[set.mock.calls.findIndex(([, ms]) => ms === 1500)]!.value;
    cleanup();
    expect(clear).toHaveBeenCalledWith(timer);
  });

  it('does not post to an opener of another site: it finishes as a full page', async () => {
    const opener = {
      closed: false,
      get location(): Location {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
      postMessage: vi.fn(),
    };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
    renderDone('?sso=register');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/registration-user?sso=1'));
    expect(opener.postMessage).not.toHaveBeenCalled();
  });
});

describe('SocialLoginDonePage in a popup cut from its opener (a provider page with its own COOP)', () => {
  it('hands the outcome over on the channel to the window that marked the attempt, and closes', async () => {
    localStorage.setItem('spesa.ssoPopup', JSON.stringify({ id: 'attempt-1', at: Date.now() }));
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const opener = new BroadcastChannel(SSO_POPUP_MESSAGE);
    const received: unknown[] = [];
    opener.onmessage = (e) => {
      received.push(e.data);
      opener.postMessage({ type: `${SSO_POPUP_MESSAGE}:ack`, id: 'attempt-1' });
    };
    try {
      const fetchMock = renderDone('?sso=error&sso_error=SSO_CANCELLED');
      await waitFor(() => expect(close).toHaveBeenCalled());
      expect(received).toEqual([
        { type: SSO_POPUP_MESSAGE, result: 'error', error: 'SSO_CANCELLED', id: 'attempt-1' },
      ]);
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
      expect(callsTo(fetchMock, 'auth/test')).toHaveLength(0);
    } finally {
      opener.close();
    }
  });

  it('finishes as a full page when nobody answers on the channel', async () => {
    localStorage.setItem('spesa.ssoPopup', JSON.stringify({ id: 'attempt-2', at: Date.now() }));
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderDone('?sso=register');
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/registration-user?sso=1'),
      { timeout: 3000 },
    );
    expect(close).not.toHaveBeenCalled();
    expect(localStorage.getItem('spesa.ssoPopup')).toBeNull();
  });
});

describe('SocialLoginDonePage as a full page (SAML, blocked popup)', () => {
  it('ok: refreshes the session, returns to the saved page and welcomes the shopper', async () => {
    sessionStorage.setItem('spesa.ssoReturn', '/category/frutta');
    localStorage.setItem('spesa.session', 'stale-visitor-token');
    const fetchMock = renderDone('?sso=ok');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/category/frutta'));
    expect(localStorage.getItem('spesa.authenticated')).toBe('true');
    expect(localStorage.getItem('spesa.session')).toBeNull();
    const [check] = callsTo(fetchMock, 'auth/test');
    expect((check.init.headers as Record<string, string>)['X-Ebsn-Session']).toBeUndefined();
    expect(notices).toEqual([
      expect.objectContaining({ variant: 'success', message: 'Accesso effettuato. Ciao, Mario Rossi!' }),
    ]);
    expect(sessionStorage.getItem('spesa.ssoReturn')).toBeNull();
  });

  it('ok without a saved page: the shop home', async () => {
    renderDone('?sso=ok');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('ok whose session did not stick: back to /login with the failure', async () => {
    renderDone('?sso=ok', { loggedIn: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_ERRORS.SSO_FAILED);
  });

  it('register: to the registration form that the provider profile prefills', async () => {
    renderDone('?sso=register');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/registration-user?sso=1'));
  });

  it('error: /login with the reason in the message area, keeping the page to return to', async () => {
    sessionStorage.setItem('spesa.ssoReturn', '/profile/dashboard');
    renderDone('?sso=error&sso_error=SSO_EMAIL_MISSING', { loggedIn: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_ERRORS.SSO_EMAIL_MISSING);
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fprofile%2Fdashboard');
  });
});
