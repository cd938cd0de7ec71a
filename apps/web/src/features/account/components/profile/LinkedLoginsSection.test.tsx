import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router';
import type { LinkedIdentity, LoginOptions, UserDetail } from '@spesa/domain';
import { appEvents, type Notice } from '../../../../lib/events';
import ProfileSecurityPage from '../../pages/ProfileSecurityPage';
import { MARIO } from '../../testing/fixtures';
import { callsTo, envelope, json, mockFetch, renderWithProviders } from '../../testing/renderWithProviders';
import { LinkedLoginsSection } from './LinkedLoginsSection';

const GOOGLE: LinkedIdentity = {
  provider: 'google',
  email: 'mario.rossi@gmail.com',
  createdAt: '2026-11-01T09:00:00Z',
  lastLoginAt: '2026-11-23T10:00:00Z',
};
const FACEBOOK: LinkedIdentity = {
  provider: 'facebook',
  email: 'mario.rossi@example.com',
  createdAt: '2026-11-02T09:00:00Z',
  lastLoginAt: '2026-07-01T22:30:00Z',
};
const NO_OPTIONS: LoginOptions = { google: false, facebook: false, saml: false, antibotSiteKey: null };
const LAST_ACCESS =
  'Per scollegare questo accesso imposta prima una password: usa «Password dimenticata?» nella pagina di accesso.';

type Routes = Parameters<typeof mockFetch>[0];

function setup(identities: LinkedIdentity[], routes: Routes = {}, options: Partial<LoginOptions> = {}) {
  const fetchMock = mockFetch({
    'registration/user-identities': () => json(envelope({ identities, hasPassword: true })),
    'auth/login-options': () => json(envelope({ ...NO_OPTIONS, ...options })),
    ...routes,
  });
  renderWithProviders(<LinkedLoginsSection />);
  return fetchMock;
}

const section = () => screen.getByRole('region', { name: 'Accessi collegati' });

let notices: Notice[] = [];
let stopListening = () => {};
beforeEach(() => {
  notices = [];
  stopListening = appEvents.on('notice', (n) => notices.push(n));
});
afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

describe('LinkedLoginsSection', () => {
  it('shows a row per linked provider: e-mail, last login in Rome time, a named Scollega', async () => {
    setup([GOOGLE, FACEBOOK]);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Google')).toBeInTheDocument();
    expect(within(items[0]).getByText('mario.rossi@gmail.com')).toBeInTheDocument();
    expect(within(items[0]).getByText('Ultimo accesso: 23 novembre 2026 alle ore 11:00')).toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: 'Scollega Google' })).toHaveTextContent('Scollega');
    expect(within(items[1]).getByText('Ultimo accesso: 2 luglio 2026 alle ore 00:30')).toBeInTheDocument();
    expect(within(items[1]).getByRole('button', { name: 'Scollega Facebook' })).toBeInTheDocument();
    expect(
      within(section()).getByText(
        'Puoi accedere anche con questi account. Se non riconosci un accesso, scollegalo e cambia la password.',
      ),
    ).toBeInTheDocument();
  });

  it('shows two links of one provider as one row, with both addresses and the latest login', async () => {
    setup([
      GOOGLE,
      FACEBOOK,
      { ...GOOGLE, email: 'mario@lavoro.example', lastLoginAt: '2026-11-24T08:15:00Z' },
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('mario@lavoro.example')).toBeInTheDocument();
    expect(within(items[0]).getByText('Ultimo accesso: 24 novembre 2026 alle ore 09:15')).toBeInTheDocument();
  });

  it('empty: says so, and how to link one when the shop offers providers', async () => {
    setup([], {}, { google: true, facebook: true });
    expect(await screen.findByText('Nessun accesso collegato.')).toBeInTheDocument();
    expect(
      await screen.findByText('Puoi collegarne uno accedendo con Google o Facebook dalla pagina di accesso.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('empty in a shop without providers: no hint', async () => {
    const fetchMock = setup([]);
    expect(await screen.findByText('Nessun accesso collegato.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'auth/login-options')).toHaveLength(1));
    expect(screen.queryByText(/Puoi collegarne uno/)).not.toBeInTheDocument();
  });

  it('unlinks after the confirmation: the row goes, a snackbar confirms, the focus stays in the section', async () => {
    const fetchMock = setup([GOOGLE, FACEBOOK], {
      'registration/delete-identity': () => json(envelope({ identities: [FACEBOOK], hasPassword: true })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Scollega Google' }));
    let dialog = await screen.findByRole('dialog', { name: "Scollegare l'accesso con Google?" });
    // 'Annulla' has the focus and changes nothing.
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'registration/delete-identity')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Scollega Google' }));
    dialog = await screen.findByRole('dialog', { name: "Scollegare l'accesso con Google?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Scollega' }));

    // The page behind an open dialog is hidden from queries: wait for it to close first.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Scollega Google' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scollega Facebook' })).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'registration/delete-identity');
    expect(call.init.method).toBe('POST');
    expect(JSON.parse(String(call.init.body))).toEqual({ provider: 'google' });
    expect(notices).toContainEqual(
      expect.objectContaining({ variant: 'success', message: 'Accesso con Google scollegato' }),
    );
    expect(section().contains(document.activeElement)).toBe(true);
  });

  it('shows the server’s refusal in the section and keeps the row', async () => {
    setup([GOOGLE], {
      'registration/delete-identity': () =>
        json(
          envelope(null, {
            status: 1,
            errors: [{ error: LAST_ACCESS, code: 'IDENTITY_LAST_ACCESS' }],
            errorsMessage: [{ code: 'IDENTITY_LAST_ACCESS', message: LAST_ACCESS }],
          }),
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Scollega Google' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Scollega' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(section()).getByRole('alert')).toHaveTextContent(LAST_ACCESS);
    expect(screen.getByRole('button', { name: 'Scollega Google' })).toBeInTheDocument();
    // Shown in the section only, not as a snackbar too.
    expect(notices).toEqual([]);
  });
});

describe('ProfileSecurityPage when the linked logins cannot be read', () => {
  it('keeps the other sections and says so in its own', async () => {
    mockFetch({
      'registration/user-identities': () => new Response('', { status: 500 }),
      'registration/mfa_enabled': () => json(envelope({ enabled: false })),
    });
    const detail = { email: MARIO.email } as UserDetail;
    renderWithProviders(
      <Routes>
        <Route element={<Outlet context={detail} />}>
          <Route path="/profile/security" element={<ProfileSecurityPage />} />
        </Route>
      </Routes>,
      { route: '/profile/security' },
    );
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Non è stato possibile caricare i tuoi dati.',
    );
    for (const name of ['Cambia password', 'Cambia e-mail', 'Verifica in due passaggi'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: /codice via e-mail/ })).toBeInTheDocument();
    expect(notices).toEqual([]);
  });
});
