import { useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../../components/ui/lazy-part/lazyPart';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMediaQueryAfterHydration } from '../../../lib/media-query';
import type { Theme } from '@mui/material/styles';
import { HydrateWhenVisible } from '../../../components/ui/lazy-hydration/HydrateWhenVisible';
import { TuneIcon } from '../../../components/ui/plain-button/icons';
import { PlainButton } from '../../../components/ui/plain-button/PlainButton';
import { listingParams, useProducts } from '../api/productsApi';
import type { ProductListParams } from '../api/productsApi';
import { useListFilters } from '../hooks/useListFilters';
import { t } from '../i18n';
import { ListPagination } from './ListPagination';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { SortSelect } from './SortSelect';

// Filters load on demand (decision 0038): phones open them in a drawer on a tap, and the wide
// screen's sidebar only appears after hydration (the server cannot know the width). Neither is
// needed to paint the list, so their form controls stay out of the page's first load.
const loadDrawer = () => import('./FiltersDrawer');
const FiltersDrawer = lazyPart('FiltersDrawer', () =>
  import('./FiltersDrawer').then((m) => ({ default: m.FiltersDrawer })),
);
const FilterPanel = lazyPart('FilterPanel', () =>
  import('./FilterPanel').then((m) => ({ default: m.FilterPanel })),
);

interface Props {
  /** What the list is: a category or search words. Filters, sort and page come from the URL. */
  base: Pick<ProductListParams, 'parentCategoryId' | 'q' | 'promo'>;
  /** Shown when the list is empty without filters (category without products, no search hits). */
  empty: ReactNode;
  /** Lets the search page read data.correctedQuery from the same request. */
  onCorrectedQuery?: (q: string | null) => void;
  /** Cards hydrated with the page (ProductGrid's default when unset). */
  eagerCards?: number;
}

/**
 * The product grid with count, sort, filters (sidebar or drawer) and pagination. It hydrates right
 * after the page, in a task of its own (its cards each in one more): the page's hydration stays a
 * short task (decision 0087).
 */
export function ProductListing(props: Props) {
  return (
    <HydrateWhenVisible when="soon">
      <Listing {...props} />
    </HydrateWhenVisible>
  );
}

function Listing({ base, empty, onCorrectedQuery, eagerCards }: Props) {
  const state = useListFilters();
  const { filters, setSort, reset, activeCount } = state;
  const wide = useMediaQueryAfterHydration((th: Theme) => th.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps its slide-out animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(filters.page);
  const query = useProducts(listingParams(base, filters));
  const data = query.data;

  useEffect(() => onCorrectedQuery?.(data?.correctedQuery ?? null), [data?.correctedQuery, onCorrectedQuery]);

  // A new page: bring the shopper (and the screen reader's focus) back to the top of the list.
  useEffect(() => {
    if (filters.page === firstPage.current) return;
    firstPage.current = filters.page;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [filters.page]);

  if (query.isError && !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('catalogue.loadError')}
      </Alert>
    );
  }

  const total = data?.page.totItems ?? 0;
  const facets = data?.facets;
  // Plain elements with the `.listing` classes of ListingStyles (decision 0083): the toolbar is
  // drawn in every listing page's hydration.
  return (
    <div className="listing">
      {wide && facets && (
        <aside aria-label={t('catalogue.filtersRegion')} className="listing__filters">
          <h2 className="listing__filters-title">{t('catalogue.filters')}</h2>
          <FilterPanel facets={facets} state={state} showPromo={!base.promo} />
        </aside>
      )}
      <div className="listing__main">
        <div className="listing__toolbar">
          <h2 ref={headingRef} tabIndex={-1} aria-live="polite" className="listing__count">
            {data ? t('catalogue.products', { count: total }) : '\u00a0'}
          </h2>
          {!wide && facets && (
            <PlainButton
              variant="outlined"
              startIcon={<TuneIcon />}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              onPointerEnter={() => void loadDrawer()}
              onFocus={() => void loadDrawer()}
              aria-haspopup="dialog"
            >
              <span className="plain-badge">
                {t('catalogue.filters')}
                {activeCount > 0 && (
                  <span className="plain-badge__count plain-badge__count--primary listing__filter-count">
                    {activeCount}
                  </span>
                )}
              </span>
            </PlainButton>
          )}
          <SortSelect value={filters.sort} onChange={setSort} />
        </div>
        {!data && <ProductGridSkeleton />}
        {data && data.products.length > 0 && (
          <ProductGrid products={data.products} busy={query.isPlaceholderData} eager={eagerCards} />
        )}
        {data && data.products.length === 0 && activeCount > 0 && (
          <div className="listing__empty">
            <p className="listing__empty-text">{t('catalogue.noResultsFiltered')}</p>
            <PlainButton onClick={reset}>{t('catalogue.resetFilters')}</PlainButton>
          </div>
        )}
        {data && data.products.length === 0 && activeCount === 0 && empty}
        {data && <ListPagination page={filters.page} count={data.page.totPages} />}
      </div>
      {!wide && facets && drawerUsed && (
        <FiltersDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          facets={facets}
          state={state}
          total={total}
          showPromo={!base.promo}
        />
      )}
    </div>
  );
}
