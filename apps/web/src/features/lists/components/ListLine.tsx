import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Link as RouterLink } from 'react-router';
import { decodeCartQuantity, encodeCartQuantity, formatQuantity, quantityUnit, type WishlistItem } from '@spesa/domain';
import { Price } from '../../../components/ui/price/Price';
import { ProductImage } from '../../../components/ui/product-image/ProductImage';
import { QuantityStepper } from '../../../components/ui/quantity-stepper/QuantityStepper';
import { saleRulesFromProduct } from '../../../components/ui/quantity-stepper/saleRules';
import { useT } from '../i18n';

interface Props {
  item: WishlistItem;
  /** Absent for a read-only list: the quantity is shown as text and nothing can be removed. */
  onQuantity?: (quantity: number) => void;
  onRemove?: () => void;
  busy?: boolean;
  /** A line whose product is no longer sold in the shopper's store. */
  inactive?: boolean;
}

const milliOf = (quantity: number) => {
  const d = decodeCartQuantity(quantity);
  return d.ok ? d.milli : 0;
};

/** One line of a list: picture, name, price, quantity (stepper when editable) and remove. */
export function ListLine({ item, onQuantity, onRemove, busy = false, inactive = false }: Props) {
  const t = useT();
  const nameId = useId();
  const rules = useMemo(() => saleRulesFromProduct(item.product), [item.product]);
  const milli = milliOf(item.quantity);
  const unavailable = inactive || item.product.available <= 0;
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 1.5,
        rowGap: 1,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        listStyle: 'none',
        opacity: inactive ? 0.7 : 1,
      }}
    >
      <Box sx={{ gridRow: 'span 2' }}>
        <ProductImage src={item.product.mediaURL} alt="" size={{ xs: 64, sm: 80 }} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/product/${item.product.slug}`}
          id={nameId}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 600, display: 'block', lineHeight: 1.3 }}
        >
          {item.product.name}
        </Link>
        {/* What the line's quantity costs today (VAT included), as on the product cards. */}
        <Price product={item.product} quantityMilli={milli} />
        {unavailable && (
          <Typography variant="body2" color="error.dark" sx={{ fontWeight: 600 }}>
            {inactive ? t('lists.page.inactive') : t('lists.page.unavailable')}
          </Typography>
        )}
      </Box>
      <Box sx={{ gridColumn: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        {onQuantity && !inactive ? (
          <QuantityStepper
            rules={rules}
            value={milli}
            onChange={(v) => onQuantity(encodeCartQuantity(v))}
            allowZero
            productName={item.product.name}
            size="small"
            disabled={busy}
          />
        ) : (
          <Typography sx={{ fontWeight: 600 }}>{formatQuantity(milli, quantityUnit(rules))}</Typography>
        )}
        {onRemove && (
          <IconButton onClick={onRemove} aria-label={t('lists.page.removeLine', { name: item.product.name })} disabled={busy}>
            <DeleteOutlineIcon />
          </IconButton>
        )}
      </Box>
    </Box>
  );
}
