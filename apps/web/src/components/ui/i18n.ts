import { i18n } from '../../lib/i18n';
import ui from './ui.it.json';

// The shared components' texts live next to them under the `ui.` keys and are merged into the
// app's one catalogue on first import; spec keys (errors.minAcq, product.*) stay in lib/i18n.
i18n.addResourceBundle('it', 'translation', { ui }, true, false);

export { i18n, t, useT } from '../../lib/i18n';
