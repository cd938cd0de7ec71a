import { lazyPart } from '../../../components/ui/lazy-part/lazyPart';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Category } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { Breadcrumb } from '../../../components/ui/breadcrumb/Breadcrumb';
import { useCategory } from '../api/categoryApi';
import { CategoryBlocks } from '../components/CategoryBlocks';
import { ProductListing } from '../components/ProductListing';
import { SubcategoryLinks } from '../components/SubcategoryLinks';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { t } from '../i18n';
import { PageContainer } from '../components/PageContainer';

// Rarely needed (unknown slug): its own chunk, off this page's first load.
const NotFoundPage = lazyPart('CategoryNotFoundPage', () => import('./NotFoundPage'));

/** The slug is the last segment of /category/<path> (spec: pathMatch = category slug path). */
export function slugFromSplat(splat: string | undefined): string {
  return (splat ?? '').split('/').filter(Boolean).pop() ?? '';
}

function breadcrumbOf(category: Category) {
  const chain = category.breadcrumb.map((b) => ({ label: b.name, to: `/category/${b.slug}` }));
  // The API may or may not include the category itself at the end of its breadcrumb.
  if (category.breadcrumb.at(-1)?.categoryId !== category.categoryId)
    chain.push({ label: category.name, to: '' });
  return chain.map((c, i) => (i === chain.length - 1 ? { label: c.label } : c));
}

export default function CategoryPage() {
  const slug = slugFromSplat(useParams()['*']);
  const { data: category, error, isPending } = useCategory(slug);
  const seo = category?.metaData.category_seo;
  useDocumentTitle(seo?.SEO_TITLE || category?.name, seo?.SEO_DESCRIPTION || category?.description);

  if (!slug || (isApiError(error) && error.code === 'NOT_FOUND')) return <NotFoundPage />;
  if (error) {
    return (
      <PageContainer>
        <Alert severity="error" sx={{ mt: 2 }}>
          {error.message}
        </Alert>
      </PageContainer>
    );
  }
  if (isPending) {
    return (
      <PageContainer>
        <Box aria-busy sx={{ pt: 1 }}>
          <Skeleton width={220} />
          <Skeleton variant="text" sx={{ fontSize: '2rem', width: '60%' }} />
        </Box>
      </PageContainer>
    );
  }

  const title = category.metaData.category_info.TITLE || category.name;
  const description = category.metaData.category_info.DESCRIPTION || category.description;
  return (
    <>
      <PageContainer last={false}>
        <Breadcrumb items={breadcrumbOf(category)} />
        {/* Plain elements with the .page-title classes of ListingStyles (decision 0083). */}
        <h1 className={description ? 'page-title page-title--tight' : 'page-title'}>{title}</h1>
        {description && <p className="page-lead">{description}</p>}
        <SubcategoryLinks categories={category.categories} />
      </PageContainer>
      <CategoryBlocks category={category} />
      <PageContainer>
        {/* Keyed by category: drawer and scroll state never leak from one category to another. */}
        <ProductListing
          key={category.categoryId}
          base={{ parentCategoryId: category.categoryId }}
          // A department's blocks fill a phone's first screen: its cards all wait to be seen.
          eagerCards={category.categoryBlocks.length > 0 ? 0 : undefined}
          empty={<p className="page-empty">{t('catalogue.emptyCategory')}</p>}
        />
      </PageContainer>
    </>
  );
}
