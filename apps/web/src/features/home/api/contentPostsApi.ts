import { useQuery } from '@tanstack/react-query';
import { contentGet, queryKeys } from '../../../lib/api';

/** The fields of a content post a WordPress slider shows (spec section 3 "Content post"). */
export interface SliderPost {
  id: number;
  slug: string;
  type: string;
  title: { rendered: string };
  featured_image_url: string;
}

/** wp/v2/<base>?per_page=<limit>: the latest posts or recipes, optionally of some categories. */
export function useSliderPosts(base: string, limit: number, categories?: string) {
  const params = { per_page: limit, ...(categories ? { categories } : {}) };
  return useQuery({
    queryKey: queryKeys.content.list(base, params),
    queryFn: ({ signal }) =>
      contentGet<SliderPost[]>(`wp/v2/${base}`, params, { signal }).then((p) => p.data),
    staleTime: 5 * 60_000,
  });
}
