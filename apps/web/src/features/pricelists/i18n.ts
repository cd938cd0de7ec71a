import { i18n } from '../../lib/i18n';
import pricelists from './pricelists.it.json';

// The price lists' texts live with the feature under `pricelists.` and are merged when a price
// lists chunk loads.
i18n.addResourceBundle('it', 'translation', { pricelists }, true, false);

export { t, useT } from '../../lib/i18n';
