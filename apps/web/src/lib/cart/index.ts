export { CART_QUERY, cartQuery, isCartLocked, useCart, visitorCart } from './cart-query';
export { useWarehouseScope, WarehouseScopeProvider } from './warehouse-scope';
export { modifiedOrderOf, type ModifiedOrder } from './modified-order';
