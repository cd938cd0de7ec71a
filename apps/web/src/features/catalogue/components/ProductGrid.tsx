import Skeleton from '@mui/material/Skeleton';
import type { Product } from '@spesa/domain';
import { HydrateWhenVisible } from '../../../components/ui/lazy-hydration/HydrateWhenVisible';
import { ProductCard } from '../../../components/ui/product-card/ProductCard';

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
  // Plain elements with the .product-grid classes of ListingStyles (decision 0078).
  return (
    <ul className={busy ? 'product-grid product-grid--busy' : 'product-grid'} aria-busy={busy || undefined}>
      {products.map((p, i) =>
        // The first rows hydrate right after the page, each card in a task of its own; the cards
        // below as they scroll near.
        i < eager ? (
          <HydrateWhenVisible key={p.productId} component="li" when="soon">
            <ProductCard product={p} imagePriority={i < PRIORITY_PICTURES} />
          </HydrateWhenVisible>
        ) : (
          <HydrateWhenVisible key={p.productId} component="li" className="product-grid__later">
            <ProductCard product={p} />
          </HydrateWhenVisible>
        ),
      )}
    </ul>
  );
}

/** Placeholder cards of the size of real ones, so the first load does not shift the layout. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="product-grid" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" sx={{ height: { xs: 400, sm: 460 } }} />
      ))}
    </div>
  );
}
