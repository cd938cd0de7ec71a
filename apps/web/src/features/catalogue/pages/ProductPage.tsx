import { useId } from 'react';
import { HydrateWhenVisible } from '../../../components/ui/lazy-hydration/HydrateWhenVisible';
import { RenderWhenNear } from '../../../components/ui/lazy-hydration/RenderWhenNear';
import { lazyPart } from '../../../components/ui/lazy-part/lazyPart';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Category, Product } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { Breadcrumb } from '../../../components/ui/breadcrumb/Breadcrumb';
import { FavouriteButton } from '../../../components/ui/favourite-button/FavouriteButton';
import { ProductClassIcons } from '../../../components/ui/product-classes/ProductClassIcons';
import { CLASS_ICON_PATHS } from '../../../components/ui/product-classes/class-icon-paths';
import { ProductImage } from '../../../components/ui/product-image/ProductImage';
import { isFrozen } from '../../../components/ui/product-card/ProductCard';
import { useCategoryById } from '../api/categoryApi';
import { useProduct } from '../api/productApi';
import { ProductBuyBox } from '../components/ProductBuyBox';
import { ProductInfoSections } from '../components/ProductInfoSections';
import { ProductSuggestions } from '../components/ProductSuggestions';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { t } from '../i18n';
import { PageContainer } from '../components/PageContainer';

// Rarely needed (unknown slug): its own chunk, off this page's first load.
const NotFoundPage = lazyPart('ProductNotFoundPage', () => import('./NotFoundPage'));

function breadcrumbOf(category: Category | undefined, product: Product) {
  const chain = (category?.breadcrumb ?? []).map((b) => ({ label: b.name, to: `/category/${b.slug}` }));
  if (category && category.breadcrumb.at(-1)?.categoryId !== category.categoryId) {
    chain.push({ label: category.name, to: `/category/${category.slug}` });
  }
  return [...chain, { label: product.name }];
}

/** /product/:slug : everything about one product, with substitutes and "bought together". */
export default function ProductPage() {
  const { slug = '' } = useParams();
  const { data: product, error, isPending } = useProduct(slug);
  const category = useCategoryById(product?.categoryId);
  const nameId = useId();
  useDocumentTitle(product?.name, product?.shortDescr || product?.description);

  if (product === null || (isApiError(error) && error.code === 'NOT_FOUND')) return <NotFoundPage />;
  if (error) {
    return (
      <PageContainer>
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('catalogue.product.loadError')}
        </Alert>
      </PageContainer>
    );
  }
  if (isPending) {
    return (
      <PageContainer>
        <Box aria-busy sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, py: 2 }}>
          <Skeleton
            variant="rounded"
            sx={{ width: { xs: 260, sm: 400 }, height: { xs: 260, sm: 400 }, mx: { xs: 'auto', md: 0 } }}
          />
          <Box sx={{ flex: 1 }}>
            <Skeleton sx={{ fontSize: '2rem' }} />
            <Skeleton width="40%" />
          </Box>
        </Box>
      </PageContainer>
    );
  }

  const image = product.media?.[0]?.large || product.mediaURL;
  const weight = product.metaData.product_info.weight_description;
  return (
    <PageContainer>
      <Breadcrumb items={breadcrumbOf(category.data, product)} />
      {/* Plain elements with the .product-page classes of ListingStyles (decision 0083). */}
      <article aria-labelledby={nameId} className="product-page">
        <div className="product-page__media">
          <div className="product-page__badges">
            {(product.newProduct || product.isNew) && (
              <span className="product-page__new">{t('ui.newProduct')}</span>
            )}
            {isFrozen(product) && (
              <svg
                viewBox="0 0 24 24"
                role="img"
                aria-label={t('ui.frozen')}
                focusable="false"
                className="product-page__frozen"
              >
                <title>{t('ui.frozen')}</title>
                <path d={CLASS_ICON_PATHS.acUnit} />
              </svg>
            )}
          </div>
          <ProductImage
            src={image}
            alt={product.media?.[0]?.alt || product.name}
            size={{ xs: 260, sm: 400 }}
            priority
          />
        </div>
        {/* The buy box and the details hydrate right after the page, in a task of their own;
            keyed, as the sections below: another product opened here is drawn, not the last one
            left waiting. */}
        <HydrateWhenVisible key={product.productId} when="soon" className="product-page__details">
          <p className="product-page__vendor">{product.vendor.name}</p>
          <div className="product-page__title-row">
            <h1 id={nameId} className="product-page__name">
              {product.name}
            </h1>
            <FavouriteButton product={product} />
          </div>
          {/* The demo data often repeats the brand as short description: show it once. */}
          {product.shortDescr && product.shortDescr !== product.vendor.name && (
            <p className="product-page__text product-page__text--secondary">{product.shortDescr}</p>
          )}
          {weight && (
            <p className="product-page__text">
              <span className="product-page__label">{t('catalogue.product.format')}:</span> {weight}
            </p>
          )}
          <ProductClassIcons classes={product.productClasses} />
          <p className="product-page__code">{t('ui.productCode', { code: product.codInt })}</p>
          {/* Keyed: options and quantity start afresh when another product opens in this page. */}
          <ProductBuyBox key={product.productId} product={product} nameId={nameId} />
        </HydrateWhenVisible>
      </article>
      {/* Below the buy box: it comes to life when scrolled to, off hydration's long task. */}
      <HydrateWhenVisible key={product.productId}>
        <ProductInfoSections product={product} />
      </HydrateWhenVisible>
      {/* Asked for and drawn when scrolled near, off the page's load (decision 0085). */}
      <RenderWhenNear key={product.productId}>
        <ProductSuggestions productId={product.productId} />
      </RenderWhenNear>
    </PageContainer>
  );
}
