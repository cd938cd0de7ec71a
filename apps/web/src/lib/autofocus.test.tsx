import { useState } from 'react';
import InputBase from '@mui/material/InputBase';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../components/ui/confirm-dialog/ConfirmDialog';

// `autoFocus` under Preact (decision 0077; installed by src/test/setup.ts as by src/main.tsx).
const fieldRef: { current: HTMLInputElement | null } = { current: null };

function Later() {
  const [shown, setShown] = useState(false);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button onClick={() => setShown(true)}>Mostra</button>
      <button onClick={() => setRenders((n) => n + 1)}>Ridisegna {renders}</button>
      {shown && <InputBase autoFocus inputRef={fieldRef} inputProps={{ 'aria-label': 'Nome' }} />}
    </>
  );
}

describe('autoFocus', () => {
  it('focuses a field drawn after a click, once, and still fills its ref', async () => {
    const user = userEvent.setup();
    render(<Later />);
    await user.click(screen.getByRole('button', { name: 'Mostra' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus());
    // A later render leaves the focus where the user put it.
    await user.click(screen.getByRole('button', { name: /Ridisegna/ }));
    await screen.findByRole('button', { name: 'Ridisegna 1' });
    expect(screen.getByRole('button', { name: 'Ridisegna 1' })).toHaveFocus();
    expect(fieldRef.current).toBe(screen.getByRole('textbox', { name: 'Nome' }));
  });

  it("gives a confirmation dialog's safe choice the focus", async () => {
    render(
      <ConfirmDialog
        open
        title="Annullare l'ordine?"
        text="L'ordine non sarà consegnato."
        confirmLabel="Sì, annulla"
        cancelLabel="No, tienilo"
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: "Annullare l'ordine?" });
    await waitFor(() => expect(dialog.querySelector('button')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'No, tienilo' })).toHaveFocus();
  });
});
