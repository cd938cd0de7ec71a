// Pure code shared by the API and the storefront: the API contract (zod), business rules and
// Italian validators. No I/O and no framework imports here.
export * from './contract/envelope.js';
export * from './contract/fields.js';
export * from './contract/catalogue.js';
export * from './contract/accounts.js';
export * from './contract/external-login.js';
export * from './contract/delivery.js';
export * from './rules/math.js';
export * from './rules/units.js';
export * from './rules/quantity.js';
export * from './rules/vat.js';
export * from './rules/price.js';
export * from './rules/identifiers.js';
export * from './validators.js';
export * from './rules/statuses.js';
export * from './rules/sso.js';
export * from './rules/storefront-paths.js';
export * from './contract/cart.js';
export * from './rules/promotions.js';
export * from './rules/cart-totals.js';
export * from './rules/cart-quantity.js';
export * from './rules/orders.js';
export * from './contract/checkout.js';
export * from './errors.js';
export * from './rules/dynamic-form.js';
