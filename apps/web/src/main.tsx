// First: it configures zod before any schema is built.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { CacheProvider } from '@emotion/react';
import { createBrowserEmotionCache } from './app/emotion-cache';
import { AppProviders } from './app/providers/AppProviders';
import { createQueryClient } from './app/providers/queryClient';
import { createAppRouter, routes } from './app/router';
import { readPageState } from './app/ssr/page-state';
import { preloadParts } from './components/ui/lazy-part/lazyPart';
import { installAutoFocus } from './lib/autofocus';
import { hydrating } from './lib/hydration';

installAutoFocus();

/**
 * Ends the current task: what follows runs in a task of its own (decision 0079). Evaluating the
 * code, loading the page's part and hydrating each take tens of milliseconds on a phone; in one
 * task they would block a tap for their sum, and Lighthouse's Total Blocking Time counts what each
 * task takes over 50 ms.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The libraries and the shell were evaluated in this task; the page starts in the next.
await nextTask();

const root = document.getElementById('root')!;
// Takes over the styles a server-rendered page carries in its head (app/emotion-cache.ts).
const styleCache = createBrowserEmotionCache();
/** What a server-rendered catalogue page was rendered with (a JSON block the server writes). */
const state = readPageState(document.getElementById('spesa-query-state')?.textContent);

if (state) {
  // A server-rendered page: load the code of the page on screen first (its route is lazy), then
  // the lazy parts the server drew (a route's module declares its own parts), so the first
  // render in the browser is the server's HTML and hydration takes it over without suspending.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  await preloadParts(state.parts);
  const queryClient = createQueryClient();
  hydrate(queryClient, state.query);
  // The page's own chunk was evaluated in this task. The router (it ranks and matches every
  // route: 25-35 ms on a phone) gets a task of its own, and hydration one more (decision 0083).
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // Preact hydrates in one synchronous pass: the hydration phase ends when hydrateRoot returns.
  hydrating(() =>
    hydrateRoot(
      root,
      <StrictMode>
        <CacheProvider value={styleCache}>
          <AppProviders client={queryClient} consentChoiceMade={state.consentChoiceMade}>
            <RouterProvider router={router} />
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
    ),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <AppProviders>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
}
