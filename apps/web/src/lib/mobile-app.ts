/**
 * The mobile app wrapper loads this same storefront and adds this token to its browser's user
 * agent (its "append user agent" setting), so the pages can tell the app from the web (decision
 * 0085). Only the app shows the first-run tutorial (spec section 2).
 */
export const MOBILE_APP_TOKEN = 'SpesaApp/';

/** True in the mobile app wrapper; false on the web and on the server. */
export function inMobileApp(): boolean {
  return typeof navigator !== 'undefined' && navigator.userAgent.includes(MOBILE_APP_TOKEN);
}
