import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Product } from '@spesa/domain';
import { HydrateWhenVisible } from '../../../components/ui/lazy-hydration/HydrateWhenVisible';
import { ProductCard } from '../../../components/ui/product-card/ProductCard';

const columns = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  lg: 'repeat(4, minmax(0, 1fr))',
  xl: 'repeat(5, minmax(0, 1fr))',
};

// What a phone's first screen shows; on wider screens the other visible cards follow at once.
const EAGER_CARDS = 4;
// A phone's first row: their pictures are the largest paint of a listing, so they load at once.
const PRIORITY_PICTURES = 2;

/**
 * Product cards in a responsive grid: 2 columns on phones, up to 5 on wide screens. `eager`
 * cards hydrate with the page; 0 when something else fills the first screen above the grid.
 */
export function ProductGrid({
  products,
  busy = false,
  eager = EAGER_CARDS,
}: {
  products: Product[];
  busy?: boolean;
  eager?: number;
}) {
  return (
    <Box
      component="ul"
      aria-busy={busy || undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: columns,
        gap: { xs: 1, sm: 2 },
        listStyle: 'none',
        m: 0,
        p: 0,
        opacity: busy ? 0.6 : 1,
        transition: 'opacity 150ms',
      }}
    >
      {products.map((p, i) =>
        // The first rows hydrate with the page; the cards below it as they scroll near.
        i < eager ? (
          <Box component="li" key={p.productId} sx={{ minWidth: 0 }}>
            <ProductCard product={p} imagePriority={i < PRIORITY_PICTURES} />
          </Box>
        ) : (
          <HydrateWhenVisible key={p.productId} component="li" style={{ minWidth: 0 }}>
            <ProductCard product={p} />
          </HydrateWhenVisible>
        ),
      )}
    </Box>
  );
}

/** Placeholder cards of the size of real ones, so the first load does not shift the layout. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: columns, gap: { xs: 1, sm: 2 } }} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" sx={{ height: { xs: 400, sm: 460 } }} />
      ))}
    </Box>
  );
}
