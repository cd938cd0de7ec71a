import { useId } from 'react';
import { lazyPart } from '../../../components/ui/lazy-part/lazyPart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Breadcrumb, type BreadcrumbItem } from '../../../components/ui/breadcrumb/Breadcrumb';
import { useDocumentTitle } from '../../../lib/document-title';
import { useContentPost } from '../api/postApi';
import { t } from '../i18n';
import type { ContentKind, WpPost } from '../types';
import { ContentHtml } from './ContentHtml';
import { contentDate, plainTitle } from './content-text';

// Only recipes and pages with a form need these: their own chunks.
const RecipeDetails = lazyPart(
  'RecipeDetails',
  () => import('./RecipeDetails').then((m) => ({ default: m.RecipeDetails })),
  <Skeleton variant="rounded" height={240} />,
);
const DynamicForm = lazyPart(
  'DynamicForm',
  () => import('./form/DynamicForm').then((m) => ({ default: m.DynamicForm })),
  <Skeleton variant="rounded" height={320} sx={{ mt: 3 }} />,
);
const NotFound = lazyPart('ContentNotFound', () => import('./ContentNotFound'));

// Kept here too: the editor imports it from the article.
export { plainTitle };

function crumbs(kind: ContentKind, title: string): BreadcrumbItem[] {
  if (kind === 'news') return [{ label: t('content.news'), to: '/news' }, { label: title }];
  if (kind === 'recipe') return [{ label: t('content.recipes'), to: '/ricette' }, { label: title }];
  return [{ label: title }];
}

/** /page/{slug}, /news/{slug} and /ricette/{slug}: a content page with its breadcrumb, title and content. */
export function ContentArticle({ kind, slug }: { kind: ContentKind; slug: string }) {
  const { data: post, isPending, error } = useContentPost(kind, slug);
  const titleId = useId();
  const title = post ? plainTitle(post.title.rendered) : '';
  useDocumentTitle(post ? post.meta.seo_title.replace(/ \| Spesa$/, '') || title : null);

  if (post === null) return <NotFound />;
  return (
    <Container maxWidth="md" sx={{ px: { xs: 2, sm: 3 }, pb: 4 }}>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('content.loadError')}
        </Alert>
      ) : isPending ? (
        <Box aria-busy sx={{ py: 2 }}>
          <Skeleton width="40%" />
          <Skeleton sx={{ fontSize: '2.25rem' }} />
          <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />
        </Box>
      ) : (
        <Article post={post} kind={kind} title={title} titleId={titleId} />
      )}
    </Container>
  );
}

function Article({
  post,
  kind,
  title,
  titleId,
}: {
  post: WpPost;
  kind: ContentKind;
  title: string;
  titleId: string;
}) {
  return (
    <>
      <Breadcrumb items={crumbs(kind, title)} />
      <Box component="article" aria-labelledby={titleId}>
        <Typography
          id={titleId}
          component="h1"
          variant="h3"
          sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mt: 1, mb: 1 }}
        >
          {title}
        </Typography>
        {kind === 'news' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('content.published', { date: contentDate(post.date) })}
          </Typography>
        )}
        {post.testo_validit && (
          <Typography variant="body2" sx={{ mb: 2, fontWeight: 600, color: 'secondary.dark' }}>
            {post.testo_validit}
          </Typography>
        )}
        {kind !== 'page' && post.featured_image_url && (
          <Box
            component="img"
            src={post.featured_image_url}
            alt=""
            sx={{
              width: '100%',
              aspectRatio: '16 / 9',
              objectFit: 'cover',
              borderRadius: 2,
              mb: 2,
              display: 'block',
            }}
          />
        )}
        <ContentHtml html={post.content.rendered} />
        {kind === 'recipe' && <RecipeDetails recipe={post} />}
        {post.spesa_form && <DynamicForm slug={post.spesa_form} page={{ slug: post.slug, title }} />}
      </Box>
    </>
  );
}
