// The server's side of the catalogue pages (built by `vite build --ssr` into dist-ssr/, loaded
// by the API's storefront module): React Router's static handler runs the pages' loaders, which
// fill a TanStack Query cache through the API answered in-process; React renders the page with
// that data; the cache goes into the HTML for the browser to hydrate from (src/main.tsx).
import { StrictMode } from 'react';
import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { AppProviders } from './app/providers/AppProviders';
import { createQueryClient } from './app/providers/queryClient';
import { routes } from './app/router';
import { SERVER_RENDERED, withServerLoaders, type ServerContext } from './app/ssr/loaders';
import { setServerTransport } from './lib/api/client';
import { setServerOrigin } from './lib/origin';

export { SERVER_RENDERED };

/** How the server answers the storefront's API calls without the network. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** The React markup of #root, as a stream. */
  body: Readable;
  /** The TanStack Query cache the page rendered with (JSON, safe inside a <script>). */
  state: string;
}

let handler: ReturnType<typeof createStaticHandler> | undefined;

export function configure(transport: ApiTransport): void {
  setServerTransport(transport);
  handler = createStaticHandler(withServerLoaders(routes));
}

/** What of the visitor's request the page depends on (the page cache keys on it, decision 0070). */
export interface Visitor {
  /** The cookie choice is made: no cookie notice in the page. */
  consentChoiceMade: boolean;
}

/**
 * Renders one catalogue page. Null when the page is not one the server renders or the router
 * answered with a redirect; the caller then sends the page for the browser to render.
 */
export async function render(
  url: string,
  signal: AbortSignal,
  visitor: Visitor = { consentChoiceMade: false },
): Promise<RenderedPage | null> {
  if (!handler) throw new Error('configure() first');
  const { pathname, origin } = new URL(url);
  if (!SERVER_RENDERED.some((re) => re.test(pathname))) return null;
  setServerOrigin(origin);
  const queryClient = createQueryClient();
  const context = await handler.query(new Request(url, { signal }), {
    requestContext: { queryClient } satisfies ServerContext,
  });
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const state = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');

  return new Promise((resolve, reject) => {
    let failed: unknown;
    const stream = renderToPipeableStream(
      <StrictMode>
        <AppProviders client={queryClient} consentChoiceMade={visitor.consentChoiceMade}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
      {
        // Never move a finished part of the page out of place for a script to put back: the
        // Content-Security-Policy allows no inline script, and the page is sent whole anyway.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Whole pages: search engines and link previews read the HTML once, without scripts.
        onAllReady() {
          if (failed) return;
          const body = new PassThrough();
          stream.pipe(body);
          resolve({ body, state });
        },
        onShellError: reject,
        onError(error) {
          failed = error;
          reject(error);
        },
      },
    );
    signal.addEventListener('abort', () => stream.abort());
  });
}
