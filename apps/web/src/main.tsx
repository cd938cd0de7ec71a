// First: it configures zod before any schema is built.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { AppProviders, preloadBlockRenderer } from './app/providers/AppProviders';
import { createQueryClient } from './app/providers/queryClient';
import { createAppRouter, routes } from './app/router';
import { installAutoFocus } from './lib/autofocus';
import { hydrating } from './lib/hydration';

installAutoFocus();

const root = document.getElementById('root')!;
/** The data a server-rendered catalogue page was rendered with (a JSON block the server writes). */
const stateBlock = document.getElementById('spesa-query-state');
const state = stateBlock?.textContent ? (JSON.parse(stateBlock.textContent) as DehydratedState) : null;

if (state) {
  // A server-rendered page: load the code of the page on screen first (its route is lazy), so
  // the first render in the browser is the server's HTML and hydration can take it over.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all([
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
    // Department pages draw CMS blocks: without their code at hand, React would drop the
    // server's blocks on the first update and draw them again (a layout shift).
    ...(root.querySelector('[data-cms-blocks]') ? [preloadBlockRenderer()] : []),
  ]);
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  // Preact hydrates in one synchronous pass: the hydration phase ends when hydrateRoot returns.
  hydrating(() =>
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders client={queryClient}>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </StrictMode>,
    ),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}
