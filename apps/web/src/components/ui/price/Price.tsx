import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatEuro, formatUnitPrice } from '@spesa/domain';
import type { Product } from '@spesa/domain';
import { t } from '../i18n';
import { visuallyHidden } from '../visuallyHidden';
import { toCents } from './money';

type PriceProduct = Pick<
  Product,
  | 'priceDisplay'
  | 'priceStandardDisplay'
  | 'priceUmDisplay'
  | 'priceUnitDisplay'
  | 'weightUnitDisplay'
  | 'productInfos'
>;

export interface PriceProps {
  product: PriceProduct;
  size?: 'medium' | 'large';
}

/** The unit price line ('12,90 €/kg'), or null when it would only repeat the price. */
export function unitPriceText(product: PriceProduct): string | null {
  if (product.productInfos?.TIPOLOGIA === 'Sfuso') return null; // the price itself is per kg
  if (product.priceUnitDisplay) return product.priceUnitDisplay;
  if (product.priceUmDisplay === null || product.weightUnitDisplay === 'pz') return null;
  return formatUnitPrice(toCents(product.priceUmDisplay), product.weightUnitDisplay);
}

/** Whether the product is sold at a reduced price right now. */
export function isDiscounted(product: PriceProduct): boolean {
  return product.priceStandardDisplay !== null && product.priceStandardDisplay > product.priceDisplay;
}

/** Price with VAT; the standard price struck through during a promotion; the unit price line. */
export function Price({ product, size = 'medium' }: PriceProps) {
  const sfuso = product.productInfos?.TIPOLOGIA === 'Sfuso';
  const perUnit = sfuso ? `/${product.productInfos?.WEIGHT_UNIT_SELLING || 'kg'}` : '';
  const discounted = isDiscounted(product);
  const unitLine = unitPriceText(product);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: size === 'large' ? '1.75rem' : '1.25rem', lineHeight: 1.2 }}
          color={discounted ? 'error.dark' : 'text.primary'}
        >
          <Box component="span" sx={visuallyHidden}>
            {t('ui.currentPrice')}:{' '}
          </Box>
          {formatEuro(toCents(product.priceDisplay))}
          {perUnit}
        </Typography>
        {discounted && product.priceStandardDisplay !== null && (
          <Typography component="s" variant="body2" color="text.secondary">
            <Box component="span" sx={visuallyHidden}>
              {t('ui.previousPrice')}:{' '}
            </Box>
            {formatEuro(toCents(product.priceStandardDisplay))}
            {perUnit}
          </Typography>
        )}
      </Box>
      {unitLine && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
          {unitLine}
        </Typography>
      )}
    </Box>
  );
}

export default Price;
