import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { envelope, json, mockFetch } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { Proposal } from '../api/types';
import { PROPOSER, makeProposal } from '../test-fixtures';
import { shopToday } from '../proposalRules';
import PriceListListPage from './PriceListListPage';

function setup(proposals: Proposal[], route = '/profile/price-lists') {
  const inserts: URLSearchParams[] = [];
  mockFetch({
    'auth/test': () => json(envelope({ user: PROPOSER })),
    'price-list-proposal/list': () => json(envelope({ proposals })),
    'price-list-proposal/warehouse-list': () =>
      json(envelope({ warehouses: [{ warehouseId: 5, name: 'Milano Centro' }] })),
    'price-list/list': () =>
      json(
        envelope({
          priceLists: [
            { priceListId: 3, name: 'Ristorante Il Gusto', warehouseId: null },
            { priceListId: 4, name: 'Ristorazione', warehouseId: null },
          ],
        }),
      ),
    'price-list-proposal/get-suggested-warehouse-list': () => json(envelope({ warehouses: [] })),
    'price-list-proposal/insert': (_init, url) => {
      inserts.push(url.searchParams);
      return json(envelope({ ...makeProposal({ priceListProposalId: 77, name: url.searchParams.get('name')! }), history: [] }));
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/profile/price-lists" element={<PriceListListPage />} />
      <Route path="/profile/price-lists/:id" element={<p>Pagina della proposta</p>} />
    </Routes>,
    { route },
  );
  return { inserts };
}

afterEach(() => vi.unstubAllGlobals());

describe('PriceListListPage', () => {
  it('groups the proposals by publication state with the state labels, and filters on one state', async () => {
    setup([
      makeProposal({ priceListProposalId: 1, name: 'Bozza bevande', publicationStateId: -1 }),
      makeProposal({ priceListProposalId: 2, name: 'Listino 2026', publicationStateId: 1, itemCount: 8 }),
      makeProposal({ priceListProposalId: 3, name: 'Rifiutata', publicationStateId: 4, refusalReason: 'Prezzi troppo bassi' }),
      makeProposal({ priceListProposalId: 4, name: 'Di un altro', publicationStateId: 3, authorUserId: 99 }),
    ]);
    expect(await screen.findByRole('heading', { name: 'In lavorazione (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pubblicata (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Non approvata (1)' })).toBeInTheDocument();
    expect(screen.getByText('Non approvata: Prezzi troppo bassi')).toBeInTheDocument();
    expect(screen.getByText(/8 prodotti/)).toBeInTheDocument();
    // Another person's proposal (seen by an approver) is not one's own.
    expect(screen.queryByText('Di un altro')).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Stato' }), { target: { value: '1' } });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'In lavorazione (1)' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Apri la proposta Listino 2026' })).toHaveAttribute(
      'href',
      '/profile/price-lists/2',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Stato' }), { target: { value: '5' } });
    expect(await screen.findByText('Nessuna proposta in questo stato.')).toBeInTheDocument();
  });

  it("says there is no price list yet and creates one, checking the form's fields first", async () => {
    const { inserts } = setup([]);
    expect(await screen.findByText('Non hai ancora nessuna proposta di listino.')).toBeInTheDocument();
    const alert = screen.getByText('Non hai ancora nessuna proposta di listino.').closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(alert).getByRole('button', { name: 'Crea una proposta di listino' }));

    const dialog = await screen.findByRole('dialog', { name: 'Nuova proposta di listino' });
    expect(within(dialog).getByLabelText(/Valida dal/)).toHaveValue(shopToday());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    expect(within(dialog).getAllByText('Campo obbligatorio')).toHaveLength(2);
    expect(inserts).toHaveLength(0);

    fireEvent.input(within(dialog).getByRole('textbox', { name: /Nome della proposta/ }), {
      target: { value: ' Il Gusto primavera ' },
    });
    await within(dialog).findAllByRole('option', { name: 'Ristorazione' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Listino\W*$/ }), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Listino sostituito' }), { target: { value: '4' } });
    fireEvent.input(within(dialog).getByLabelText(/Valida dal/), { target: { value: '2027-03-01' } });
    fireEvent.input(within(dialog).getByLabelText(/Valida fino al/), { target: { value: '2027-02-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    expect(within(dialog).getByText('La data di fine non può precedere la data di inizio.')).toBeInTheDocument();
    expect(inserts).toHaveLength(0);

    fireEvent.input(within(dialog).getByLabelText(/Valida fino al/), { target: { value: '2027-05-31' } });
    await within(dialog).findByRole('option', { name: 'Milano Centro' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Magazzino' }), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    expect(await screen.findByText('Pagina della proposta')).toBeInTheDocument();
    expect(Object.fromEntries(inserts[0]!)).toEqual({
      name: 'Il Gusto primavera',
      price_list_id: '3',
      replaced_price_list_id: '4',
      from_date: '2027-03-01',
      to_date: '2027-05-31',
      warehouse_id: '5',
    });
  });
});
