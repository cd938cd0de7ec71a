import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import type { Product } from '@spesa/domain';
import { FavouriteButton } from '../favourite-button/FavouriteButton';
import { t } from '../i18n';
import { Price } from '../price/Price';
import { ProductClassIcons } from '../product-classes/ProductClassIcons';
import { ProductImage } from '../product-image/ProductImage';
import { PromoBox } from '../promo-box/PromoBox';
import { ProductCardActions, useCardQuantity } from './ProductCardActions';

export interface ProductCardProps {
  product: Product;
  /** 'big': the Product tab block's larger card, image beside the text from 600 px up. */
  variant?: 'default' | 'big';
  /** Heading level of the product name, to fit the page's outline (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

export const productPath = (p: Pick<Product, 'slug'>) => `/product/${encodeURIComponent(p.slug)}`;

/** Frozen products carry IS_SURGELATO 'true' among their productInfos. */
export const isFrozen = (p: Pick<Product, 'productInfos'>) =>
  p.productInfos?.IS_SURGELATO?.toLowerCase() === 'true';

/** The product card of spec section 2, used by grids, sliders and tabs. */
export function ProductCard({ product, variant = 'default', headingLevel = 'h3' }: ProductCardProps) {
  const nameId = useId();
  const [quantity, setQuantity] = useCardQuantity(product);
  const big = variant === 'big';
  const isNew = product.newProduct || product.isNew;
  const subtitle = product.shortDescr || product.vendor?.name;
  const weight = product.metaData?.product_info?.weight_description;
  const href = productPath(product);

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 1, sm: 1.5 },
        gap: 1,
        overflow: 'visible',
      }}
    >
      {/* Badges and heart sit over the picture's top corners instead of taking a row of their own. */}
      <Box
        sx={{
          position: 'absolute',
          top: 4,
          left: 4,
          right: 4,
          zIndex: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          pointerEvents: 'none',
          '& > *': { pointerEvents: 'auto' },
        }}
      >
        {isNew && <Chip label={t('ui.newProduct')} size="small" color="secondary" sx={{ fontWeight: 700 }} />}
        {isFrozen(product) && (
          // titleAccess makes the icon an img named 'Surgelato' (role, <title>, not aria-hidden).
          <AcUnitIcon titleAccess={t('ui.frozen')} aria-label={t('ui.frozen')} sx={{ color: '#0D5C8C' }} />
        )}
        <Box sx={{ ml: 'auto' }}>
          <FavouriteButton product={product} size="small" />
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: big ? { xs: 'column', sm: 'row' } : 'column',
          gap: 1.5,
          flex: 1,
          pt: { xs: 2, sm: 1 },
        }}
      >
        {/* The picture repeats the name link: hidden from the tab order and screen readers. */}
        <RouterLink
          to={href}
          tabIndex={-1}
          aria-hidden="true"
          style={{ display: 'block', alignSelf: 'center' }}
        >
          <ProductImage
            src={product.mediaURL || product.media?.[0]?.medium}
            alt=""
            size={big ? { xs: 170, sm: 240 } : { xs: 110, sm: 170 }}
          />
        </RouterLink>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1, minWidth: 0 }}>
          {product.warehousePromo && (
            <PromoBox promo={product.warehousePromo} size={big ? 'large' : 'small'} />
          )}
          {subtitle && (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ fontWeight: 600, textTransform: 'uppercase', lineHeight: 1.3 }}
            >
              {subtitle}
            </Typography>
          )}
          <Typography
            component={headingLevel}
            id={nameId}
            sx={{
              fontSize: big ? '1.125rem' : '0.9375rem',
              fontWeight: 600,
              lineHeight: 1.3,
              m: 0,
              overflowWrap: 'anywhere',
            }}
          >
            <Link component={RouterLink} to={href} color="inherit" underline="hover">
              {product.name}
            </Link>
          </Typography>
          {weight && (
            <Typography variant="body2" color="text.secondary">
              {weight}
            </Typography>
          )}
          {big && product.description && (
            <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {product.description}
            </Typography>
          )}
          <ProductClassIcons classes={product.productClasses ?? []} compact />
          <Typography variant="caption" color="text.secondary">
            {t('ui.productCode', { code: product.codInt })}
          </Typography>
          <Box sx={{ mt: 'auto', pt: 0.5 }}>
            <Price product={product} size={big ? 'large' : 'medium'} quantityMilli={quantity} />
          </Box>
          <ProductCardActions
            product={product}
            nameId={nameId}
            inline={big}
            quantity={quantity}
            onQuantityChange={setQuantity}
          />
        </Box>
      </Box>
    </Card>
  );
}

export default ProductCard;
