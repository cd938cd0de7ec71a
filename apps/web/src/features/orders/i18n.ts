import { i18n } from '../../lib/i18n';
import orders from './orders.it.json';

// The order pages' texts live with the feature under `orders.` and are merged when an orders
// chunk loads (as the cart does).
i18n.addResourceBundle('it', 'translation', { orders }, true, false);

export { t, useT } from '../../lib/i18n';
