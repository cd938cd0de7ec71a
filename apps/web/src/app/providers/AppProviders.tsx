import { lazy, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { I18nextProvider } from 'react-i18next';
import { BlockRendererContext } from '../../components/ui/page-grid/block-renderer';
import { i18n } from '../../lib/i18n';
import { CookieConsentProvider } from '../cookies/CookieConsentProvider';
import { theme } from '../theme';
import { NoticeBridge } from './NoticeBridge';
import { CartActionsProvider } from './CartActionsProvider';
import { ListActionsProvider } from '../../features/lists/ListActionsProvider';
import { createQueryClient } from './queryClient';
import { SessionWatcher } from './SessionWatcher';

// The CMS block types belong to the home feature; category pages show them through this context.
// Lazy, so a page without blocks never downloads them.
type BlockModule = typeof import('../../features/home/components/BlockRenderer');
const loadBlocks = () => import('../../features/home/components/BlockRenderer');
let blocksLoaded: BlockModule | undefined;
const BlockRenderer = lazy(() =>
  blocksLoaded
    ? // Already loaded (preloadBlockRenderer): a thenable that answers at once lets React draw the
      // blocks in the same pass instead of suspending, so hydration keeps the server's markup.
      ({
        then: (resolve: (m: { default: BlockModule['BlockRenderer'] }) => void) =>
          resolve({ default: blocksLoaded!.BlockRenderer }),
      } as unknown as Promise<{ default: BlockModule['BlockRenderer'] }>)
    : loadBlocks().then((m) => ({ default: m.BlockRenderer })),
);

/** Loads the block types before a server-rendered page with blocks is hydrated (src/main.tsx). */
export async function preloadBlockRenderer(): Promise<void> {
  blocksLoaded = await loadBlocks();
}

/** Everything the pages need around them: i18n, data fetching, theme, notices, cookie consent. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  // The server-rendered page brings its own client, filled with the page's data.
  const [queryClient] = useState(() => client ?? createQueryClient());
  // The page now answers clicks: a server-rendered page shows its buttons before its code has
  // loaded, so journeys (and monitoring) wait for this mark before using them.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <NoticeBridge />
          <SessionWatcher />
          <BlockRendererContext value={BlockRenderer}>
            <CookieConsentProvider>
              <CartActionsProvider>
                <ListActionsProvider>{children}</ListActionsProvider>
              </CartActionsProvider>
            </CookieConsentProvider>
          </BlockRendererContext>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
