// The paths the storefront's router answers (apps/web/src/app/router.tsx). The server answers
// any other path with HTTP 404 and the 'Pagina non trovata' page, so search engines do not index
// made-up addresses; a new page of the router adds its path here.
import { SSO_DONE_PATH } from './sso.js';

export const STOREFRONT_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/category\/.+/,
  /^\/offerte\/?$/,
  /^\/search\/?$/,
  /^\/product\/[^/]+\/?$/,
  /^\/login\/?$/,
  /^\/registration-user\/?$/,
  /^\/registration-confirm\/?$/,
  /^\/reset-password(-request)?\/?$/,
  // The account's pages (the profile layout's children): any other /profile address is a 404.
  /^\/profile\/?$/,
  /^\/profile\/(dashboard|personal-data|invoicing|security|privacy|addresses|lists|orders|update-email|anonymize)\/?$/,
  /^\/profile\/addresses\/manage(\/[^/]+)?\/?$/,
  /^\/profile\/lists\/shared\/[^/]+\/?$/,
  /^\/profile\/(lists|orders)\/[^/]+\/?$/,
  /^\/cart(\/.*)?$/,
  /^\/checkout(\/.*)?$/,
  /^\/page\/[^/]+\/?$/,
  /^\/news(\/[^/]+)?\/?$/,
  /^\/ricette(\/[^/]+)?\/?$/,
  /^\/staff\/contenuti\/?$/,
  /^\/store-locator\/?$/,
  /^\/shop(\/.*)?$/,
  new RegExp(`^${SSO_DONE_PATH}/?$`),
  /^\/volantino\/[^/]+\/?$/,
];

/** True when the storefront's router has a page at this path (no query string). */
export function isStorefrontPath(pathname: string): boolean {
  return STOREFRONT_PATHS.some((re) => re.test(pathname));
}
