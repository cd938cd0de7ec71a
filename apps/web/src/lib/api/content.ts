import { t } from '../i18n';
import { notify } from '../events';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { buildQuery, ebsnHeaders, renderingOnServer, send, type Query } from './client';
import { httpCache, isCacheable } from './http-cache';

export const CONTENT_BASE = '/p/wp-json';
/** Dynamic form submission and upload (WordPress's admin-ajax.php). */
export const AJAX_URL = '/p/wp-admin/admin-ajax.php';

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
  opts: { signal?: AbortSignal; silent?: boolean; cache?: boolean } = {},
): Promise<ContentPage<T>> {
  const url = `${CONTENT_BASE}/${path.replace(/^\/+/, '')}${buildQuery(query)}`;
  const cacheable = !renderingOnServer() && opts.cache !== false && isCacheable('GET', url);
  const cached = cacheable ? (httpCache.get(url) as ContentPage<T> | undefined) : undefined;
  if (cached) return cached;
  let res: Response;
  try {
    res = await send(url, {
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
  if (cacheable) httpCache.set(url, page);
  return page;
}

/** What admin-ajax.php answers: WordPress's `{ success, data }`. */
export interface AjaxAnswer<T> {
  success: boolean;
  data: T;
}

/** POSTs to admin-ajax.php (a form-encoded body, or multipart for a file); never throws on a refusal. */
export async function ajaxPost<T>(
  body: URLSearchParams | FormData,
  signal?: AbortSignal,
): Promise<AjaxAnswer<T>> {
  const headers = ebsnHeaders();
  let res: Response;
  try {
    res = await send(AJAX_URL, { method: 'POST', headers, body, credentials: 'same-origin', signal });
  } catch (e) {
    if ((e as { name?: string })?.name === 'AbortError') throw e;
    return { success: false, data: { message: t('common.genericError') } as T };
  }
  try {
    return (await res.json()) as AjaxAnswer<T>;
  } catch {
    return { success: false, data: { message: t('common.genericError') } as T };
  }
}

/**
 * A staff call to the content service (JSON both ways; a FormData body goes as multipart); the
 * answer's status and body, never thrown.
 */
export async function contentCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ ok: boolean; status: number; data: T; total: number | null }> {
  const headers: Record<string, string> = ebsnHeaders();
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  try {
    const res = await send(`${CONTENT_BASE}/${path.replace(/^\/+/, '')}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      credentials: 'same-origin',
    });
    if (method !== 'GET') httpCache.clear();
    return {
      ok: res.ok,
      status: res.status,
      data: (await res.json()) as T,
      total: headerInt(res, 'X-WP-Total'),
    };
  } catch {
    return { ok: false, status: 0, data: { message: t('common.genericError') } as T, total: null };
  }
}
