import { useId } from 'react';
import { HydrateWhenVisible } from '../../../components/ui/lazy-hydration/HydrateWhenVisible';
import { lazyPart } from '../../../components/ui/lazy-part/lazyPart';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import type { Category, Product } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { Breadcrumb } from '../../../components/ui/breadcrumb/Breadcrumb';
import { FavouriteButton } from '../../../components/ui/favourite-button/FavouriteButton';
import { ProductClassIcons } from '../../../components/ui/product-classes/ProductClassIcons';
import { ProductImage } from '../../../components/ui/product-image/ProductImage';
import { isFrozen } from '../../../components/ui/product-card/ProductCard';
import { useAdv } from '../api/advApi';
import { useAlternatives } from '../api/alternativesApi';
import { useCategoryById } from '../api/categoryApi';
import { useProduct } from '../api/productApi';
import { ProductBuyBox } from '../components/ProductBuyBox';
import { ProductInfoSections } from '../components/ProductInfoSections';
import { RelatedProducts } from '../components/RelatedProducts';
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
  const alternatives = useAlternatives(product?.productId);
  const together = useAdv(product?.productId, 'bought_together');
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
      <Box
        component="article"
        aria-labelledby={nameId}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          gap: { xs: 2, md: 4 },
          mt: 1,
        }}
      >
        <Box sx={{ position: 'relative', pt: 1 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ position: 'absolute', top: 8, left: 0, zIndex: 1, alignItems: 'center' }}
          >
            {(product.newProduct || product.isNew) && (
              <Chip label={t('ui.newProduct')} color="secondary" size="small" sx={{ fontWeight: 700 }} />
            )}
            {isFrozen(product) && (
              <AcUnitIcon
                titleAccess={t('ui.frozen')}
                aria-label={t('ui.frozen')}
                sx={{ color: '#0D5C8C' }}
              />
            )}
          </Stack>
          <ProductImage
            src={image}
            alt={product.media?.[0]?.alt || product.name}
            size={{ xs: 260, sm: 400 }}
            priority
          />
        </Box>
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5, fontWeight: 700 }}>
            {product.vendor.name}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography id={nameId} component="h1" variant="h1" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
              {product.name}
            </Typography>
            <FavouriteButton product={product} />
          </Box>
          {/* The demo data often repeats the brand as short description: show it once. */}
          {product.shortDescr && product.shortDescr !== product.vendor.name && (
            <Typography color="text.secondary">{product.shortDescr}</Typography>
          )}
          {weight && (
            <Typography>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {t('catalogue.product.format')}:
              </Box>{' '}
              {weight}
            </Typography>
          )}
          <ProductClassIcons classes={product.productClasses} />
          <Typography variant="body2" color="text.secondary">
            {t('ui.productCode', { code: product.codInt })}
          </Typography>
          {/* Keyed: options and quantity start afresh when another product opens in this page. */}
          <ProductBuyBox key={product.productId} product={product} nameId={nameId} />
        </Stack>
      </Box>
      {/* Below the buy box: it comes to life when scrolled to, off hydration's long task. */}
      <HydrateWhenVisible>
        <ProductInfoSections product={product} />
      </HydrateWhenVisible>
      <RelatedProducts title={t('catalogue.product.alternatives')} products={alternatives.data} />
      <RelatedProducts title={t('catalogue.product.boughtTogether')} products={together.data} />
    </PageContainer>
  );
}
