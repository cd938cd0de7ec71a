import { Navigate, useLocation } from 'react-router';
import { stripShopPrefix } from '../../lib/links';

/** '/shop/category/x' typed or bookmarked -> '/category/x' (spec section 2: the prefix is stripped). */
export function ShopPrefixRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${stripShopPrefix(pathname)}${search}${hash}`} replace />;
}
