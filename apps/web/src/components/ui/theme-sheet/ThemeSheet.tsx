import { useState } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';
import { isFirstRenderHydrating } from '../../../lib/hydration';

/**
 * A style sheet of plain class rules drawn from the theme (the product card's, the listings', the
 * shell's). The server draws it into the page's head (decision 0078) and a page it rendered keeps
 * it there for its whole life: the browser leaves it be, where `<GlobalStyles>` would build and
 * hash the whole sheet again in the hydration's long task only to find it already in the head
 * (about 10-30 ms on a phone for the three sheets; decision 0079). A page the browser renders
 * itself (no server HTML) draws the sheet as `<GlobalStyles>` does.
 */
export function ThemeSheet({ styles }: { styles: (theme: Theme) => Record<string, CSSObject> }) {
  const hydrating = isFirstRenderHydrating();
  // Fixed at the first render: in the browser, hydrating means the page came from the server.
  const [inServerHead] = useState(() => hydrating && typeof document !== 'undefined');
  return inServerHead ? null : <GlobalStyles styles={styles} />;
}
