import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, CategoryBlock } from '@spesa/domain';
import { contentGet, queryKeys } from '../../../lib/api';
import { blockConfig, metaNumber, metaString } from '../blocks/block-meta';

/** The fields of a content post a WordPress slider shows (spec section 3 "Content post"). */
export interface SliderPost {
  id: number;
  slug: string;
  type: string;
  title: { rendered: string };
  featured_image_url: string;
}

/** Spec section 9: WordPress slider limit 8. */
export const WP_SLIDER_LIMIT = 8;

/** What a WordpressSlider block lists: JSON_CONFIG postType ('posts' or 'recipe'), categories, limit. */
export function sliderSource(block: CategoryBlock) {
  const config = blockConfig(block);
  const categories =
    metaString(config, 'categories') ??
    (typeof config.categories === 'number' ? String(config.categories) : undefined);
  return {
    base: metaString(config, 'postType') === 'recipe' ? 'recipe' : 'posts',
    limit: Math.min(metaNumber(config, 'limit', WP_SLIDER_LIMIT), WP_SLIDER_LIMIT),
    categories,
  };
}

/** wp/v2/<base>?per_page=<limit>: the latest posts or recipes, optionally of some categories. */
export const sliderPostsQuery = (block: CategoryBlock) => {
  const { base, limit, categories } = sliderSource(block);
  const params = { per_page: limit, ...(categories ? { categories } : {}) };
  return queryOptions({
    queryKey: queryKeys.content.list(base, params),
    queryFn: ({ signal }) =>
      contentGet<SliderPost[]>(`wp/v2/${base}`, params, { signal }).then((p) => p.data),
    staleTime: 5 * 60_000,
  });
};

export function useSliderPosts(block: CategoryBlock) {
  return useQuery(sliderPostsQuery(block));
}

/** The server renders the home with its sliders' posts (app/ssr/loaders.ts). */
export function homeSliderQueries(home: Category) {
  return (home.categoryBlocks ?? [])
    .filter((b) => b.templateBlockType?.modeName === 'WordpressSlider')
    .map(sliderPostsQuery);
}
