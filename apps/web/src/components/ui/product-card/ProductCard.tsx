import { useId } from 'react';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import type { Product } from '@spesa/domain';
import { FavouriteButton } from '../favourite-button/FavouriteButton';
import { t } from '../i18n';
import { Price } from '../price/Price';
import { ProductClassIcons } from '../product-classes/ProductClassIcons';
import { ProductImage } from '../product-image/ProductImage';
import { PromoBox } from '../promo-box/PromoBox';
import { ProductCardActions, useCardQuantity } from './ProductCardActions';
import { PlainLink } from '../plain-link/PlainLink';

export interface ProductCardProps {
  product: Product;
  /** 'big': the Product tab block's larger card, image beside the text from 600 px up. */
  variant?: 'default' | 'big';
  /** Heading level of the product name, to fit the page's outline (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The card is in a phone's first screen: its picture loads at once and first (LCP). */
  imagePriority?: boolean;
}

export const productPath = (p: Pick<Product, 'slug'>) => `/product/${encodeURIComponent(p.slug)}`;

/** Frozen products carry IS_SURGELATO 'true' among their productInfos. */
export const isFrozen = (p: Pick<Product, 'productInfos'>) =>
  p.productInfos?.IS_SURGELATO?.toLowerCase() === 'true';

/** The product card of spec section 2, used by grids, sliders and tabs. */
export function ProductCard({
  product,
  variant = 'default',
  headingLevel = 'h3',
  imagePriority = false,
}: ProductCardProps) {
  const nameId = useId();
  const [quantity, setQuantity] = useCardQuantity(product);
  const big = variant === 'big';
  const isNew = product.newProduct || product.isNew;
  const subtitle = product.shortDescr || product.vendor?.name;
  const weight = product.metaData?.product_info?.weight_description;
  const href = productPath(product);

  const Heading = headingLevel;

  // Plain elements with the classes of productCardStyles: a page draws dozens of cards, and
  // MUI's components (Card, Typography, Box with sx) cost most of the hydration (decision 0066).
  return (
    <article className={big ? 'product-card product-card--big' : 'product-card'} aria-labelledby={nameId}>
      <div className="product-card__corner">
        {isNew && <span className="product-card__new">{t('ui.newProduct')}</span>}
        {isFrozen(product) && (
          // titleAccess makes the icon an img named 'Surgelato' (role, <title>, not aria-hidden).
          <AcUnitIcon titleAccess={t('ui.frozen')} aria-label={t('ui.frozen')} htmlColor="#0D5C8C" />
        )}
        <span className="product-card__heart">
          <FavouriteButton product={product} size="small" />
        </span>
      </div>
      <div className="product-card__body">
        {/* The picture repeats the name link: hidden from the tab order and screen readers. */}
        <PlainLink to={href} tabIndex={-1} aria-hidden="true" className="product-card__picture">
          <ProductImage
            src={product.mediaURL || product.media?.[0]?.medium}
            alt=""
            size={big ? { xs: 170, sm: 240 } : { xs: 110, sm: 170 }}
            priority={imagePriority}
          />
        </PlainLink>
        <div className="product-card__text">
          {product.warehousePromo && (
            <PromoBox promo={product.warehousePromo} size={big ? 'large' : 'small'} />
          )}
          {subtitle && <span className="product-card__subtitle">{subtitle}</span>}
          <Heading className="product-card__name" id={nameId}>
            <PlainLink to={href}>{product.name}</PlainLink>
          </Heading>
          {weight && <p className="product-card__detail">{weight}</p>}
          {big && product.description && <p className="product-card__description">{product.description}</p>}
          <ProductClassIcons classes={product.productClasses ?? []} compact />
          <span className="product-card__code">{t('ui.productCode', { code: product.codInt })}</span>
          <div className="product-card__price">
            <Price product={product} size={big ? 'large' : 'medium'} quantityMilli={quantity} />
          </div>
          <ProductCardActions
            product={product}
            nameId={nameId}
            inline={big}
            quantity={quantity}
            onQuantityChange={setQuantity}
          />
        </div>
      </div>
    </article>
  );
}

export default ProductCard;
