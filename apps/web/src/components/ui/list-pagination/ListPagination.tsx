import { useLocation } from 'react-router';
import usePagination from '@mui/material/usePagination';
import { useMediaQueryAfterHydration } from '../../../lib/media-query';
import { useTheme } from '@mui/material/styles';
import { useT } from '../../../lib/i18n';
import { PlainLink } from '../plain-link/PlainLink';

/** The address bar's query for page `page` of the same list: page 1 is the bare address. */
function searchForPage(search: string, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const s = next.toString();
  return s ? `?${s}` : '';
}

// MUI's NavigateBefore and NavigateNext.
const ARROWS = {
  previous: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  next: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
};

/**
 * Page links of a list (products, orders). Real links (?page=N), not buttons: they can be opened
 * in a new tab, are followed by search engines, and the back button walks back through the pages.
 * `label` names the navigation for screen readers ('Pagine dei prodotti'). Which numbers show is
 * MUI's rule (usePagination); the links are plain elements with the .pager classes of
 * ListingStyles (decision 0078).
 */
export function ListPagination({ page, count, label }: { page: number; count: number; label: string }) {
  const t = useT();
  const location = useLocation();
  // useTheme, not a callback: outside a ThemeProvider it still answers MUI's default theme.
  const phone = useMediaQueryAfterHydration(useTheme().breakpoints.down('sm'));
  const { items } = usePagination({
    page: Math.min(page, count),
    count,
    siblingCount: phone ? 0 : 1,
    boundaryCount: 1,
  });
  if (count <= 1) return null;
  const to = (p: number) => location.pathname + searchForPage(location.search, p);
  return (
    <nav aria-label={label} className="pager">
      <ul>
        {items.map((item, i) => {
          if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis')
            return (
              <li key={i}>
                <span className="pager__item" aria-hidden="true">
                  …
                </span>
              </li>
            );
          if (item.type === 'previous' || item.type === 'next') {
            const name = t(item.type === 'previous' ? 'pagination.previousPage' : 'pagination.nextPage');
            const arrow = (
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={ARROWS[item.type]} />
              </svg>
            );
            return (
              <li key={i}>
                {item.disabled ? (
                  <span
                    className="pager__item pager__item--disabled"
                    role="link"
                    aria-disabled="true"
                    aria-label={name}
                  >
                    {arrow}
                  </span>
                ) : (
                  <PlainLink className="pager__item" to={to(item.page ?? 1)} aria-label={name}>
                    {arrow}
                  </PlainLink>
                )}
              </li>
            );
          }
          const n = item.page ?? 1;
          return (
            <li key={i}>
              <PlainLink
                className={item.selected ? 'pager__item pager__item--current' : 'pager__item'}
                to={to(n)}
                aria-current={item.selected ? 'page' : undefined}
                aria-label={
                  item.selected
                    ? t('pagination.currentPage', { page: n })
                    : t('pagination.goToPage', { page: n })
                }
              >
                {n}
              </PlainLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
