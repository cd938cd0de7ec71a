import { i18n } from '../../lib/i18n';
import account from './account.it.json';

// The account pages' texts live with the feature under the `account.` keys and are merged into
// the app's one catalogue when a (lazy) account chunk loads, so they never weigh on the first
// visit of other pages. The spec's own keys (login.*, session.expired) stay in lib/i18n/it.json.
i18n.addResourceBundle('it', 'translation', { account }, true, false);

export { t, useT } from '../../lib/i18n';
