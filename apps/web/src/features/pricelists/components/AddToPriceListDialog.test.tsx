import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeProduct } from '../../../components/ui/testing/productFixture';
import { envelope, json, mockFetch } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { Proposal, ReferencePrice } from '../api/types';
import { PROPOSER, makeProposal } from '../test-fixtures';
import { AddToPriceListDialog } from './AddToPriceListDialog';

const PRICE_RULE = 'Accetta solo numeri interi o decimali separati da virgola > 0';

function setup(proposals: Proposal[], reference: ReferencePrice = { priceId: -1, priceDisplay: 1.59, proposalPrice: null }) {
  const calls: Array<{ path: string; query?: string; body?: unknown }> = [];
  mockFetch({
    'auth/test': () => json(envelope({ user: PROPOSER })),
    'cart/view': () => json(envelope({ warehouse: { warehouseId: 5 }, cartItems: [] })),
    'price-list-proposal/warehouse-list': () => json(envelope({ warehouses: [{ warehouseId: 5, name: 'Milano' }] })),
    'price-list-proposal/list': () => json(envelope({ proposals })),
    'price-list-proposal/get_price': (_init, url) => {
      calls.push({ path: 'get_price', query: url.search });
      return json(envelope(reference));
    },
    'price-list-proposal/add-product-price': (init) => {
      calls.push({ path: 'add-product-price', body: JSON.parse(String(init.body)) });
      return json(envelope({ priceId: 90, priceDisplay: 1.25 }));
    },
    'price-list-proposal/update-product-price': (init) => {
      calls.push({ path: 'update-product-price', body: JSON.parse(String(init.body)) });
      return json(envelope({ priceId: 44, priceDisplay: 1.1 }));
    },
  });
  const onClose = vi.fn();
  renderWithProviders(
    <AddToPriceListDialog product={makeProduct({ name: 'Latte intero 1 l', productId: 101 })} onClose={onClose} />,
  );
  return { calls, onClose, dialog: screen.getByRole('dialog', { name: 'Aggiungi al listino' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('AddToPriceListDialog', () => {
  it('preselects the only proposal, shows the current price and adds a valid price, then closes with true', async () => {
    const { calls, onClose, dialog } = setup([makeProposal()]);
    const choice = await within(dialog).findByRole('combobox', { name: /Proposta di listino/ });
    expect(choice).toHaveValue('11');
    expect(await within(dialog).findByText('Prezzo attuale: 1,59 €')).toBeInTheDocument();
    expect(calls[0]!.query).toContain('price_type_id=4');
    expect(calls[0]!.query).toContain('warehouse_id=5');

    const confirm = within(dialog).getByRole('button', { name: 'Conferma' });
    expect(confirm).toBeDisabled();
    const price = within(dialog).getByRole('textbox', { name: /Nuovo prezzo/ });
    fireEvent.input(price, { target: { value: '0' } });
    expect(within(dialog).getByText(PRICE_RULE)).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    fireEvent.input(price, { target: { value: '1,25' } });
    expect(within(dialog).queryByText(PRICE_RULE)).toBeNull();
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    // The comma turned into a dot: the price goes as a number.
    expect(calls.filter((c) => c.path === 'add-product-price')).toEqual([
      {
        path: 'add-product-price',
        body: { price_list_proposal_id: 11, product_id: 101, price: 1.25, reference_warehouse_id: 5 },
      },
    ]);
  });

  it('with several proposals asks which one, and changes the price a proposal already has', async () => {
    const { calls, onClose, dialog } = setup(
      [makeProposal(), makeProposal({ priceListProposalId: 12, name: 'Bevande estate' })],
      { priceId: 44, priceDisplay: 1.59, proposalPrice: 1.2 },
    );
    const choice = await within(dialog).findByRole('combobox', { name: /Proposta di listino/ });
    expect(choice).toHaveValue('');
    const confirm = within(dialog).getByRole('button', { name: 'Conferma' });
    expect(confirm).toBeDisabled();
    fireEvent.change(choice, { target: { value: '12' } });
    expect(await within(dialog).findByText('Prezzo già nella proposta: 1,20 €')).toBeInTheDocument();
    const price = within(dialog).getByRole('textbox', { name: /Nuovo prezzo/ });
    expect(price).toHaveValue('1,20');
    fireEvent.input(price, { target: { value: '1.1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(calls.filter((c) => c.path === 'update-product-price')).toEqual([
      { path: 'update-product-price', body: { price_list_proposal_id: 12, price_id: 44, price: 1.1 } },
    ]);
  });

  it("without an editable proposal says so and links to the proposals to create one", async () => {
    const { dialog } = setup([makeProposal({ publicationStateId: 1 }), makeProposal({ priceListProposalId: 12, authorUserId: 99 })]);
    expect(await within(dialog).findByText('Non hai nessuna proposta di listino modificabile.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Crea una proposta di listino' })).toHaveAttribute(
      'href',
      '/profile/price-lists',
    );
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Conferma' })).toBeDisabled();
  });
});
