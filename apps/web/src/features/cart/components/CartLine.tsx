import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Link as RouterLink } from 'react-router';
import type { CartItem } from '@spesa/domain';
import { ProductImage } from '../../../components/ui/product-image/ProductImage';
import { QuantityStepper } from '../../../components/ui/quantity-stepper/QuantityStepper';
import { saleRulesFromProduct } from '../../../components/ui/quantity-stepper/saleRules';
import { visuallyHidden } from '../../../components/ui/visuallyHidden';
import { formatEuroDisplay } from '../../../lib/format';
import { useLineActions } from '../hooks/useLineActions';
import { useT } from '../i18n';
import { LineInfos } from './LineInfos';

/** The chosen options as the shopper chose them ('Taglio: a fette'). */
function optionsText(item: CartItem): string {
  return item.product.selectOptions
    .map((o) => {
      const key = item.params[o.parameterName];
      const value = o.options.find((v) => v.key === key)?.value;
      return value ? `${o.name}: ${value}` : null;
    })
    .filter(Boolean)
    .join(' · ');
}

/**
 * One line of the cart: picture, name, options, price, stepper (changes go straight to the cart,
 * 0 asks before removing), line total and remove. `compact` is the mini cart's version, without
 * the note and substitutes.
 */
export function CartLine({ item, compact = false }: { item: CartItem; compact?: boolean }) {
  const t = useT();
  const nameId = useId();
  const rules = useMemo(() => saleRulesFromProduct(item.product), [item.product]);
  const line = useLineActions(item);
  const options = optionsText(item);
  const discounted = item.discount > 0;
  const img = compact ? 56 : { xs: 64, sm: 88 };

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
      }}
    >
      <Box sx={{ gridRow: compact ? 'span 2' : { xs: 'span 2', sm: 'span 3' } }}>
        <ProductImage src={item.product.mediaURL} alt="" size={img} />
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
        {options && (
          <Typography variant="body2" color="text.secondary">
            {options}
          </Typography>
        )}
        {item.isPackage && (
          <Typography variant="body2" color="text.secondary">
            {t('cartPage.package')}
          </Typography>
        )}
        {!item.sellable && (
          <Typography variant="body2" color="error.dark" sx={{ fontWeight: 600 }}>
            {t('cartPage.notSellable')}
          </Typography>
        )}
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
        <QuantityStepper
          rules={rules}
          value={line.quantity}
          onChange={line.setQuantity}
          allowZero
          productName={item.product.name}
          size="small"
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
          <Box sx={{ textAlign: 'right' }}>
            {discounted && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ textDecoration: 'line-through', lineHeight: 1.2 }}
              >
                <Box component="span" sx={visuallyHidden}>
                  {t('ui.previousPrice')}{' '}
                </Box>
                {formatEuroDisplay(item.standardTotal)}
              </Typography>
            )}
            <Typography
              sx={{ fontWeight: 700, lineHeight: 1.2 }}
              color={discounted ? 'error.dark' : undefined}
            >
              <Box component="span" sx={visuallyHidden}>
                {t('cartPage.lineTotal')}{' '}
              </Box>
              {formatEuroDisplay(item.grossTotal)}
            </Typography>
          </Box>
          <IconButton
            onClick={line.removeLine}
            aria-label={t('cartPage.remove', { name: item.product.name })}
            disabled={line.busy}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      </Box>
      {!compact && (
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 2 } }}>
          <LineInfos item={item} />
        </Box>
      )}
    </Box>
  );
}
