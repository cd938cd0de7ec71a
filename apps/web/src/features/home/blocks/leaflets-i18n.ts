import { i18n } from '../../../lib/i18n';
import leaflets from './leaflets.it.json';

// The flyer sliders' texts (`home.leaflets.`), merged when their lazy chunk loads: the home's
// first load does not carry them.
i18n.addResourceBundle('it', 'translation', { home: { leaflets } }, true, false);

export { useT } from '../../../lib/i18n';
