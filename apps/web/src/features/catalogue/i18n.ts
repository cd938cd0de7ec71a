import { i18n } from '../../lib/i18n';
import catalogue from './catalogue.it.json';

// The catalogue pages' texts live with the feature under the `catalogue.` keys and are merged
// into the app's one catalogue when the (lazy) route chunk loads, before its first render.
i18n.addResourceBundle('it', 'translation', { catalogue }, true, false);

export { t, useT } from '../../lib/i18n';
