import { i18n } from '../../lib/i18n';
import flyers from './flyers.it.json';

// The flyer page's texts, under the `flyers.` keys, merged when its (lazy) route chunk loads.
i18n.addResourceBundle('it', 'translation', { flyers }, true, false);

export { t, useT } from '../../lib/i18n';
