import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { appEvents, type Notice } from '../../../lib/events';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { giftCodeOf, useGiftCodeFromLink } from './pendingGiftCode';

// A gift code arriving in a link (a flyer, a newsletter) on any page (decision 0063).

/** A page of the shop, showing its address. */
function Page() {
  useGiftCodeFromLink();
  const { pathname, search } = useLocation();
  return <output aria-label="indirizzo">{pathname + search}</output>;
}
const address = () => screen.getByRole('status', { name: 'indirizzo' }).textContent;

let notices: Notice[] = [];
let off: () => void = () => {};
beforeEach(() => {
  sessionStorage.clear();
  notices = [];
  off = appEvents.on('notice', (n) => notices.push(n));
});
afterEach(() => off());

describe('a gift code in a link', () => {
  it('is kept for the session, taken out of the address, and the shopper is told when it applies', async () => {
    renderWithProviders(<Page />, { route: '/category/latte?codice=%20BENVENUTO10%20&page=2' });
    await waitFor(() => expect(address()).toBe('/category/latte?page=2'));
    expect(sessionStorage.getItem('spesa.pendingGiftCode')).toBe('BENVENUTO10');
    expect(notices).toEqual([
      expect.objectContaining({
        variant: 'info',
        message: 'Codice sconto BENVENUTO10: lo applichiamo al carrello quando aggiungi il primo prodotto.',
      }),
    ]);
  });

  it('an empty or overlong value is no code: dropped from the address, nothing kept or said', async () => {
    renderWithProviders(<Page />, { route: `/?codice=${'X'.repeat(65)}` });
    await waitFor(() => expect(address()).toBe('/'));
    expect(sessionStorage.getItem('spesa.pendingGiftCode')).toBeNull();
    expect(notices).toEqual([]);
    expect(giftCodeOf('   ')).toBeNull();
  });

  it('a page without the parameter changes nothing', async () => {
    sessionStorage.setItem('spesa.pendingGiftCode', 'BENVENUTO10');
    renderWithProviders(<Page />, { route: '/search?q=latte' });
    await waitFor(() => expect(address()).toBe('/search?q=latte'));
    expect(sessionStorage.getItem('spesa.pendingGiftCode')).toBe('BENVENUTO10');
  });
});
