// The server's side of the catalogue pages (built by `vite build --ssr` into dist-ssr/, loaded
// by the API's storefront module): React Router's static handler runs the pages' loaders, which
// fill a TanStack Query cache through the API answered in-process; the page renders with that
// data (Preact's renderer, the runtime the browser hydrates with: decision 0077); the cache goes
// into the HTML for the browser to hydrate from (src/main.tsx).
import { isValidElement, StrictMode } from 'react';
import { Readable } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { AppProviders } from './app/providers/AppProviders';
import { createQueryClient } from './app/providers/queryClient';
import { pageName, routes } from './app/router';
import { SERVER_RENDERED, withServerLoaders, type ServerContext } from './app/ssr/loaders';
import { writePageState } from './app/ssr/page-state';
import { DrawnParts, PartsRecorder, preloadParts } from './components/ui/lazy-part/lazyPart';
import { setServerTransport } from './lib/api/client';
import { setServerOrigin } from './lib/origin';
import { EMOTION_KEY, headStyles } from './app/emotion-cache';

export { SERVER_RENDERED };

/** How the server answers the storefront's API calls without the network. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** The markup of #root, as a stream. */
  body: Readable;
  /** The page's state block (app/ssr/page-state.ts): JSON, safe inside a <script>. */
  state: string;
  /** The page's Emotion styles, as <style> elements for the <head> (app/emotion-cache.ts). */
  styles: string;
  /**
   * The names of the page and of the lazy parts it drew: the API writes a modulepreload link for
   * each of their chunks (decision 0080; the build maps names to files, page-preloads.ts).
   */
  modules: string[];
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
  // Every part already loaded (the route's module declared its own), so the render never waits
  // and draws each part in one pass, as the browser will while hydrating.
  await preloadParts();
  const drawn = new PartsRecorder();
  // The page's styles are kept aside (Emotion's "compat" mode, which createEmotionServer turns
  // on) and sent in the head, not as a <style> before each element (decision 0078).
  const styleCache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(styleCache);

  const page = (
    <StrictMode>
      <CacheProvider value={styleCache}>
        <DrawnParts.Provider value={drawn}>
          <AppProviders client={queryClient} consentChoiceMade={visitor.consentChoiceMade}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </DrawnParts.Provider>
      </CacheProvider>
    </StrictMode>
  );
  // Whole pages, as one string: search engines and link previews read the HTML once, without
  // scripts, and the Content-Security-Policy allows no inline script that a streamed render
  // would need to move late parts into place. The async render waits for every lazy part.
  const html = await untilAborted(Promise.resolve(renderToStringAsync(page as unknown as VNode)), signal);
  const state = writePageState({
    query: dehydrate(queryClient),
    parts: [...drawn.names],
    consentChoiceMade: visitor.consentChoiceMade,
  });
  const styles = headStyles(emotion.extractCriticalToChunks(html).styles);
  // The matched routes' pages (React Router keeps a route's component as its element).
  const pages = context.matches
    .map((m) => (isValidElement(m.route.element) ? pageName(m.route.element.type) : undefined))
    .filter((name) => name !== undefined);
  return { body: Readable.from([html]), state, styles, modules: [...pages, ...drawn.names] };
}

/** The render, or a rejection as soon as the caller gives up (it then sends the page unrendered). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
