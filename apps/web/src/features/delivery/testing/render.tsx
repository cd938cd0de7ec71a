import { json, mockFetch } from '../../../test/mockFetch';

// The delivery tests import from here; the generic pieces live in src/test for all features.
export { renderWithProviders } from '../../../test/renderWithProviders';
export { envelope } from '../../../test/mockFetch';

/**
 * Mocks fetch at the network boundary: `routes['user-address/check']` gets the parsed JSON body of
 * the request and answers the JSON that path returns.
 */
export function mockApi(routes: Record<string, (body: unknown) => unknown>) {
  return mockFetch(
    Object.fromEntries(
      Object.entries(routes).map(([path, handler]) => [
        path,
        (init: RequestInit) => json(handler(init.body ? JSON.parse(String(init.body)) : undefined)),
      ]),
    ),
  );
}
