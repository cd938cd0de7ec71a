import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Link as RouterLink } from 'react-router';
import type { Product } from '@spesa/domain';
import { ProductImage, type ProductImageProps } from '../product-image/ProductImage';

export interface ProductLineProps {
  product: Pick<Product, 'name' | 'slug' | 'mediaURL'>;
  imageSize: ProductImageProps['size'];
  /** Under the name: options, price, notices. */
  details?: ReactNode;
  /** The quantity: a stepper, or the quantity as text. */
  quantity: ReactNode;
  /** Right of the quantity, before the remove button: the line's total. */
  trailing?: ReactNode;
  /** The remove button; absent when the line cannot be removed. */
  remove?: { label: string; onClick: () => void; disabled?: boolean };
  /** A last row under the line (the cart's note and substitutes). */
  footer?: ReactNode;
  /** A line that can no longer be bought here, shown faded. */
  dimmed?: boolean;
}

/**
 * One product line of a list of lines (the cart, a shopping list): picture, name linking to the
 * product, details, quantity, total and remove, in a grid that keeps its columns at 360 px. The
 * `li` is named by the product's name, so a screen reader's list navigation reads it first.
 */
export function ProductLine({
  product,
  imageSize,
  details,
  quantity,
  trailing,
  remove,
  footer,
  dimmed = false,
}: ProductLineProps) {
  const nameId = useId();
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: { xs: 1.5, sm: 2 },
        rowGap: 1,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        listStyle: 'none',
        opacity: dimmed ? 0.7 : 1,
      }}
    >
      {/* The picture spans the name and quantity rows; with a footer, on wide screens, that too. */}
      <Box sx={{ gridRow: footer ? { xs: 'span 2', sm: 'span 3' } : 'span 2' }}>
        <ProductImage src={product.mediaURL} alt="" size={imageSize} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/product/${product.slug}`}
          id={nameId}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 600, display: 'block', lineHeight: 1.3 }}
        >
          {product.name}
        </Link>
        {details}
      </Box>
      <Box
        sx={{
          gridColumn: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        {quantity}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
          {trailing}
          {remove && (
            <IconButton onClick={remove.onClick} aria-label={remove.label} disabled={remove.disabled}>
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Box>
      </Box>
      {footer && <Box sx={{ gridColumn: { xs: '1 / -1', sm: 2 } }}>{footer}</Box>}
    </Box>
  );
}
