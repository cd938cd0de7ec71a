import { useId } from 'react';
import type { Product } from '@spesa/domain';
import { ProductCard } from '../../../components/ui/product-card/ProductCard';

/**
 * A titled row of product cards (substitutes, bought together). A native scroll-snap row rather
 * than a carousel: swipe on phones, shift+wheel or Tab through the cards elsewhere, no extra JS.
 * Plain elements with the `.related-products` rules of ListingStyles (decision 0085).
 */
export function RelatedProducts({ title, products }: { title: string; products: Product[] | undefined }) {
  const titleId = useId();
  if (!products || products.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="related-products">
      <h2 id={titleId} className="product-details__title">
        {title}
      </h2>
      <ul className="related-products__row">
        {products.map((p) => (
          <li key={p.productId} className="related-products__item">
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
