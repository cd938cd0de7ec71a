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
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

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
          { path: 'offerte', lazy: page(() => import('../features/catalogue/pages/OffersPage')) },
          { path: 'search', lazy: page(() => import('../features/catalogue/pages/SearchPage')) },
          { path: 'product/:slug', lazy: page(() => import('../features/catalogue/pages/ProductPage')) },
          { path: 'login', lazy: page(() => import('../features/account/pages/LoginPage')) },
          {
            path: 'registration-user',
            lazy: page(() => import('../features/account/pages/RegistrationPage')),
          },
          // Pages opened from the account e-mails (links built by apps/api modules/accounts/mails.ts).
          {
            path: 'registration-confirm',
            lazy: page(() => import('../features/account/pages/RegistrationConfirmPage')),
          },
          {
            path: 'reset-password-request',
            lazy: page(() => import('../features/account/pages/ResetPasswordRequestPage')),
          },
          { path: 'reset-password', lazy: page(() => import('../features/account/pages/ResetPasswordPage')) },
          {
            path: 'profile/update-email',
            lazy: page(() => import('../features/account/pages/UpdateEmailPage')),
          },
          { path: 'profile/anonymize', lazy: page(() => import('../features/account/pages/AnonymizePage')) },
          {
            // Login required: the layout sends visitors to /login?redirect=<here>.
            path: 'profile',
            lazy: page(() => import('../features/account/pages/ProfileLayout')),
            children: [
              { index: true, element: <Navigate to="/profile/dashboard" replace /> },
              {
                path: 'dashboard',
                lazy: page(() => import('../features/account/pages/ProfileDashboardPage')),
              },
              {
                path: 'personal-data',
                lazy: page(() => import('../features/account/pages/ProfileDataPage')),
              },
              {
                path: 'invoicing',
                lazy: page(() => import('../features/account/pages/ProfileInvoicingPage')),
              },
              { path: 'security', lazy: page(() => import('../features/account/pages/ProfileSecurityPage')) },
              { path: 'privacy', lazy: page(() => import('../features/account/pages/ProfilePrivacyPage')) },
              // Delivery addresses (features/delivery).
              { path: 'addresses', lazy: page(() => import('../features/delivery/pages/AddressesPage')) },
              {
                path: 'addresses/manage/:addressId?',
                lazy: page(() => import('../features/delivery/pages/AddressManagePage')),
              },
              // Shopping lists (features/lists).
              { path: 'lists', lazy: page(() => import('../features/lists/pages/ListsPage')) },
              { path: 'lists/shared/:token', lazy: page(() => import('../features/lists/pages/SharedListPage')) },
              { path: 'lists/:listId', lazy: page(() => import('../features/lists/pages/ListPage')) },
              // Orders (features/orders).
              { path: 'orders', lazy: page(() => import('../features/orders/pages/OrdersPage')) },
              {
                path: 'orders/:orderId',
                lazy: page(() => import('../features/orders/pages/OrderDetailPage')),
                // The confirmation e-mail's link opens the order without a login.
                handle: { openWithParam: 'access_token' },
              },
            ],
          },
          { path: 'cart', lazy: page(() => import('../features/cart/pages/CartPage')) },
          // The Flyer route (spec: the flyer's slug, else its numeric id).
          { path: 'volantino/:leafletId', lazy: page(() => import('../features/flyers/pages/FlyerPage')) },
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
          { path: 'page/:slug', lazy: page(() => import('../features/content/pages/StaticPage')) },
          { path: 'news/:slug', lazy: page(() => import('../features/content/pages/NewsPage')) },
          { path: 'ricette/:slug', lazy: page(() => import('../features/content/pages/RecipePage')) },
          // The staff's content editor (login with a staff account).
          { path: 'staff/contenuti', lazy: page(() => import('../features/content/pages/StaffContentPage')) },
          { path: 'store-locator', lazy: page(() => import('../features/delivery/pages/StoreLocatorPage')) },
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
  {
    // The end of a login through Google, Facebook or SAML, usually inside the login popup, which
    // closes at once: without the shop's header and footer (and their requests) around it.
    path: SSO_DONE_PATH,
    lazy: page(() => import('../features/account/pages/SocialLoginDonePage')),
    ErrorBoundary: RouteError,
    HydrateFallback,
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
