import type { ReactNode } from 'react';

/**
 * The width and side margins of the header (app/layout/Header), so page edges line up with it:
 * MUI's Container (maxWidth xl) as a plain element with the `.page-container` classes of
 * ListingStyles (decision 0083), drawn in every catalogue page's hydration.
 */
export function PageContainer({ children, last = true }: { children: ReactNode; last?: boolean }) {
  return <div className={last ? 'page-container page-container--last' : 'page-container'}>{children}</div>;
}
