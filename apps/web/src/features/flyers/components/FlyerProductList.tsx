import { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Product } from '@spesa/domain';
import { ProductCard } from '../../../components/ui/product-card/ProductCard';
import { useLeafletProducts } from '../api/leafletProductsApi';
import { t } from '../i18n';

// Two cards side by side on phones; from 600 px as many as fit the column beside the pages (a
// card's picture is 170 px wide there).
const columns = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(200px, 1fr))' };

/**
 * The flyer's products as a list of product cards: the way through the flyer for screen readers,
 * keyboards and small screens, with a search among them (leaflet/product-search).
 */
export function FlyerProductList({ leaflet, products }: { leaflet: string; products: Product[] }) {
  const [q, setQ] = useState('');
  const typed = useDeferredValue(q.trim());
  const searching = typed.length >= 2;
  const found = useLeafletProducts(leaflet, typed);
  const shown = searching ? (found.data?.products ?? []) : products;

  return (
    <Box component="section" aria-labelledby="flyer-list-heading" id="prodotti" sx={{ scrollMarginTop: { xs: 176, md: 140 } }}>
      <Typography id="flyer-list-heading" component="h2" variant="h2" sx={{ mb: 1.5 }}>
        {t('flyers.listHeading')}
      </Typography>
      <TextField
        type="search"
        label={t('flyers.searchLabel')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        size="small"
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {searching && found.data && shown.length === 0 && (
        <Typography role="status" sx={{ py: 2 }}>
          {t('flyers.searchEmpty', { q: typed })}
        </Typography>
      )}
      <Box
        component="ul"
        aria-busy={(searching && found.isFetching) || undefined}
        sx={{ display: 'grid', gridTemplateColumns: columns, gap: { xs: 1, sm: 2 }, listStyle: 'none', m: 0, p: 0 }}
      >
        {shown.map((p) => (
          <Box component="li" key={p.productId} sx={{ minWidth: 0 }}>
            <ProductCard product={p} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
