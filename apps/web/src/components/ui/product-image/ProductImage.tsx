import { useState, type CSSProperties } from 'react';
import { NoImagePlaceholder } from './NoImagePlaceholder';

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** Square size in px; an object sizes it per breakpoint, e.g. { xs: 110, sm: 170 }. */
  size?: number | { xs: number; sm: number };
  /** The main picture of a product page is the LCP element: load it eagerly and first. */
  priority?: boolean;
}

/** A product picture in a fixed square box, so the grid never jumps while images load. */
export function ProductImage({ src, alt, size = { xs: 110, sm: 170 }, priority = false }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const sizes = typeof size === 'number' ? { xs: size, sm: size } : size;
  // The square's sides by breakpoint, read by the .product-image class (productCardStyles).
  const box = { '--product-image-xs': `${sizes.xs}px`, '--product-image-sm': `${sizes.sm}px` } as CSSProperties;
  return (
    <div className="product-image" style={box}>
      {failed || !src ? (
        <NoImagePlaceholder size="100%" />
      ) : (
        <img
          src={src}
          alt={alt}
          width={sizes.sm}
          height={sizes.sm}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}

export default ProductImage;
