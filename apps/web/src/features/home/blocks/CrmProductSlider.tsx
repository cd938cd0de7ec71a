import { useCurrentUser } from '../../../lib/auth';
import { ProductSlider } from './ProductSlider';
import type { BlockProps } from './types';

/**
 * Products the shop's customer-relationship team picks for its known customers (JSON_CONFIG
 * names them: source 'products' with productIds, or 'promo'), shown to logged-in shoppers only,
 * as a product slider.
 */
export function CrmProductSlider(props: BlockProps) {
  const { isLoggedIn } = useCurrentUser();
  return isLoggedIn ? <ProductSlider {...props} /> : null;
}
