import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Product } from '@spesa/domain';
import { ProductCard } from '../../../components/ui/product-card/ProductCard';

/**
 * A titled row of product cards (substitutes, bought together). A native scroll-snap row rather
 * than a carousel: swipe on phones, shift+wheel or Tab through the cards elsewhere, no extra JS.
 */
export function RelatedProducts({ title, products }: { title: string; products: Product[] | undefined }) {
  const titleId = useId();
  if (!products || products.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <Typography id={titleId} component="h2" variant="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: 168, sm: 220 },
          gap: { xs: 1, sm: 2 },
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1,
        }}
      >
        {products.map((p) => (
          <Box component="li" key={p.productId} sx={{ scrollSnapAlign: 'start', minWidth: 0 }}>
            <ProductCard product={p} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
