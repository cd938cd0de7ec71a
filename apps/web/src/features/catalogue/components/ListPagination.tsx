import { Link as RouterLink, useLocation } from 'react-router';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { pageSearch } from '../hooks/useListFilters';
import { t } from '../i18n';

/**
 * Page links of a product list. Real links (?page=N), not buttons: they can be opened in a new
 * tab, are followed by search engines, and the back button walks back through the pages.
 */
export function ListPagination({ page, count }: { page: number; count: number }) {
  const location = useLocation();
  const phone = useMediaQuery((th: Theme) => th.breakpoints.down('sm'));
  if (count <= 1) return null;
  const params = new URLSearchParams(location.search);
  return (
    // Pagination is itself a <nav>: the label goes on it, no extra landmark around it.
    <Pagination
      aria-label={t('catalogue.pagination')}
      page={Math.min(page, count)}
      count={count}
      color="primary"
      shape="rounded"
      siblingCount={phone ? 0 : 1}
      boundaryCount={1}
      sx={{ display: 'flex', justifyContent: 'center', my: 3, '& ul': { flexWrap: 'nowrap' } }}
      getItemAriaLabel={(type, p, selected) => {
        if (type === 'previous') return t('catalogue.previousPage');
        if (type === 'next') return t('catalogue.nextPage');
        if (type === 'page' && selected) return t('catalogue.currentPage', { page: p });
        return t('catalogue.goToPage', { page: p });
      }}
      renderItem={(item) => (
        <PaginationItem
          {...item}
          component={RouterLink}
          to={{ pathname: location.pathname, search: pageSearch(params, item.page ?? 1) }}
        />
      )}
    />
  );
}
