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
    await user.click(screen.getByRole('textbox', { name: 'Cerca prodotti' }));
    const field = await screen.findByRole('combobox', { name: 'Cerca prodotti' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('mel');
    expect(await screen.findByRole('option', { name: /melone/ })).toBeInTheDocument();
    expect(field).toHaveValue('mel');
  });
});
