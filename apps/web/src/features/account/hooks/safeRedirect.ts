/**
 * The ?redirect= target after login, only when it is a path of this shop: '/x' but not '//host'
 * or '/\host' (which browsers read as another site), so a crafted link cannot send a freshly
 * logged-in shopper to a look-alike page.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/^\/(login|registration-user)(\/|\?|$)/.test(value)) return fallback;
  return value;
}

/** '/login?redirect=%2Fprofile%2Fdashboard' for the page the visitor is on. */
export function loginPathFor(pathname: string, search = ''): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}
