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
