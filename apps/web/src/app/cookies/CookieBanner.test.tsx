import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CONSENT_COOKIE, parseConsentCookie } from '@spesa/domain';
import { CookieBanner } from './CookieBanner';
import { CookieConsentProvider } from './CookieConsentProvider';
import { LEGACY_CONSENT_KEY } from './consent-storage';

const renderBanner = () =>
  render(
    <CookieConsentProvider>
      <CookieBanner />
    </CookieConsentProvider>,
  );
const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
const stored = () => parseConsentCookie(cookieValue());
const banner = () => screen.queryByRole('region', { name: 'Rispettiamo la tua privacy' });

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
});

describe('CookieBanner', () => {
  it('asks on the first visit and stores a rejection with date and id in a cookie', () => {
    renderBanner();
    expect(banner()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ technical: true, analytics: false, profilation: false, version: 1 });
    expect(stored()!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(stored()!.saveDate).getTime()).toBeGreaterThan(0);
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
    document.cookie = `${CONSENT_COOKIE}=1.00.1735689600000.u; Path=/`;
    renderBanner();
    expect(banner()).not.toBeInTheDocument();
  });

  it('asks again when the saved choice was made under an older policy', () => {
    document.cookie = `${CONSENT_COOKIE}=0.11.1735689600000.u; Path=/`;
    renderBanner();
    expect(banner()).toBeInTheDocument();
  });

  it('keeps a choice saved in web storage by the earlier shop, moving it into the cookie', async () => {
    const saved = {
      technical: true,
      analytics: true,
      profilation: false,
      saveDate: '2025-01-01T00:00:00.000Z',
      uuid: 'e2e',
      version: 1,
    };
    localStorage.setItem(LEGACY_CONSENT_KEY, JSON.stringify(saved));
    await act(async () => {
      renderBanner();
    });
    expect(banner()).not.toBeInTheDocument();
    expect(stored()).toEqual(saved);
    expect(localStorage.getItem(LEGACY_CONSENT_KEY)).toBeNull();
  });
});
