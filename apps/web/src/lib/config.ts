// Site configuration (storefront spec section 9). One place, so a shop can tune it without
// hunting through components.
export const siteConfig = {
  version: '1.4.0',
  lang: 'it',
  clientType: 'site',
  /** Reload the app after this much inactivity (spec section 4), except on cart and payment. */
  reloadAfterMillis: 1_800_000,
  reloadExcludedPaths: ['/cart/', '/payment'],
  checkVersionInterval: 600_000,
  /**
   * When the deployed version differs: 'notify' shows a snackbar with an Aggiorna button,
   * 'reload' reloads at once. Notify is the default because a reload may lose typed input.
   */
  versionMismatch: 'notify' as 'notify' | 'reload',
  /** Envelope message codes shown in a dialog rather than a snackbar (spec section 8). */
  showInPopupCode: ['PRODUCT_NOT_AVAILABLE', 'CART_LOCKED', 'MIN_ORDER_AMOUNT', 'TIMESLOT_EXPIRED'],
  /** Hosts whose links the router resolves (spec section 2); the current host is added at run time. */
  linkHostWhitelist: ['www.spesa.it', 'spesa.it'],
  dayWordsSaved: 30,
  productSliderLimit: 12,
  sliderSpacing: 20,
  defaultPageSize: 24,
  snackbar: { maxSnack: 5, autoHideDuration: 5000 },
  registration: true,
  updateCart: false,
  /** infos.accept_alternatives sent with every cart/add (spec section 7); each line can change it. */
  acceptAlternatives: true,
} as const;

export type SiteConfig = typeof siteConfig;
