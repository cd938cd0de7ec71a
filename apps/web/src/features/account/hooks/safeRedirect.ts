/**
 * The ?redirect= target after login, only when it is a page of this shop: '/x' but not '//host',
 * '/\host' or '/\t/host' (browsers drop tabs and newlines and read a backslash as a slash, so
 * those lead to another site), so a crafted link cannot send a freshly logged-in shopper to a
 * look-alike page. Anything odd (whitespace, control characters, backslashes, an encoded '//')
 * gets the fallback rather than a guess at what the browser would make of it.
 */
const BASE = 'https://shop.invalid';

export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (!value || !value.startsWith('/') || /[\s\u0000-\u001f\u007f-\u009f\\]/u.test(value)) return fallback;
  let url: URL;
  let path: string;
  try {
    url = new URL(value, BASE);
    path = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || value.startsWith('//') || path.startsWith('//') || /[\\\s]/u.test(path))
    return fallback;
  // Not back to the login itself, and not to the API or other non-pages of the server.
  if (/^\/(login|registration-user|ebsn|dev)(\/|$)/.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** '/login?redirect=%2Fprofile%2Fdashboard' for the page the visitor is on. */
export function loginPathFor(pathname: string, search = ''): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}
