import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { makeProduct } from '../components/ui/testing/productFixture';
import { useProducts } from '../features/catalogue/api';
import { useSelectStore } from '../features/delivery/api/selectionApi';
import { httpCache, queryKeys } from '../lib/api';
import { envelope, json, mockFetch } from '../test/mockFetch';
import { renderWithProviders } from '../test/renderWithProviders';

// Prices follow the warehouse of the shopper's cart. Here the catalogue (one feature) and the
// store choice (another) meet, as they do in the shop: a store change must show the new
// warehouse's price, never the old one from the query cache or from the HTTP cache.

const PRICE = { 1: 1.59, 2: 1.99 } as Record<number, number>;

function server() {
  const state = { warehouse: 1, productCalls: 0 };
  const cart = () => ({
    cartId: 9,
    user: { userId: 1 },
    store: { storeId: state.warehouse, name: `Negozio ${state.warehouse}` },
    warehouse: { warehouseId: state.warehouse },
    shippingAddress: null,
    timeslot: null,
    selectedService: null,
    cartStatusId: 1,
    cartItems: [],
    totalItems: 0,
  });
  const fetch = mockFetch({
    'auth/test': () => json(envelope({ user: { userId: 1, firstName: 'Mario' }, cartId: 9 })),
    'cart/view': () => json(envelope(cart())),
    products: () => {
      state.productCalls += 1;
      const product = makeProduct({ priceDisplay: PRICE[state.warehouse] });
      return json(
        envelope({
          products: [product],
          page: { totItems: 1, totPages: 1, itemsPerPage: 24, selPage: 1 },
          facets: [],
          correctedQuery: null,
        }),
      );
    },
    'store/select': (_init, url) => {
      state.warehouse = Number(url.searchParams.get('store_id'));
      return json(envelope(cart()));
    },
  });
  return { state, fetch };
}

/**
 * Waits until the page has settled on the cart's warehouse: the catalogue is asked first under a
 * visitor's scope, then under the cart's once auth/test and cart/view have answered.
 */
async function settled(client: QueryClient) {
  await waitFor(() => expect(localStorage.getItem('spesa.cartWarehouse')).toBe('1'));
  await waitFor(() => expect(client.isFetching()).toBe(0));
}

function Shelf() {
  const { data } = useProducts({ parentCategoryId: 12 });
  const select = useSelectStore();
  return (
    <>
      <p>prezzo: {data ? data.products[0].priceDisplay : '…'}</p>
      <button onClick={() => select.mutate(2)}>Scegli il negozio 2</button>
    </>
  );
}

describe('catalogue prices and the cart warehouse', () => {
  beforeEach(() => {
    httpCache.clear();
    localStorage.clear();
  });
  afterEach(() => httpCache.clear());

  it('shows the new warehouse price after the shopper picks another store', async () => {
    const { state } = server();
    renderWithProviders(<Shelf />, { warehouseScope: true });
    expect(await screen.findByText('prezzo: 1.59')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Scegli il negozio 2' }));

    expect(await screen.findByText('prezzo: 1.99')).toBeInTheDocument();
    expect(state.warehouse).toBe(2);
  });

  it('asks again, past the HTTP cache, when the store was changed elsewhere (another tab)', async () => {
    const { state } = server();
    const { client } = renderWithProviders(<Shelf />, { warehouseScope: true });
    expect(await screen.findByText('prezzo: 1.59')).toBeInTheDocument();
    await settled(client);
    const calls = state.productCalls;

    // No write from this page, so nothing cleared the HTTP cache: only the cart, read again,
    // says the warehouse changed.
    state.warehouse = 2;
    await client.invalidateQueries({ queryKey: queryKeys.cart.all });

    expect(await screen.findByText('prezzo: 1.99')).toBeInTheDocument();
    await waitFor(() => expect(state.productCalls).toBe(calls + 1));
  });

  it('serves the same warehouse from the HTTP cache', async () => {
    const { state } = server();
    const first = renderWithProviders(<Shelf />, { warehouseScope: true });
    expect(await screen.findByText('prezzo: 1.59')).toBeInTheDocument();
    await settled(first.client);
    first.unmount();
    const calls = state.productCalls;

    // A new page (fresh query cache), same warehouse: the HTTP cache answers.
    renderWithProviders(<Shelf />, { warehouseScope: true });
    expect(await screen.findByText('prezzo: 1.59')).toBeInTheDocument();
    expect(state.productCalls).toBe(calls);
  });
});
