import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentGet, queryKeys } from '../../../lib/api';
import { CONTENT_KINDS, type ContentKind, type WpPost } from '../types';

/** One post, page or recipe by slug (wp/v2/<base>?slug=...); null when there is none. */
export const contentPostQuery = (kind: ContentKind, slug: string) =>
  queryOptions({
    queryKey: queryKeys.content.post(CONTENT_KINDS[kind].base, slug),
    queryFn: ({ signal }) =>
      contentGet<WpPost[]>(`wp/v2/${CONTENT_KINDS[kind].base}`, { slug }, { signal }).then(
        (p) => p.data[0] ?? null,
      ),
    staleTime: 5 * 60_000,
  });

export function useContentPost(kind: ContentKind, slug: string) {
  return useQuery({ ...contentPostQuery(kind, slug), enabled: slug !== '' });
}

/** Posts or recipes per page of their index (/news, /ricette): 1, 2 or 3 columns fill evenly. */
export const CONTENT_INDEX_PER_PAGE = 12;

/** The fields an index card shows (spec section 3 "Content post", with date and excerpt). */
export type WpPostCard = Pick<
  WpPost,
  'id' | 'slug' | 'type' | 'date' | 'title' | 'excerpt' | 'featured_image_url' | 'recipe_cook_time_text'
>;

/** The page asked for in the address bar (?page=N); 1 when absent or not a page number. */
export function pageOf(search: URLSearchParams): number {
  const n = Number(search.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * One page of the news or the recipes, newest first (wp/v2/<base>?page=&per_page=), with the
 * number of pages (X-WP-TotalPages). A page past the last one is WordPress's 400 (an ApiError).
 */
export const contentIndexQuery = (kind: 'news' | 'recipe', page: number) => {
  const params = { page, per_page: CONTENT_INDEX_PER_PAGE };
  return queryOptions({
    queryKey: queryKeys.content.list(CONTENT_KINDS[kind].base, params),
    queryFn: ({ signal }) =>
      contentGet<WpPostCard[]>(`wp/v2/${CONTENT_KINDS[kind].base}`, params, { signal }).then((p) => ({
        posts: p.data,
        totalPages: p.totalPages ?? 1,
      })),
    staleTime: 5 * 60_000,
  });
};

export function useContentIndex(kind: 'news' | 'recipe', page: number) {
  return useQuery(contentIndexQuery(kind, page));
}
