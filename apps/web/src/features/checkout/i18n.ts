import { i18n } from '../../lib/i18n';
import checkout from './checkout.it.json';

// The checkout's texts live with the feature under `checkout.` and are merged when a checkout
// chunk loads. Server refusals are shown with the server's own Italian text (spec section 8).
i18n.addResourceBundle('it', 'translation', { checkout }, true, false);

export { t, useT } from '../../lib/i18n';
