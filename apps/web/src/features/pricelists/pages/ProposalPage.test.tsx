import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { envelope, json, mockFetch } from '../../../test/mockFetch';
import { makeProduct } from '../../../components/ui/testing/productFixture';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { Proposal, ProposalPrice } from '../api/types';
import { PROPOSER, makeProposal } from '../test-fixtures';
import ProposalPage from './ProposalPage';

const price = (priceId: number, productName: string, euros: number): ProposalPrice => ({
  priceId,
  productId: priceId + 100,
  productName,
  price: euros,
  priceDisplay: euros,
  referencePriceId: null,
  referenceWarehouseId: 5,
});

function setup(start: Proposal, totItems = 2, route = '/profile/price-lists/11') {
  let proposal = start;
  let prices = [price(1, 'Latte intero 1 l', 1.2), price(2, 'Burro 250 g', 2.5)];
  const calls: Array<{ path: string; args: unknown }> = [];
  const view = () => json(envelope({ ...proposal, itemCount: prices.length, history: [] }));
  mockFetch({
    'auth/test': () => json(envelope({ user: PROPOSER })),
    'price-list-proposal/view': view,
    'price-list-proposal/warehouse-list': () => json(envelope({ warehouses: [{ warehouseId: 5, name: 'Milano Centro' }] })),
    'price-list-proposal/list': () => json(envelope({ proposals: [proposal] })),
    'price-list-proposal/list-product-prices': (_init, url) => {
      calls.push({ path: 'list-product-prices', args: Object.fromEntries(url.searchParams) });
      return json(
        envelope({ prices, page: { selPage: 1, itemsPerPage: 50, totItems, totPages: Math.ceil(totItems / 50) } }),
      );
    },
    products: (_init, url) =>
      json(
        envelope({
          products: [makeProduct({ productId: 205, name: `Yogurt ${url.searchParams.get('q')}`, codInt: '100205' })],
          page: { totItems: 1, totPages: 1, itemsPerPage: 8, selPage: 1 },
        }),
      ),
    'cart/view': () => json(envelope({ warehouse: { warehouseId: 5 }, cartItems: [] })),
    'price-list-proposal/get_price': () => json(envelope({ priceId: -1, priceDisplay: 0.99, proposalPrice: null })),
    'price-list-proposal/update-product-price': (init) => {
      const body = JSON.parse(String(init.body)) as { price_id: number; price: number };
      calls.push({ path: 'update-product-price', args: body });
      prices = prices.map((p) => (p.priceId === body.price_id ? { ...p, price: body.price } : p));
      return json(envelope({ priceId: body.price_id, priceDisplay: body.price }));
    },
    'price-list-proposal/delete-product-price': (init) => {
      const body = JSON.parse(String(init.body)) as { price_id: number };
      calls.push({ path: 'delete-product-price', args: body });
      prices = prices.filter((p) => p.priceId !== body.price_id);
      return json(envelope({ priceId: body.price_id }));
    },
    'price-list-proposal/confirm-proposal': (_init, url) => {
      calls.push({ path: 'confirm-proposal', args: Object.fromEntries(url.searchParams) });
      proposal = { ...proposal, publicationStateId: 3 };
      return view();
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/profile/price-lists/:proposalId" element={<ProposalPage />} />
    </Routes>,
    { route },
  );
  return { calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('ProposalPage', () => {
  it('shows a published proposal read-only: its prices, 50 a page, without edit controls', async () => {
    const { calls } = setup(makeProposal({ publicationStateId: 1, name: 'Listino 2026' }), 120, '/profile/price-lists/11?page=2');
    expect(await screen.findByRole('heading', { name: 'Listino 2026' })).toBeInTheDocument();
    expect(screen.getByText('Pubblicata')).toBeInTheDocument();
    expect(screen.getByText('La proposta non è più modificabile: è stata inviata, approvata o pubblicata.')).toBeInTheDocument();
    expect(await screen.findByText('Burro 250 g')).toBeInTheDocument();
    expect(screen.getByText('2,50 €')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cambia il prezzo|Togli|Modifica|Elimina|Invia/ })).toBeNull();
    expect(calls[0]).toEqual({
      path: 'list-product-prices',
      args: { price_list_proposal_id: '11', page: '2', page_size: '50' },
    });
    const pages = screen.getByRole('navigation', { name: 'Pagine dei prezzi' });
    expect(within(pages).getByRole('link', { name: /3/ })).toHaveAttribute('href', '/profile/price-lists/11?page=3');
  });

  it("lets the author change and remove prices, then send the proposal to validation", async () => {
    const { calls } = setup(makeProposal({ publicationStateId: -1 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cambia il prezzo di Latte intero 1 l' }));
    const field = screen.getByRole('textbox', { name: 'Prezzo di Latte intero 1 l in euro' });
    expect(field).toHaveValue('1,20');
    fireEvent.input(field, { target: { value: '1,1x' } });
    expect(screen.getByText('Accetta solo numeri interi o decimali separati da virgola > 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salva il prezzo' })).toBeDisabled();
    fireEvent.input(field, { target: { value: '1,10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva il prezzo' }));
    expect(await screen.findByText('1,10 €')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cambia il prezzo di Latte intero 1 l' })).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: 'Togli Burro 250 g dalla proposta' }));
    await waitFor(() => expect(screen.queryByText('Burro 250 g')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Invia in validazione' }));
    const ask = await screen.findByRole('dialog', { name: 'Inviare la proposta in validazione?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Invia in validazione' }));
    expect(await screen.findByText('In validazione')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cambia il prezzo/ })).toBeNull();
    expect(calls.filter((c) => c.path !== 'list-product-prices')).toEqual([
      { path: 'update-product-price', args: { price_list_proposal_id: 11, price_id: 1, price: 1.1 } },
      { path: 'delete-product-price', args: { price_list_proposal_id: 11, price_id: 2 } },
      { path: 'confirm-proposal', args: { price_list_proposal_id: '11' } },
    ]);
  });

  it('finds a product of the catalogue and opens the add dialog on this proposal', async () => {
    setup(makeProposal({ publicationStateId: -1 }));
    const search = await screen.findByRole('search');
    fireEvent.input(within(search).getByRole('textbox', { name: 'Cerca un prodotto' }), { target: { value: 'greco' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Cerca' }));
    const found = await screen.findByRole('list', { name: 'Prodotti trovati' });
    expect(within(found).getByText(/Cod\. 100205/)).toBeInTheDocument();
    fireEvent.click(within(found).getByRole('button', { name: 'Aggiungi Yogurt greco a un listino' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi al listino' });
    expect(await within(dialog).findByRole('combobox', { name: /Proposta di listino/ })).toHaveValue('11');
    expect(await within(dialog).findByText('Prezzo attuale: 0,99 €')).toBeInTheDocument();
  });
});
