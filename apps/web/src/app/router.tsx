import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SSO_DONE_PATH } from '@spesa/domain';
import { HydrateFallback } from './layout/HydrateFallback';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';

// Every page is its own chunk (route-level code splitting): the first visit downloads the
// frame plus the one page it lands on. React Router's `lazy` loads the chunk before switching,
// so the previous page stays on screen (with the progress bar) instead of flashing a spinner.
type PageModule = { default: ComponentType };
/** Each loaded page's name, by its component (see pageName). */
const pageNames = new WeakMap<ComponentType, string>();
/**
 * A route's lazy page. The name is unique among pages and lazy parts: the build maps it to the
 * page's chunk files (page-preloads.ts), which a server-rendered page asks the browser to fetch
 * with the HTML (decision 0080).
 */
const page = (name: string, load: () => Promise<PageModule>) => async () => {
  const Component = (await load()).default;
  pageNames.set(Component, name);
  return { Component };
};

/** The name a route's page was declared with, once the route has loaded it (undefined before). */
export function pageName(component: unknown): string | undefined {
  return typeof component === 'function' ? pageNames.get(component as ComponentType) : undefined;
}

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
          { index: true, lazy: page('HomePage', () => import('../features/home/HomePage')) },
          {
            path: 'category/*',
            lazy: page('CategoryPage', () => import('../features/catalogue/pages/CategoryPage')),
          },
          {
            path: 'offerte',
            lazy: page('OffersPage', () => import('../features/catalogue/pages/OffersPage')),
          },
          {
            path: 'search',
            lazy: page('SearchPage', () => import('../features/catalogue/pages/SearchPage')),
          },
          {
            path: 'product/:slug',
            lazy: page('ProductPage', () => import('../features/catalogue/pages/ProductPage')),
          },
          { path: 'login', lazy: page('LoginPage', () => import('../features/account/pages/LoginPage')) },
          {
            path: 'registration-user',
            lazy: page('RegistrationPage', () => import('../features/account/pages/RegistrationPage')),
          },
          // Pages opened from the account e-mails (links built by apps/api modules/accounts/mails.ts).
          {
            path: 'registration-confirm',
            lazy: page(
              'RegistrationConfirmPage',
              () => import('../features/account/pages/RegistrationConfirmPage'),
            ),
          },
          {
            path: 'reset-password-request',
            lazy: page(
              'ResetPasswordRequestPage',
              () => import('../features/account/pages/ResetPasswordRequestPage'),
            ),
          },
          {
            path: 'reset-password',
            lazy: page('ResetPasswordPage', () => import('../features/account/pages/ResetPasswordPage')),
          },
          {
            path: 'profile/update-email',
            lazy: page('UpdateEmailPage', () => import('../features/account/pages/UpdateEmailPage')),
          },
          {
            path: 'profile/anonymize',
            lazy: page('AnonymizePage', () => import('../features/account/pages/AnonymizePage')),
          },
          {
            // Login required: the layout sends visitors to /login?redirect=<here>.
            path: 'profile',
            lazy: page('ProfileLayout', () => import('../features/account/pages/ProfileLayout')),
            children: [
              { index: true, element: <Navigate to="/profile/dashboard" replace /> },
              {
                path: 'dashboard',
                lazy: page(
                  'ProfileDashboardPage',
                  () => import('../features/account/pages/ProfileDashboardPage'),
                ),
              },
              {
                path: 'personal-data',
                lazy: page('ProfileDataPage', () => import('../features/account/pages/ProfileDataPage')),
              },
              {
                path: 'invoicing',
                lazy: page(
                  'ProfileInvoicingPage',
                  () => import('../features/account/pages/ProfileInvoicingPage'),
                ),
              },
              {
                path: 'security',
                lazy: page(
                  'ProfileSecurityPage',
                  () => import('../features/account/pages/ProfileSecurityPage'),
                ),
              },
              {
                path: 'privacy',
                lazy: page(
                  'ProfilePrivacyPage',
                  () => import('../features/account/pages/ProfilePrivacyPage'),
                ),
              },
              // Delivery addresses (features/delivery).
              {
                path: 'addresses',
                lazy: page('AddressesPage', () => import('../features/delivery/pages/AddressesPage')),
              },
              {
                path: 'addresses/manage/:addressId?',
                lazy: page('AddressManagePage', () => import('../features/delivery/pages/AddressManagePage')),
              },
              // Shopping lists (features/lists).
              { path: 'lists', lazy: page('ListsPage', () => import('../features/lists/pages/ListsPage')) },
              {
                path: 'lists/shared/:token',
                lazy: page('SharedListPage', () => import('../features/lists/pages/SharedListPage')),
              },
              {
                path: 'lists/:listId',
                lazy: page('ListPage', () => import('../features/lists/pages/ListPage')),
              },
              // Price-list proposals and their approval (features/pricelists), for role holders.
              {
                path: 'price-lists',
                lazy: page('PriceListListPage', () => import('../features/pricelists/pages/PriceListListPage')),
              },
              {
                path: 'price-lists/approvals',
                lazy: page('PriceListApprovalsPage', () => import('../features/pricelists/pages/ApprovalsPage')),
              },
              {
                path: 'price-lists/:proposalId',
                lazy: page('PriceListProposalPage', () => import('../features/pricelists/pages/ProposalPage')),
              },
              // Orders (features/orders).
              {
                path: 'orders',
                lazy: page('OrdersPage', () => import('../features/orders/pages/OrdersPage')),
              },
              {
                path: 'orders/:orderId',
                lazy: page('OrderDetailPage', () => import('../features/orders/pages/OrderDetailPage')),
                // The confirmation e-mail's link opens the order without a login.
                handle: { openWithParam: 'access_token' },
              },
            ],
          },
          { path: 'cart', lazy: page('CartPage', () => import('../features/cart/pages/CartPage')) },
          // The Flyer route (spec: the flyer's slug, else its numeric id).
          {
            path: 'volantino/:leafletId',
            lazy: page('FlyerPage', () => import('../features/flyers/pages/FlyerPage')),
          },
          // Checkout (features/checkout), composed with the cart and delivery parts it reuses.
          {
            path: 'checkout',
            lazy: async () => ({ Component: (await import('./pages/CheckoutRoutes')).CheckoutRoute }),
          },
          {
            path: 'checkout/confirmation/:orderId',
            lazy: async () => ({ Component: (await import('./pages/CheckoutRoutes')).ConfirmationRoute }),
          },
          // Content pages (features/content): static pages, news and recipes.
          {
            path: 'page/:slug',
            lazy: page('StaticPage', () => import('../features/content/pages/StaticPage')),
          },
          {
            path: 'news',
            lazy: page('NewsIndexPage', () => import('../features/content/pages/NewsIndexPage')),
          },
          { path: 'news/:slug', lazy: page('NewsPage', () => import('../features/content/pages/NewsPage')) },
          {
            path: 'ricette',
            lazy: page('RecipesIndexPage', () => import('../features/content/pages/RecipesIndexPage')),
          },
          {
            path: 'ricette/:slug',
            lazy: page('RecipePage', () => import('../features/content/pages/RecipePage')),
          },
          // The staff's content editor (login with a staff account).
          {
            path: 'staff/contenuti',
            lazy: page('StaffContentPage', () => import('../features/content/pages/StaffContentPage')),
          },
          {
            path: 'store-locator',
            lazy: page('StoreLocatorPage', () => import('../features/delivery/pages/StoreLocatorPage')),
          },
          // The spec's /shop prefix: old links keep working.
          {
            path: 'shop/*',
            lazy: async () => ({
              Component: (await import('./pages/ShopPrefixRedirect')).ShopPrefixRedirect,
            }),
          },
          { path: '*', lazy: page('NotFoundPage', () => import('../features/catalogue/pages/NotFoundPage')) },
        ],
      },
    ],
  },
  {
    // The end of a login through Google, Facebook or SAML, usually inside the login popup, which
    // closes at once: without the shop's header and footer (and their requests) around it.
    path: SSO_DONE_PATH,
    lazy: page('SocialLoginDonePage', () => import('../features/account/pages/SocialLoginDonePage')),
    ErrorBoundary: RouteError,
    HydrateFallback,
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
