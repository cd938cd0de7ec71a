import { i18n } from '../../lib/i18n';
import content from './content.it.json';

// The content pages' texts, under `content.`, merged when the (lazy) route chunk loads.
i18n.addResourceBundle('it', 'translation', { content }, true, false);

export { t, useT } from '../../lib/i18n';
