export { cartKeys, cartQuery, isCartLocked, useCart } from './cart-query';
