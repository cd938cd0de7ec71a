export { CART_QUERY, cartQuery, isCartLocked, useCart } from './cart-query';
export { useWarehouseScope } from './warehouse-scope';
