/**
 * The delivery part of the `/ebsn/api` contract (spec delivery-orders-account sections 3, 7 and 9):
 * delivery services, addresses, stores, timeslots and fees (delivery-places.ts) and the delivery
 * fields of the cart (delivery-cart.ts).
 */
export * from './delivery-places.js';
export * from './delivery-cart.js';
