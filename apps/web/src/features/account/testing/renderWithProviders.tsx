import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** Renders with a fresh query client and a router, as the account components expect. */
export function renderWithProviders(ui: ReactElement, { route = '/' } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
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

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch mock answering by path: `routes['auth/login']` gets the request and returns a Response. */
export function mockFetch(routes: Record<string, (init: RequestInit, url: URL) => Response>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = url.pathname.replace(/^\/ebsn\/api\//, '');
    const handler = routes[key];
    return handler ? handler(init, url) : new Response('', { status: 404 });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The calls made to one API path, with their form or query parameters. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, path: string) {
  return fetchMock.mock.calls
    .filter(([u]) => new URL(String(u), 'http://localhost').pathname.endsWith(path))
    .map(([u, init]) => ({
      query: new URL(String(u), 'http://localhost').searchParams,
      form: new URLSearchParams(String((init as RequestInit | undefined)?.body ?? '')),
      init: init as RequestInit,
    }));
}
