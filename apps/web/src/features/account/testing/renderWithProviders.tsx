import { useLocation } from 'react-router';
import type { mockFetch } from '../../../test/mockFetch';

// The account tests import everything from here; the generic pieces live in src/test for all features.
export { renderWithProviders } from '../../../test/renderWithProviders';
export { envelope, json, mockFetch } from '../../../test/mockFetch';

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

/** Shows where the router is, for tests of components that navigate. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}
