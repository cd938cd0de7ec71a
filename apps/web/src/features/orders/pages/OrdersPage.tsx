import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ui/list-pagination/ListPagination';
import { useDocumentTitle } from '../../../lib/document-title';
import { useOrderList, type OrderListFilters } from '../api/orderListApi';
import { BackLink } from '../components/BackLink';
import { OrderFiltersForm } from '../components/OrderFiltersForm';
import { OrderListItem } from '../components/OrderListItem';
import { filtersFromSearch, isFiltered, searchFromFilters } from '../orderFilters';
import { useT } from '../i18n';

/** /profile/orders: the shopper's orders, newest first, 12 a page, with the spec's filters. */
export default function OrdersPage() {
  const t = useT();
  const title = t('orders.title');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const list = useOrderList(filters);
  const apply = (next: OrderListFilters) => setSearch(searchFromFilters(next));

  const orders = list.data?.orders ?? [];
  const page = list.data?.page;
  return (
    <Box component="section" aria-labelledby="orders-title" sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <div>
        <BackLink to="/profile/dashboard" label={t('orders.back')} phoneOnly />
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography id="orders-title" component="h2" variant="h2">
            {title}
          </Typography>
          {page && (
            <Typography color="text.secondary" role="status">
              {t('orders.count', { count: page.totItems })}
            </Typography>
          )}
        </Box>
      </div>
      {/* Keyed by the address bar: Back or a reset link shows the filters the list really has. */}
      <OrderFiltersForm key={search.toString()} value={filters} onApply={apply} />
      {list.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status">
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('orders.loadError')}
        </Alert>
      ) : orders.length === 0 ? (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>
            {isFiltered(filters) ? t('orders.emptyFiltered') : t('orders.empty')}
          </Typography>
          {!isFiltered(filters) && (
            <Button component={RouterLink} to="/" variant="contained">
              {t('orders.goShopping')}
            </Button>
          )}
        </Box>
      ) : (
        <Box
          component="ul"
          aria-busy={list.isPlaceholderData}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            opacity: list.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {orders.map((o) => (
            <li key={o.orderId}>
              <OrderListItem order={o} />
            </li>
          ))}
        </Box>
      )}
      {page && <ListPagination page={page.selPage} count={page.totPages} label={t('orders.pagination')} />}
    </Box>
  );
}
