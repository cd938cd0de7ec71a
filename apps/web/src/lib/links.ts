// Link resolution (storefront spec section 2). CMS content holds links written by editors:
// absolute URLs of the shop, relative paths, anchors, videos, other sites. This decides how
// each one opens; the SmartLink component (components/ui/smart-link) renders the decision.

import { STOREFRONT_PATHS } from '@spesa/domain';

export type ResolvedLink =
  /** Client-side navigation inside the single-page app. */
  | { kind: 'router'; to: string }
  /** Scroll to an anchor on the current page. */
  | { kind: 'hash'; id: string }
  /** YouTube video shown in a dialog (privacy-enhanced embed). */
  | { kind: 'video'; embedUrl: string; href: string }
  /** A normal same-window link the router must not handle (/p/, /photo/, mailto:, tel:). */
  | { kind: 'anchor'; href: string }
  /** A new window with rel=noopener: external sites, unknown routes, target _blank/_system. */
  | { kind: 'external'; href: string }
  | { kind: 'none' };

export interface ResolveOptions {
  /** window.location.origin of the running app, e.g. 'https://www.spesa.it'. */
  origin: string;
  /** Other hosts whose links are the shop's own (siteConfig.linkHostWhitelist). */
  whitelist: readonly string[];
  target?: string | null;
  /** Pathname of the current page, to recognise same-page anchors. */
  currentPath?: string;
}

/** Paths served by the storefront router, plus content paths it shows; anything else is an unknown route. */
const KNOWN_ROUTES: readonly RegExp[] = [...STOREFRONT_PATHS, /^\/news\/[^/]+\/?$/, /^\/ricette\/[^/]+\/?$/];

/** Prefixes left to the server (content service, photo galleries). */
const NOT_ROUTED = ['/p/', '/photo/', '/photo2/'];

const YT_ID = '([A-Za-z0-9_-]{6,})';
const VIDEO_PATTERNS: RegExp[] = [
  new RegExp(`^https?://(?:www\\.|m\\.)?youtube(?:-nocookie)?\\.com/embed/${YT_ID}`),
  new RegExp(`^https?://(?:www\\.|m\\.)?youtube\\.com/shorts/${YT_ID}`),
  new RegExp(`^https?://(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:.*&)?v=${YT_ID}`),
  new RegExp(`^https?://youtu\\.be/${YT_ID}`),
];

/** The privacy-enhanced embed URL of a YouTube link, or null when it is not a video link. */
export function videoEmbedUrl(href: string): string | null {
  for (const re of VIDEO_PATTERNS) {
    const m = re.exec(href.trim());
    if (m) return `https://www.youtube-nocookie.com/embed/${m[1]}`;
  }
  return null;
}

export function isKnownRoute(path: string): boolean {
  return KNOWN_ROUTES.some((re) => re.test(path));
}

/** '/shop/category/x' -> '/category/x'; '/shop' -> '/'. */
export function stripShopPrefix(path: string): string {
  if (path === '/shop' || path === '/shop/') return '/';
  return path.startsWith('/shop/') ? path.slice('/shop'.length) : path;
}

export function resolveLink(href: string | null | undefined, opts: ResolveOptions): ResolvedLink {
  const raw = (href ?? '').trim();
  if (!raw) return { kind: 'none' };

  const embedUrl = videoEmbedUrl(raw);
  if (embedUrl) return { kind: 'video', embedUrl, href: raw };

  if (raw.startsWith('#'))
    return raw.length > 1 ? { kind: 'hash', id: decodeURIComponent(raw.slice(1)) } : { kind: 'none' };

  let url: URL;
  try {
    url = new URL(raw, opts.origin);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'anchor', href: raw };

  const target = opts.target?.toLowerCase();
  if (target === '_blank' || target === '_system') return { kind: 'external', href: url.href };

  const hosts = [new URL(opts.origin).host, ...opts.whitelist].map((h) => h.toLowerCase());
  if (!hosts.includes(url.host.toLowerCase())) return { kind: 'external', href: url.href };

  const path = stripShopPrefix(url.pathname);
  if (NOT_ROUTED.some((p) => path.startsWith(p))) return { kind: 'anchor', href: raw };

  if (url.hash && opts.currentPath !== undefined && path === opts.currentPath && !url.search) {
    return { kind: 'hash', id: decodeURIComponent(url.hash.slice(1)) };
  }
  if (!isKnownRoute(path)) return { kind: 'external', href: url.href };
  return { kind: 'router', to: `${path}${url.search}${url.hash}` };
}
