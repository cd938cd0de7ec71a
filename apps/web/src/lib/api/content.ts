import { t } from '../i18n';
import { notify } from '../events';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { buildQuery, type Query } from './client';
import { httpCache, isCacheable } from './http-cache';

export const CONTENT_BASE = '/p/wp-json';

export interface ContentPage<T> {
  data: T;
  /** X-WP-Total / X-WP-TotalPages (WordPress REST convention), null when absent. */
  total: number | null;
  totalPages: number | null;
}

function headerInt(res: Response, name: string): number | null {
  const v = res.headers.get(name);
  return v === null || v === '' || Number.isNaN(Number(v)) ? null : Number(v);
}

/**
 * GET from the content service (WordPress-shaped, no envelope). Cached like the catalogue reads.
 * Failures are silent by default: content is decoration, a missing block must not shout.
 */
export async function contentGet<T>(
  path: string,
  query?: Query,
  opts: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<ContentPage<T>> {
  const url = `${CONTENT_BASE}/${path.replace(/^\/+/, '')}${buildQuery(query)}`;
  const cached = httpCache.get(url) as ContentPage<T> | undefined;
  if (cached) return cached;
  let res: Response;
  try {
    res = await fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: opts.signal,
    });
  } catch (e) {
    if ((e as { name?: string })?.name === 'AbortError') throw e;
    res = new Response(null, { status: 599 });
  }
  if (!res.ok) {
    const message = t('common.genericError');
    if (opts.silent === false) notify({ variant: 'error', message });
    throw new ApiError({ message, code: CLIENT_ERROR_CODES.network, httpStatus: res.status });
  }
  const page: ContentPage<T> = {
    data: (await res.json()) as T,
    total: headerInt(res, 'X-WP-Total'),
    totalPages: headerInt(res, 'X-WP-TotalPages'),
  };
  if (isCacheable('GET', url)) httpCache.set(url, page);
  return page;
}
