import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ProductList } from '@spesa/domain';
import type { useListFilters } from '../hooks/useListFilters';
import { t } from '../i18n';
import { FacetGroup } from './FacetGroup';
import type { FacetOption } from './FacetGroup';

type Facets = ProductList['facets'];
type FilterState = ReturnType<typeof useListFilters>;

const toOptions = (values: Facets['vendors'], chosen: string[]): FacetOption[] =>
  values.map((v) => ({
    id: String(v.id),
    name: v.name,
    count: v.count,
    selected: v.selected || chosen.includes(String(v.id)),
  }));

interface Props {
  facets: Facets;
  state: FilterState;
  /** False on the offers page, where every product is in promotion. */
  showPromo?: boolean;
}

/** Promo / new / brand / product class filters with their counts (spec: Filters). */
export function FilterPanel({ facets, state, showPromo = true }: Props) {
  const { filters, setFlag, toggleFacet, reset, activeCount } = state;
  const flags: FacetOption[] = [
    { id: 'promo', name: t('catalogue.promo'), count: facets.promo.count, selected: filters.promo },
    { id: 'new', name: t('catalogue.new'), count: facets.new.count, selected: filters.isNew },
  ].filter((f) => showPromo || f.id !== 'promo');
  return (
    <Box>
      {activeCount > 0 && (
        <Button variant="outlined" size="small" onClick={reset} sx={{ mb: 2 }}>
          {t('catalogue.resetFilters')}
        </Button>
      )}
      <FacetGroup
        legend={t('catalogue.offersAndNews')}
        options={flags}
        onToggle={(id) => setFlag(id as 'promo' | 'new', id === 'promo' ? !filters.promo : !filters.isNew)}
      />
      <FacetGroup
        legend={t('catalogue.vendors')}
        options={toOptions(facets.vendors, filters.vendors)}
        onToggle={(id) => toggleFacet('vendor', id)}
      />
      <FacetGroup
        legend={t('catalogue.productClasses')}
        options={toOptions(facets.productClasses, filters.productClasses)}
        onToggle={(id) => toggleFacet('product_class', id)}
      />
    </Box>
  );
}
