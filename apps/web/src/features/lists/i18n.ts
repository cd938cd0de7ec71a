import { i18n } from '../../lib/i18n';
import lists from './lists.it.json';

// The shopping lists' texts live with the feature under `lists.` and are merged when a lists
// chunk loads. The spec's own keys (product.inList, product.addToList) stay in lib/i18n/it.json.
i18n.addResourceBundle('it', 'translation', { lists }, true, false);

export { t, useT } from '../../lib/i18n';
