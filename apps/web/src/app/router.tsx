import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HydrateFallback } from './layout/HydrateFallback';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';

// Every page is its own chunk (route-level code splitting): the first visit downloads the
// frame plus the one page it lands on. React Router's `lazy` loads the chunk before switching,
// so the previous page stays on screen (with the progress bar) instead of flashing a spinner.
type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });
const comingSoon = (name: keyof typeof import('./pages/comingSoonRoutes')) => async () => ({
  Component: (await import('./pages/comingSoonRoutes'))[name],
});

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback,
    children: [
      {
        // Errors inside a page keep the header and footer around the message.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: page(() => import('../features/home/HomePage')) },
          { path: 'category/*', lazy: page(() => import('../features/catalogue/pages/CategoryPage')) },
          { path: 'search', lazy: page(() => import('../features/catalogue/pages/SearchPage')) },
          { path: 'product/:slug', lazy: page(() => import('../features/catalogue/pages/ProductPage')) },
          { path: 'login', lazy: comingSoon('LoginPage') },
          { path: 'registration-user', lazy: comingSoon('RegistrationPage') },
          { path: 'profile/dashboard', lazy: comingSoon('ProfileDashboardPage') },
          { path: 'cart', lazy: comingSoon('CartPage') },
          { path: 'page/:slug', lazy: comingSoon('ContentPage') },
          { path: 'store-locator', lazy: comingSoon('StoreLocatorPage') },
          // The spec's /shop prefix: old links keep working.
          {
            path: 'shop/*',
            lazy: async () => ({
              Component: (await import('./pages/ShopPrefixRedirect')).ShopPrefixRedirect,
            }),
          },
          { path: '*', lazy: page(() => import('../features/catalogue/pages/NotFoundPage')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
