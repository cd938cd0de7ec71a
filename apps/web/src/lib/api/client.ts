import type { Envelope } from '@spesa/domain';
import { siteConfig } from '../config';
import { appEvents, notify } from '../events';
import { t } from '../i18n';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { handleEnvelope } from './envelope';
import { httpCache, isCacheable } from './http-cache';
import type { WarehouseScope } from './query-keys';
import { clearSession, getClientUuid, isExpectedSessionEnd, sessionEpoch } from './session-store';

export const API_BASE = '/ebsn/api';

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);
let onServer = false;

/**
 * The server renders catalogue pages in its own process (entry-server.tsx): it answers these
 * calls itself instead of over the network, and keeps no client cache shared between visitors.
 */
export function setServerTransport(serverTransport: Transport): void {
  transport = serverTransport;
  onServer = true;
}

/** The way requests leave: fetch in the browser, the server's own answers while it renders. */
export function send(url: string, init: RequestInit): Promise<Response> {
  return transport(url, init);
}

/** True while the server renders a page: no client cache shared between visitors there. */
export function renderingOnServer(): boolean {
  return onServer;
}

type QueryValue = string | number | boolean | null | undefined | Array<string | number>;
export type Query = Record<string, QueryValue>;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** JSON body. */
  body?: unknown;
  /** Form-encoded body (auth/login is a form, spec section 7). */
  form?: Record<string, string>;
  signal?: AbortSignal;
  /** Do not turn server messages into notices. */
  silent?: boolean;
  /** Set false to bypass the HTTP cache for a cacheable GET (e.g. skip_cache). */
  cache?: boolean;
  /** Part of the HTTP cache key: the warehouse whose prices the answer carries (catalogue reads). */
  cacheScope?: WarehouseScope;
  /** Extra request headers (checkout/buy's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** '?a=1&b=x&b=y', skipping null/undefined; arrays repeat the key. */
export function buildQuery(query: Query | undefined): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((x) => p.append(k, String(x)));
    else p.append(k, String(v));
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

/**
 * The request headers of spec section 7. The session travels only in the httpOnly cookie: the
 * X-Ebsn-Session header the server also answers is for clients without cookies (apps), and a
 * browser that kept it where scripts can read it would hand it to any injected script.
 */
export function ebsnHeaders(): Record<string, string> {
  return {
    'X-Ebsn-Client': siteConfig.clientType,
    'X-Ebsn-Client-Uuid': getClientUuid(),
    'X-Ebsn-Version': siteConfig.version,
    'X-Ebsn-Lang': siteConfig.lang,
    Accept: 'application/json',
  };
}

/**
 * A request cancelled by its caller (a query left behind by a navigation, a logout that resets
 * the cache): not a failure the shopper needs to hear about. The fetch, or the reading of its
 * body, rejects with an AbortError, or with whatever reason the signal was aborted with.
 */
function isCancelled(e: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (e as { name?: string } | null)?.name === 'AbortError';
}

function networkError(silent: boolean | undefined, httpStatus: number | null = null): ApiError {
  const message = t('common.genericError');
  if (!silent) notify({ variant: 'error', message });
  return new ApiError({ message, code: CLIENT_ERROR_CODES.network, httpStatus });
}

/**
 * HTTP 419: the session expired or was revoked (spec section 8). Announced only when it is news:
 * a request sent before this app logged out or ended the session itself is answered quietly.
 */
function sessionExpired(sentAtEpoch: number): ApiError {
  const expected = isExpectedSessionEnd(sentAtEpoch);
  clearSession();
  httpCache.clear();
  appEvents.emit('not-logged-in');
  const message = t('session.expired');
  if (!expected) notify({ variant: 'error', message });
  return new ApiError({ message, code: CLIENT_ERROR_CODES.sessionExpired, httpStatus: 419 });
}

/** Calls /ebsn/api/<path> and returns the whole envelope (status 0 only; otherwise throws). */
export async function apiRequest<T>(path: string, opts: ApiRequestOptions = {}): Promise<Envelope<T>> {
  const method = opts.method ?? (opts.body !== undefined || opts.form ? 'POST' : 'GET');
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}${buildQuery(opts.query)}`;
  const cacheable = !onServer && opts.cache !== false && isCacheable(method, url);
  if (cacheable) {
    const hit = httpCache.get(url, opts.cacheScope) as Envelope<T> | undefined;
    if (hit) return hit;
  }
  if (method !== 'GET') httpCache.clear();

  const headers = { ...ebsnHeaders(), ...opts.headers };
  const sentAtEpoch = sessionEpoch();
  let body: BodyInit | undefined;
  if (opts.form) {
    body = new URLSearchParams(opts.form);
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['Content-Type'] = 'application/json';
  }

  let res: Response;
  try {
    res = await transport(url, { method, headers, body, credentials: 'same-origin', signal: opts.signal });
  } catch (e) {
    if (isCancelled(e, opts.signal)) throw e;
    throw networkError(opts.silent);
  }
  if (res.status === 419) throw sessionExpired(sentAtEpoch);

  let json: unknown;
  try {
    json = await res.json();
  } catch (e) {
    if (isCancelled(e, opts.signal)) throw e;
    throw networkError(opts.silent, res.status);
  }
  const envelope = handleEnvelope<T>(json, { silent: opts.silent, httpStatus: res.status });
  // A read that overlapped a write may store pre-write data; tolerable because the cached
  // resources (catalogue and content) are not changed by shopper writes and expire in 15 minutes,
  // and catalogue reads are stored under the warehouse they were asked for (their scope).
  if (cacheable) httpCache.set(url, envelope, opts.cacheScope);
  else if (method !== 'GET') httpCache.clear();
  return envelope;
}

/** GET /ebsn/api/<path> and return `data`. */
export async function apiGet<T>(
  path: string,
  query?: Query,
  opts: Omit<ApiRequestOptions, 'query' | 'method'> = {},
): Promise<T> {
  return (await apiRequest<T>(path, { ...opts, query, method: 'GET' })).data;
}

/** POST /ebsn/api/<path> with a JSON body and return `data`. */
export async function apiPost<T>(
  path: string,
  body?: unknown,
  opts: Omit<ApiRequestOptions, 'body' | 'method'> = {},
): Promise<T> {
  return (await apiRequest<T>(path, { ...opts, body: body ?? {}, method: 'POST' })).data;
}
