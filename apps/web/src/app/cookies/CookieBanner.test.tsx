import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CookieBanner } from './CookieBanner';
import { CookieConsentProvider } from './CookieConsentProvider';
import { CONSENT_KEY } from './consent-storage';

const renderBanner = () =>
  render(
    <CookieConsentProvider>
      <CookieBanner />
    </CookieConsentProvider>,
  );
const stored = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null');

describe('CookieBanner', () => {
  it('asks on the first visit and stores a rejection with date and id', () => {
    renderBanner();
    expect(screen.getByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ technical: true, analytics: false, profilation: false, version: 1 });
    expect(stored().uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(stored().saveDate).getTime()).toBeGreaterThan(0);
  });

  it('closing with X means reject all', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' }));
    expect(stored()).toMatchObject({ analytics: false, profilation: false });
  });

  it('accept all switches every category on', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Accetta tutti' }));
    expect(stored()).toMatchObject({ technical: true, analytics: true, profilation: true });
  });

  it('does not ask again once a choice is saved', () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({
        technical: true,
        analytics: false,
        profilation: false,
        saveDate: '2025-01-01T00:00:00Z',
        uuid: 'u',
        version: 1,
      }),
    );
    renderBanner();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
