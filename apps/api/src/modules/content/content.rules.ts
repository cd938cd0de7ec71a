import type { PostType } from '../../db/schema.js';
import type { PostOrderBy } from './content.repository.js';

// The WordPress REST API's list parameters and errors, as pure functions (decision 0051).

/** wp/v2 route bases and the post types they list. */
export const REST_BASES: Record<string, PostType> = {
  posts: 'post',
  recipe: 'recipe',
  offerta: 'offerta',
  pages: 'page',
  'ux-blocks': 'ux_block',
  sliders: 'slider',
};

/** Page sizes (spec: custom posts 10 per page, 8 for a taxonomy query). */
export const DEFAULT_PER_PAGE = 10;
export const TAXONOMY_PER_PAGE = 8;
export const MAX_PER_PAGE = 100;
const MAX_SEARCH = 100;

/** A failure in WordPress's shape: { code, message, data: { status } }. */
export class WpError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly params?: Record<string, string>,
  ) {
    super(message);
    this.name = 'WpError';
  }

  body() {
    return {
      code: this.code,
      message: this.message,
      data: { status: this.status, ...(this.params && { params: this.params }) },
    };
  }
}

export const wpErrors = {
  invalidId: () => new WpError('rest_post_invalid_id', 'ID articolo non valido.', 404),
  noRoute: () =>
    new WpError(
      'rest_no_route',
      "Nessun percorso fornisce una corrispondenza tra l'URL ed il metodo richiesto.",
      404,
    ),
  invalidPage: () =>
    new WpError(
      'rest_post_invalid_page_number',
      'Il numero di pagina richiesto è maggiore del numero di pagine disponibili.',
      400,
    ),
  invalidParams: (params: Record<string, string>) =>
    new WpError(
      'rest_invalid_param',
      `Parametro(i) non valido(i): ${Object.keys(params).join(', ')}`,
      400,
      params,
    ),
  formNotFound: () => new WpError('rest_form_invalid_id', 'Modulo non trovato.', 404),
  menuNotFound: () => new WpError('rest_menu_invalid_location', 'Menu non trovato.', 404),
};

type RawQuery = Record<string, unknown>;

export interface ListParams {
  page: number;
  perPage: number;
  slugs?: string[];
  search?: string;
  termIds?: number[];
  orderBy: PostOrderBy;
  order: 'asc' | 'desc';
  embed: boolean;
  /** Sliders: the day they must be valid on. */
  date?: string;
}

const ORDER_BY = new Set<PostOrderBy>(['date', 'modified', 'title', 'slug', 'id', 'menu_order']);

/** A query value as one string: repeated parameters (?a=1&a=2) and `a[]=` lists joined by commas. */
function one(query: RawQuery, name: string): string | undefined {
  const v = query[name] ?? query[`${name}[]`];
  if (v === undefined) return undefined;
  return Array.isArray(v) ? v.map(String).join(',') : String(v);
}

function integer(text: string | undefined, min: number, max: number): number | null | undefined {
  if (text === undefined) return undefined;
  return /^\d{1,9}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? Number(text) : null;
}

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Parses ?page, per_page, slug, search, categories, orderby, order, _embed, date; WordPress's 400 on a bad one. */
export function parseListParams(query: RawQuery): ListParams {
  const bad: Record<string, string> = {};
  const page = integer(one(query, 'page'), 1, 1_000_000);
  if (page === null) bad.page = 'page deve essere maggiore o uguale a 1';
  const perPage = integer(one(query, 'per_page'), 1, MAX_PER_PAGE);
  if (perPage === null)
    bad.per_page = `per_page deve essere compreso tra 1 (incluso) e ${MAX_PER_PAGE} (incluso)`;
  const categories = one(query, 'categories');
  let termIds: number[] | undefined;
  if (categories !== undefined) {
    termIds = list(categories).map(Number);
    if (termIds.length > 50 || termIds.some((n) => !Number.isInteger(n) || n < 1 || n > 1e9))
      bad.categories = 'categories[0] non è di tipo integer.';
  }
  const slug = one(query, 'slug');
  const slugs = slug === undefined ? undefined : list(slug);
  if (slugs && (slugs.length > 50 || slugs.some((s) => s.length > 200))) bad.slug = 'slug non valido.';
  const search = one(query, 'search')?.trim();
  if (search !== undefined && search.length > MAX_SEARCH)
    bad.search = `search può contenere al massimo ${MAX_SEARCH} caratteri.`;
  const orderBy = one(query, 'orderby') ?? 'date';
  if (!ORDER_BY.has(orderBy as PostOrderBy))
    bad.orderby = `orderby non è uno tra ${[...ORDER_BY].join(', ')}.`;
  const order = one(query, 'order') ?? 'desc';
  if (order !== 'asc' && order !== 'desc') bad.order = 'order non è uno tra asc e desc.';
  const date = one(query, 'date');
  if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date))
    bad.date = 'date deve essere una data AAAA-MM-GG.';
  if (Object.keys(bad).length > 0) throw wpErrors.invalidParams(bad);
  return {
    page: page ?? 1,
    perPage: perPage ?? (termIds?.length ? TAXONOMY_PER_PAGE : DEFAULT_PER_PAGE),
    slugs,
    search: search || undefined,
    termIds,
    orderBy: orderBy as PostOrderBy,
    order: order as 'asc' | 'desc',
    embed: query._embed !== undefined,
    date,
  };
}

/** X-WP-TotalPages: 0 when there is nothing, as WordPress answers. */
export const totalPages = (total: number, perPage: number) => Math.ceil(total / perPage);

/** WordPress refuses a page past the last one (an empty list is fine on page 1). */
export function checkPage(page: number, total: number, perPage: number): void {
  const pages = totalPages(total, perPage);
  if (page > 1 && page > pages) throw wpErrors.invalidPage();
}
