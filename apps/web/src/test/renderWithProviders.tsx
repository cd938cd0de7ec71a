import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { WarehouseScopeProvider } from '../lib/cart';

/**
 * Renders with a fresh query client (no retries, so a failed call shows at once) and a router on
 * `route`, as the feature components expect; answers the client too, to inspect its cache.
 * `warehouseScope`: also the shop's WarehouseScopeProvider, for what asks the catalogue (it reads
 * the user and the cart: left out elsewhere, so that tests count only their component's calls).
 */
export function renderWithProviders(ui: ReactElement, { route = '/', warehouseScope = false } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          {warehouseScope ? <WarehouseScopeProvider>{ui}</WarehouseScopeProvider> : ui}
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
