import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImageAltDialog } from './ImageAltDialog';

describe('ImageAltDialog', () => {
  it('asks for the description and inserts it trimmed', () => {
    const onInsert = vi.fn();
    render(<ImageAltDialog open onInsert={onInsert} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: "Descrizione dell'immagine" });
    fireEvent.input(within(dialog).getByLabelText("Cosa mostra l'immagine"), {
      target: { value: '  Torta di mele a fette  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Inserisci' }));
    expect(onInsert).toHaveBeenCalledWith('Torta di mele a fette');
  });

  it('lets a decorative picture go in without words, and Annulla inserts nothing', () => {
    const onInsert = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(<ImageAltDialog open onInsert={onInsert} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Inserisci' }));
    expect(onInsert).toHaveBeenCalledWith('');
    rerender(<ImageAltDialog open onInsert={onInsert} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onInsert).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while closed', () => {
    render(<ImageAltDialog open={false} onInsert={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
