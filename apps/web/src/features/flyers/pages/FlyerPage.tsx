import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { Product } from '@spesa/domain';
import { Breadcrumb } from '../../../components/ui/breadcrumb/Breadcrumb';
import { useListActions } from '../../../components/ui/cart-actions/list-actions-context';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatValidity } from '../../../lib/format-validity';
import { useLeaflet } from '../api/leafletApi';
import { FlyerPageView } from '../components/FlyerPageView';
import { FlyerProductDialog } from '../components/FlyerProductDialog';
import { FlyerProductList } from '../components/FlyerProductList';
import { t } from '../i18n';

/** The URL parameter of the page being looked at, so a page can be linked and Back works. */
const PAGE_PARAM = 'pagina';

/**
 * /volantino/<slug or id>: the digital flyer. Pages as pictures with a button on each product
 * (price, stepper, add to cart in a dialog), one page at a time; below, every product of the
 * flyer as product cards, for screen readers and small screens.
 */
export default function FlyerPage() {
  const param = useParams().leafletId ?? '';
  const { data, isPending, error, refetch } = useLeaflet(param);
  const [search, setSearch] = useSearchParams();
  // "Add all to a list": the lists' own selector, with every product of the flyer.
  const listActions = useListActions();
  // The tapped product by id: its price is read again from the flyer's latest answer (a store
  // chosen while adding changes it).
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const products = useMemo(() => new Map((data?.products ?? []).map((p) => [p.productId, p])), [data]);
  const selected = selectedId === null ? null : (products.get(selectedId) ?? null);
  useDocumentTitle(data?.leaflet.title ?? t('flyers.title'));

  if (isPending)
    return (
      <Container maxWidth="md" sx={{ py: 3 }} aria-busy="true">
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="rounded" sx={{ width: '100%', aspectRatio: '800 / 1120', height: 'auto', mt: 2 }} />
      </Container>
    );
  if (error || !data) {
    const known = isApiError(error) && error.code.startsWith('LEAFLET_');
    return (
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
          {known ? error.message : t('flyers.loadError')}
        </Typography>
        {known ? (
          <Button component={RouterLink} to="/" variant="contained">
            {t('flyers.backHome')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </Container>
    );
  }

  const { leaflet } = data;
  const count = leaflet.pages.length;
  const asked = Number(search.get(PAGE_PARAM));
  const pageNumber = Number.isInteger(asked) && asked >= 1 && asked <= count ? asked : 1;
  const page = leaflet.pages[pageNumber - 1];
  const goTo = (n: number) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (n === 1) next.delete(PAGE_PARAM);
        else next.set(PAGE_PARAM, String(n));
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <Container maxWidth="xl" sx={{ px: { xs: 1, sm: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: leaflet.title }]} />
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { md: 'minmax(0, 560px) minmax(0, 1fr)' }, alignItems: 'start', mt: 1 }}>
        <Box component="header" sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 } }}>
          <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
            {leaflet.title}
          </Typography>
          <Typography sx={{ fontWeight: 700, color: 'error.dark' }}>
            {t('flyers.valid', { period: formatValidity(leaflet.validityDate, leaflet.expireDate) })}
          </Typography>
          {leaflet.baseLocation && (
            <Typography color="text.secondary">{t('flyers.where', { place: leaflet.baseLocation })}</Typography>
          )}
          {leaflet.descr && <Typography sx={{ mt: 1 }}>{leaflet.descr}</Typography>}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('flyers.tapHint')}
          </Typography>
          <Link href="#prodotti" sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}>
            {t('flyers.toList', { count: data.products.length })}
          </Link>
          {listActions && data.products.length > 0 && (
            <Box sx={{ mt: 1.5 }}>
              <Button
                variant="outlined"
                startIcon={<FavoriteBorderIcon />}
                onClick={() => listActions.openSelectorForAll(data.products)}
              >
                {t('flyers.addAllToList')}
              </Button>
            </Box>
          )}
        </Box>
        {page && (
          <Box component="section" aria-label={t('flyers.pages')} sx={{ gridColumn: { md: 1 }, gridRow: { md: '1 / span 2' } }}>
            <FlyerPageView
              key={page.pageNumber}
              page={page}
              pageCount={count}
              title={leaflet.title}
              ratio={leaflet.pageWidth / leaflet.pageHeight}
              products={products}
              onSelect={(p: Product) => setSelectedId(p.productId)}
              onSwipe={(d) => {
                const n = pageNumber + d;
                if (n >= 1 && n <= count) goTo(n);
              }}
              eager
            />
            <Box component="nav" aria-label={t('flyers.pages')} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 1 }}>
              <IconButton aria-label={t('flyers.previousPage')} disabled={pageNumber <= 1} onClick={() => goTo(pageNumber - 1)}>
                <NavigateBeforeIcon />
              </IconButton>
              {leaflet.pages.map((p) => (
                <Button
                  key={p.pageNumber}
                  size="small"
                  variant={p.pageNumber === pageNumber ? 'contained' : 'outlined'}
                  aria-label={t('flyers.goToPage', { page: p.pageNumber })}
                  aria-current={p.pageNumber === pageNumber ? 'page' : undefined}
                  onClick={() => goTo(p.pageNumber)}
                  sx={{ minWidth: 40 }}
                >
                  {p.pageNumber}
                </Button>
              ))}
              <IconButton aria-label={t('flyers.nextPage')} disabled={pageNumber >= count} onClick={() => goTo(pageNumber + 1)}>
                <NavigateNextIcon />
              </IconButton>
            </Box>
            <Typography role="status" variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {t('flyers.pageOf', { page: pageNumber, count })}
            </Typography>
          </Box>
        )}
        <Box sx={{ gridColumn: { md: 2 }, minWidth: 0 }}>
          {data.products.length === 0 ? (
            <Typography>{t('flyers.noProducts')}</Typography>
          ) : (
            <FlyerProductList leaflet={param} products={data.products} />
          )}
        </Box>
      </Box>
      <FlyerProductDialog product={selected} onClose={() => setSelectedId(null)} />
    </Container>
  );
}
