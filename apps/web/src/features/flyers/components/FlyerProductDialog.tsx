import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { Product } from '@spesa/domain';
import { FavouriteButton } from '../../../components/ui/favourite-button/FavouriteButton';
import { Price } from '../../../components/ui/price/Price';
import { productPath } from '../../../components/ui/product-card/ProductCard';
import { ProductCardActions, useCardQuantity } from '../../../components/ui/product-card/ProductCardActions';
import { ProductImage } from '../../../components/ui/product-image/ProductImage';
import { PromoBox } from '../../../components/ui/promo-box/PromoBox';
import { ResponsiveDialog } from '../../../components/ui/responsive-dialog/ResponsiveDialog';
import { t } from '../i18n';

/**
 * A product tapped on a flyer page: picture, price in the shopper's store, promotion, and the
 * catalogue's own stepper and add-to-cart (ProductCardActions, the cart actions context).
 */
export function FlyerProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  return (
    <ResponsiveDialog open={product !== null} onClose={onClose} titleId="flyer-product-title" maxWidth={480}>
      {product && <DialogBody key={product.productId} product={product} onClose={onClose} />}
    </ResponsiveDialog>
  );
}

function DialogBody({ product, onClose }: { product: Product; onClose: () => void }) {
  const nameId = useId();
  const [quantity, setQuantity] = useCardQuantity(product);
  return (
    <>
      <DialogTitle id="flyer-product-title" sx={{ pr: 7 }}>
        <span id={nameId}>{product.name}</span>
      </DialogTitle>
      <IconButton aria-label={t('flyers.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pb: 3 }}>
        <Box sx={{ position: 'relative' }}>
          <ProductImage src={product.mediaURL} alt={product.name} size={{ xs: 150, sm: 170 }} />
          <Box sx={{ position: 'absolute', top: 0, right: 0 }}>
            <FavouriteButton product={product} />
          </Box>
        </Box>
        {product.vendor?.name && (
          <Typography variant="body2" color="text.secondary">
            {product.vendor.name}
          </Typography>
        )}
        {product.warehousePromo && <PromoBox promo={product.warehousePromo} />}
        <Price product={product} quantityMilli={quantity} />
        <ProductCardActions product={product} nameId={nameId} quantity={quantity} onQuantityChange={setQuantity} />
        <Link component={RouterLink} to={productPath(product)} sx={{ alignSelf: 'flex-start', fontWeight: 600 }}>
          {t('flyers.productDetails')}
        </Link>
      </DialogContent>
    </>
  );
}
