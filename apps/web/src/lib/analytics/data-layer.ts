// The shop's analytics go through Google Tag Manager's data layer (`window.dataLayer`), the
// convention every tag manager and analytics tool reads: the shop pushes e-commerce events there
// and sends nothing anywhere itself; whatever tag the shop's owner installs decides where they go
// (decision 0063). Nothing is pushed unless the shopper accepted analytics cookies in the banner.

/** A GA4 e-commerce item: https://developers.google.com/analytics/devguides/collection/ga4/ecommerce */
export interface EcommerceItem {
  item_id: string;
  item_name: string;
  /** Unit price in euros, VAT included. */
  price: number;
  /** Pieces, or kg for products sold by weight. */
  quantity: number;
}

export interface EcommerceEvent {
  event: 'add_to_cart' | 'remove_from_cart';
  ecommerce: { currency: 'EUR'; value: number; items: EcommerceItem[] };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let analyticsAllowed = false;

/** The shopper's analytics choice (app/cookies keeps it current); off until they say yes. */
export function setAnalyticsConsent(allowed: boolean): void {
  analyticsAllowed = allowed;
}

/** Pushes the events to the data layer, when the shopper allowed analytics. */
export function pushEcommerce(events: EcommerceEvent[]): void {
  if (!analyticsAllowed || typeof window === 'undefined' || events.length === 0) return;
  const layer = (window.dataLayer ??= []);
  for (const e of events) {
    // GTM merges pushes into one model: clearing `ecommerce` first keeps an event's items from
    // mixing with the previous event's (Google's recommendation for GA4 e-commerce).
    layer.push({ ecommerce: null });
    layer.push(e);
  }
}
