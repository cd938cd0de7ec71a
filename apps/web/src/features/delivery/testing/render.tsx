import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** Renders with a fresh query client and a router. */
export function renderWithProviders(ui: ReactElement, { route = '/' } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export function envelope(data: unknown, response: Record<string, unknown> = {}) {
  return {
    response: {
      status: 0,
      errors: [],
      errorsMessage: [],
      infosMessage: [],
      warningsMessage: [],
      ...response,
    },
    data,
  };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** Mocks fetch at the network boundary: `routes['user-address/check']` answers that path. */
export function mockApi(routes: Record<string, (body: unknown) => unknown>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/ebsn\/api\//, '');
    const handler = routes[path];
    return handler
      ? json(handler(init.body ? JSON.parse(String(init.body)) : undefined))
      : new Response('', { status: 404 });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
