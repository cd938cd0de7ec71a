import { Link as RouterLink, useLocation } from 'react-router';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useT } from '../../../lib/i18n';

/** The address bar's query for page `page` of the same list: page 1 is the bare address. */
function searchForPage(search: string, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const s = next.toString();
  return s ? `?${s}` : '';
}

/**
 * Page links of a list (products, orders). Real links (?page=N), not buttons: they can be opened
 * in a new tab, are followed by search engines, and the back button walks back through the pages.
 * `label` names the navigation for screen readers ('Pagine dei prodotti').
 */
export function ListPagination({ page, count, label }: { page: number; count: number; label: string }) {
  const t = useT();
  const location = useLocation();
  // useTheme, not a callback: outside a ThemeProvider it still answers MUI's default theme.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (count <= 1) return null;
  return (
    // Pagination is itself a <nav>: the label goes on it, no extra landmark around it.
    <Pagination
      aria-label={label}
      page={Math.min(page, count)}
      count={count}
      color="primary"
      shape="rounded"
      siblingCount={phone ? 0 : 1}
      boundaryCount={1}
      sx={{ display: 'flex', justifyContent: 'center', my: 3, '& ul': { flexWrap: 'nowrap' } }}
      getItemAriaLabel={(type, p, selected) => {
        if (type === 'previous') return t('pagination.previousPage');
        if (type === 'next') return t('pagination.nextPage');
        if (type === 'page' && selected) return t('pagination.currentPage', { page: p });
        return t('pagination.goToPage', { page: p });
      }}
      renderItem={(item) => (
        <PaginationItem
          {...item}
          component={RouterLink}
          to={{ pathname: location.pathname, search: searchForPage(location.search, item.page ?? 1) }}
        />
      )}
    />
  );
}
