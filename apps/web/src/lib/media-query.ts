import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useHydratedAnd } from './hydration';

/**
 * MUI's useMediaQuery, false while the browser hydrates a server page (decision 0079). The
 * server cannot know the screen and draws as if the query did not match; React would hydrate
 * with that answer (useSyncExternalStore's server snapshot), Preact's compatibility layer reads
 * the screen at once. A part that drew differently while hydrating (the listing's filters beside
 * the grid on a desktop, fewer page numbers on a phone) left the server's markup in place under
 * another tree, and every id after it numbered one off from the server's: two elements with one
 * id once a dormant part came to life. The real answer comes right after hydration, and draws the
 * component again only when it is true (decision 0086).
 */
export function useMediaQueryAfterHydration(query: string | ((theme: Theme) => string)): boolean {
  const matches = useMediaQuery(query);
  return useHydratedAnd(() => matches);
}
