import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, json, mockFetch } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { SearchBox } from './SearchBox';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('header search', () => {
  it('turns into the suggesting field on focus and lists suggestions as the shopper types', async () => {
    mockFetch({
      'products/suggest': () =>
        json(
          envelope({
            suggestions: [
              { type: 'word', name: 'mela' },
              { type: 'word', name: 'melone' },
            ],
          }),
        ),
    });
    // An error while the popup opens (MUI reading the field's ref while it is empty) fails the
    // run as an unhandled error; in the browser it replaced the page with the error screen.
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />, { warehouseScope: true });
    await user.click(screen.getByRole('combobox', { name: 'Cerca prodotti' }));
    // The suggesting field takes over the plain one it was drawn as.
    await waitFor(() => expect(document.querySelector('.MuiAutocomplete-root')).not.toBeNull());
    const field = screen.getByRole('combobox', { name: 'Cerca prodotti' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('mel');
    expect(await screen.findByRole('option', { name: /melone/ })).toBeInTheDocument();
    expect(field).toHaveValue('mel');
  });

  it('keeps what was typed in the plain field while the suggesting one loads', async () => {
    mockFetch({ 'products/suggest': () => json(envelope({ suggestions: [] })) });
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />, { warehouseScope: true });
    // Nothing of the suggesting field before the shopper reaches for the search.
    expect(document.querySelector('.MuiAutocomplete-root')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Cerca prodotti' })).not.toHaveFocus();
    // Reached by Tab and typed into at once: the keys reach whichever field has the focus, the
    // plain one or the suggesting one that replaces it meanwhile.
    await user.tab();
    await user.keyboard('pane');
    await waitFor(() => expect(document.querySelector('.MuiAutocomplete-root')).not.toBeNull());
    const field = screen.getByRole('combobox', { name: 'Cerca prodotti' });
    expect(field).toHaveValue('pane');
    await waitFor(() => expect(field).toHaveFocus());
  });
});
