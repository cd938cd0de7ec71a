import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { homeQuery, prefetchHome } from '../../features/home/api/homeApi';
import { homeSliderQueries } from '../../features/home/api/contentPostsApi';
import {
  categoryByIdQueryOptions,
  categoryQueryOptions,
  categoryTreeQuery,
} from '../../features/catalogue/api/categoryApi';
import { leafletsQuery } from '../../features/home/api/leafletsApi';
import { leafletQuery } from '../../features/flyers/api/leafletApi';
import { productQueryOptions } from '../../features/catalogue/api/productApi';
import { listingParams, productsQueryOptions } from '../../features/catalogue/api/productsApi';
import { contentIndexQuery, contentPostQuery, pageOf } from '../../features/content/api/postApi';
import { menuQuery } from '../../features/content/api/menuApi';
import type { ContentKind } from '../../features/content/types';
import { parseListFilters } from '../../features/catalogue/hooks/useListFilters';
import { slugFromSplat } from '../../features/catalogue/pages/CategoryPage';

// The data of the server-rendered catalogue pages, loaded before React renders them (React
// Router's static handler runs these loaders). Each one fills the same TanStack Query entries the
// page's hooks read, under the visitor's scope ('default' warehouse), so the page renders with
// its data and the browser starts from the same cache (dehydrated into the HTML). Only the
// server has loaders: in the browser the pages keep fetching through their hooks.

export interface ServerContext {
  queryClient: QueryClient;
}

/** The server renders only for visitors: their prices are the default store's. */
const SCOPE = 'default' as const;

type Load = (qc: QueryClient, args: LoaderFunctionArgs, url: URL) => Promise<void>;

// The home with its first product tab, the flyer sliders (leaflet/search) and the news and recipes
// sliders: rendered with their cards, not empty, and part of the page search engines read.
const home: Load = async (qc) => {
  await Promise.all([prefetchHome(qc, SCOPE), qc.prefetchQuery(leafletsQuery(SCOPE))]);
  const page = await qc.fetchQuery(homeQuery(SCOPE)).catch(() => null);
  if (page) await Promise.all(homeSliderQueries(page).map((q) => qc.prefetchQuery(q)));
};

const flyer: Load = (qc, { params }) => qc.prefetchQuery(leafletQuery(SCOPE, params.leafletId ?? ''));

const category: Load = async (qc, { params }, url) => {
  const slug = slugFromSplat(params['*']);
  if (!slug) return;
  const found = await qc.fetchQuery(categoryQueryOptions(SCOPE, slug)).catch(() => null);
  if (!found) return;
  const filters = parseListFilters(url.searchParams);
  await qc.prefetchQuery(
    productsQueryOptions(SCOPE, listingParams({ parentCategoryId: found.categoryId }, filters)),
  );
};

const product: Load = async (qc, { params }) => {
  const found = await qc.fetchQuery(productQueryOptions(SCOPE, params.slug ?? '')).catch(() => null);
  if (found) await qc.prefetchQuery(categoryByIdQueryOptions(SCOPE, found.categoryId));
};

const search: Load = async (qc, _args, url) => {
  const q = (url.searchParams.get('q') ?? '').trim();
  if (q)
    await qc.prefetchQuery(
      productsQueryOptions(SCOPE, listingParams({ q }, parseListFilters(url.searchParams))),
    );
};

const content =
  (kind: ContentKind): Load =>
  (qc, { params }) =>
    qc.prefetchQuery(contentPostQuery(kind, params.slug ?? ''));

// /news and /ricette: the page of posts the address asks for (?page=N).
const contentIndex =
  (kind: 'news' | 'recipe'): Load =>
  (qc, _args, url) =>
    qc.prefetchQuery(contentIndexQuery(kind, pageOf(url.searchParams)));

/** Loaders by route path; the root's loads the category menu of the header and the footer's links. */
const LOADERS: Record<string, Load> = {
  '/': async (qc) => {
    await Promise.all([qc.prefetchQuery(categoryTreeQuery(SCOPE)), qc.prefetchQuery(menuQuery('footer'))]);
  },
  index: home,
  'category/*': category,
  'product/:slug': product,
  search,
  'volantino/:leafletId': flyer,
  'page/:slug': content('page'),
  news: contentIndex('news'),
  'news/:slug': content('news'),
  ricette: contentIndex('recipe'),
  'ricette/:slug': content('recipe'),
};

/** The server-rendered catalogue paths (with their loaders below); any other page renders in the browser. */
export const SERVER_RENDERED = [
  /^\/$/,
  /^\/category\/.+/,
  /^\/product\/[^/]+\/?$/,
  /^\/search\/?$/,
  /^\/volantino\/[^/]+\/?$/,
  /^\/(page|news|ricette)\/[^/]+\/?$/,
  /^\/(news|ricette)\/?$/,
];

/** The browser's routes with the server's loaders attached (the route objects are copied). */
export function withServerLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const key = route.index ? 'index' : route.path;
    const load = key === undefined ? undefined : LOADERS[key];
    const copy = { ...route } as RouteObject;
    if (load)
      copy.loader = async (args: LoaderFunctionArgs) => {
        const { queryClient } = args.context as ServerContext;
        await load(queryClient, args, new URL(args.request.url));
        return null;
      };
    if (route.children) copy.children = withServerLoaders(route.children);
    return copy;
  });
}
