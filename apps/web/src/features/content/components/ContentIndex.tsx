import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazyPart } from '../../../components/ui/lazy-part/lazyPart';
import { Breadcrumb } from '../../../components/ui/breadcrumb/Breadcrumb';
import { ListPagination } from '../../../components/ui/list-pagination/ListPagination';
import { PlainLink } from '../../../components/ui/plain-link/PlainLink';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { pageOf, useContentIndex, type WpPostCard } from '../api/postApi';
import { t } from '../i18n';
import { CONTENT_KINDS } from '../types';
import { contentDate, plainText, plainTitle } from './content-text';

const NotFound = lazyPart('ContentNotFound', () => import('./ContentNotFound'));

type IndexKind = 'news' | 'recipe';

const TEXTS = {
  news: {
    title: 'content.news',
    intro: 'content.newsIntro',
    pages: 'content.newsPages',
    empty: 'content.newsEmpty',
  },
  recipe: {
    title: 'content.recipes',
    intro: 'content.recipesIntro',
    pages: 'content.recipesPages',
    empty: 'content.recipesEmpty',
  },
} as const;

/** The first words of an excerpt, as plain text. */
function shortExcerpt(html: string, max = 160): string {
  const text = plainText(html);
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * /news and /ricette: the posts or recipes, newest first, 12 a page (?page=N, real links), each a
 * card with its picture, title (the link to the post), date or preparation time, and the start
 * of its text. Rendered on the server like the posts themselves (app/ssr/loaders.ts).
 */
export function ContentIndex({ kind }: { kind: IndexKind }) {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const { data, isPending, error } = useContentIndex(kind, page);
  const texts = TEXTS[kind];
  const title = t(texts.title);
  const titleId = useId();
  useDocumentTitle(page > 1 ? t('content.indexPageTitle', { title, page }) : title);

  // A page past the last one (WordPress answers 400): there is no such page.
  if (error && isApiError(error) && error.httpStatus === 400) return <NotFound />;
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 2, sm: 3 }, pb: 4 }}>
      <Breadcrumb items={[{ label: title }]} />
      <Box component="section" aria-labelledby={titleId}>
        <Typography
          id={titleId}
          component="h1"
          variant="h3"
          sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mt: 1, mb: 1 }}
        >
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t(texts.intro)}
        </Typography>
        {error ? (
          <Alert severity="error">{t('content.loadError')}</Alert>
        ) : isPending ? (
          <CardGrid>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} aria-hidden="true">
                <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
                <Skeleton sx={{ mt: 1, fontSize: '1.25rem' }} />
                <Skeleton width="60%" />
              </li>
            ))}
          </CardGrid>
        ) : data.posts.length === 0 ? (
          <Typography>{t(texts.empty)}</Typography>
        ) : (
          <>
            <CardGrid>
              {data.posts.map((post, i) => (
                <PostCard key={post.id} post={post} kind={kind} eager={page === 1 && i < 2} />
              ))}
            </CardGrid>
            <ListPagination page={page} count={data.totalPages} label={t(texts.pages)} />
          </>
        )}
      </Box>
    </Container>
  );
}

/** The cards in 1, 2 or 3 columns (the theme's sm and md breakpoints). */
function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}

/**
 * One post: the title is the link (one tab stop per card, named by the title alone) and its
 * ::after covers the card, so the whole card answers a tap.
 */
function PostCard({ post, kind, eager }: { post: WpPostCard; kind: IndexKind; eager: boolean }) {
  const to = `${CONTENT_KINDS[kind].path}/${encodeURIComponent(post.slug)}`;
  const meta =
    kind === 'news'
      ? t('content.published', { date: contentDate(post.date) })
      : post.recipe_cook_time_text
        ? `${t('content.recipe.cookTime')}: ${post.recipe_cook_time_text}`
        : null;
  const excerpt = shortExcerpt(post.excerpt?.rendered ?? '');
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        '&:hover': { boxShadow: 3 },
        '&:focus-within': { outline: '3px solid #0D5C8C', outlineOffset: 2 },
        // The title link's cover over its card; the card draws the focus ring.
        '& .content-card__link::after': { content: '""', position: 'absolute', inset: 0 },
        '& .content-card__link:focus-visible': { outline: 'none' },
      }}
    >
      <Box component="article" sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
        {post.featured_image_url ? (
          <Box
            component="img"
            src={post.featured_image_url}
            alt=""
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            sx={{
              width: '100%',
              height: 'auto',
              aspectRatio: '16 / 9',
              objectFit: 'cover',
              display: 'block',
              bgcolor: 'grey.100',
              order: -1,
            }}
          />
        ) : (
          <Box sx={{ width: '100%', aspectRatio: '16 / 9', bgcolor: 'grey.100', order: -1 }} />
        )}
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.35 }}>
            <PlainLink
              to={to}
              className="content-card__link"
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              {plainTitle(post.title.rendered)}
            </PlainLink>
          </Typography>
          {meta && (
            <Typography variant="body2" color="text.secondary">
              {meta}
            </Typography>
          )}
          {excerpt && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {excerpt}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
