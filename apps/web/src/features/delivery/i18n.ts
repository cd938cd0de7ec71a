import { i18n } from '../../lib/i18n';
import delivery from './delivery.it.json';

// The delivery dialogs' and pages' texts live with the feature under the `delivery.` keys and are
// merged (deeply, next to the header's delivery.* keys in lib/i18n/it.json) when a lazy delivery
// chunk loads, so they never weigh on the first visit of other pages.
i18n.addResourceBundle('it', 'translation', { delivery }, true, false);

export { t, useT } from '../../lib/i18n';
