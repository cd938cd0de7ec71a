import { i18n } from '../../lib/i18n';
import cart from './cart.it.json';

// The cart's texts live with the feature under `cartPage.` (the spec's own `cart.*` keys, such as
// cart.productAddText, stay in lib/i18n/it.json) and are merged when a cart chunk loads.
i18n.addResourceBundle('it', 'translation', { cartPage: cart }, true, false);

export { t, useT } from '../../lib/i18n';
