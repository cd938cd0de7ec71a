import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
// The system's provider, as MUI's own ThemeProvider uses for a theme without CSS variables;
// MUI's also bundles the CSS-variables provider, which this theme never needs (decision 0038).
import { ThemeProvider } from '@mui/system';
import { afterWaitingParts } from '../../components/ui/lazy-hydration/HydrateWhenVisible';
import { lazyPart } from '../../components/ui/lazy-part/lazyPart';
import { BlockRendererContext } from '../../components/ui/page-grid/block-renderer';
import { ListingStyles } from '../../components/ui/listing-styles/ListingStyles';
import { ProductCardStyles } from '../../components/ui/product-card/ProductCardStyles';
import { SliderStyles } from '../../features/home/slider/SliderStyles';
import { CookieConsentProvider } from '../cookies/CookieConsentProvider';
import { WarehouseScopeProvider } from '../../lib/cart';
import { theme } from '../theme';
import { NoticeBridge } from './NoticeBridge';
import { CartActionsProvider } from './CartActionsProvider';
import { ListActionsProvider } from '../../features/lists/ListActionsProvider';
import { PriceListActionsProvider } from '../../features/pricelists/PriceListActionsProvider';
import { createQueryClient } from './queryClient';
import { SessionWatcher } from './SessionWatcher';

// The CMS block types belong to the home feature; category pages show them through this context.
// Lazy, so a page without blocks never downloads them.
const BlockRenderer = lazyPart('BlockRenderer', () =>
  import('../../features/home/components/BlockRenderer').then((m) => ({ default: m.BlockRenderer })),
);

/** Everything the pages need around them: data fetching, theme, notices, cookie consent. */
export function AppProviders({
  children,
  client,
  consentChoiceMade,
}: {
  children: ReactNode;
  client?: QueryClient;
  /** Server rendering only: the request carries the shopper's cookie choice (decision 0070). */
  consentChoiceMade?: boolean;
}) {
  // The server-rendered page brings its own client, filled with the page's data.
  const [queryClient] = useState(() => client ?? createQueryClient());
  // The page now answers clicks: a server-rendered page shows its buttons before its code has
  // loaded, so journeys (and monitoring) wait for this mark before using them.
  // The parts of the header that come to life in turns after hydration are part of that.
  useEffect(() => {
    afterWaitingParts(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <ProductCardStyles />
        <ListingStyles />
        <SliderStyles />
        <NoticeBridge />
        <SessionWatcher />
        <BlockRendererContext.Provider value={BlockRenderer}>
          <CookieConsentProvider serverChoiceMade={consentChoiceMade}>
            <WarehouseScopeProvider>
              <CartActionsProvider>
                <ListActionsProvider>
                  <PriceListActionsProvider>{children}</PriceListActionsProvider>
                </ListActionsProvider>
              </CartActionsProvider>
            </WarehouseScopeProvider>
          </CookieConsentProvider>
        </BlockRendererContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
