import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ProductCard } from '../../components/ui/product-card/ProductCard';
import { makeProduct } from '../../components/ui/testing/productFixture';
import { envelope, json, mockFetch } from '../../test/mockFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PriceListActionsProvider } from './PriceListActionsProvider';
import { PROPOSER, makeProposal } from './test-fixtures';

function setup({ proposer }: { proposer: boolean }) {
  const fetch = mockFetch({
    'auth/test': () =>
      json(envelope({ user: proposer ? { ...PROPOSER, roles: ['price_list_create'] } : { ...PROPOSER, email: 'mario@example.com' } })),
    'cart/view': () => json(envelope({ warehouse: { warehouseId: 5 }, cartItems: [] })),
    'price-list/list': () => json(envelope({ priceLists: [{ priceListId: 3, name: 'Ristorante Il Gusto' }] })),
    'price-list-proposal/get-suggested-warehouse-list': () =>
      json(envelope({ warehouses: [{ warehouseId: 5, name: 'Milano' }] })),
    'price-list-proposal/list': () => json(envelope({ proposals: [makeProposal()] })),
    'price-list-proposal/get_price': () => json(envelope({ priceId: -1, priceDisplay: 1.59, proposalPrice: null })),
  });
  renderWithProviders(
    <PriceListActionsProvider>
      <ProductCard product={makeProduct({ name: 'Latte intero 1 l' })} />
    </PriceListActionsProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the product card for price-list proposers', () => {
  it('offers "Aggiungi al listino", which opens the dialog on the product', async () => {
    setup({ proposer: true });
    const button = await screen.findByRole('button', { name: 'Aggiungi Latte intero 1 l a un listino' });
    expect(button).toHaveTextContent('Aggiungi al listino');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi al listino' });
    expect(within(dialog).getByText('Latte intero 1 l')).toBeInTheDocument();
    expect(await within(dialog).findByText('Prezzo attuale: 1,59 €')).toBeInTheDocument();
  });

  it('shows nothing more to a customer without the role, and asks the price-list calls nothing', async () => {
    const fetch = setup({ proposer: false });
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('auth/test'))).toBe(true));
    expect(await screen.findByRole('button', { name: 'Aggiungi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /listino/ })).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('price-list'))).toBe(false);
  });
});
