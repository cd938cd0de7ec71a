export { cartChangeEvents, trackCartChange } from './cart-events';
export { pushEcommerce, setAnalyticsConsent, type EcommerceEvent, type EcommerceItem } from './data-layer';
