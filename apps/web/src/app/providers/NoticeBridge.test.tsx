import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { notify, resolveNotice } from '../../lib/events';
import { NoticeBridge } from './NoticeBridge';

describe('notices', () => {
  it('a warning whose cause was dealt with (a new slot chosen) leaves the screen', async () => {
    render(<NoticeBridge />);
    const warning =
      "La fascia oraria che avevi scelto non è disponibile per il nuovo indirizzo: scegli un'altra fascia oraria.";
    act(() => notify({ variant: 'warning', message: warning, code: 'TIMESLOT_CLEARED' }));
    act(() => notify({ variant: 'success', message: 'Indirizzo scelto' }));
    await screen.findByText(warning, {}, { timeout: 8000 });
    act(() => resolveNotice('TIMESLOT_CLEARED'));
    await waitFor(() => expect(screen.queryByText(warning)).toBeNull());
    expect(screen.getByText('Indirizzo scelto')).toBeInTheDocument();
  }, 15_000);

  it('shows a notice given before the notice host listened (a page effect that ran first)', async () => {
    notify({ variant: 'info', message: 'Codice sconto BENVENUTO10: lo applichiamo al carrello' });
    render(<NoticeBridge />);
    expect(await screen.findByText(/Codice sconto BENVENUTO10/, {}, { timeout: 8000 })).toBeInTheDocument();
  }, 15_000);
});
