export { cartQuery, isCartLocked, useCart } from './cart-query';
export { useWarehouseScope } from './warehouse-scope';
