import { vi } from 'vitest';

/** The API's envelope around `data`: status 0 and no messages unless `response` says otherwise. */
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

/** A fetch mock answering by path: `routes['auth/login']` gets the request and returns a Response (or a promise of one: an answer held back). */
export function mockFetch(
  routes: Record<string, (init: RequestInit, url: URL) => Response | Promise<Response>>,
) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = url.pathname.replace(/^\/ebsn\/api\//, '');
    const handler = routes[key];
    return handler ? handler(init, url) : new Response('', { status: 404 });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
