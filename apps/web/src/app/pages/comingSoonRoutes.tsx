import { useT } from '../../lib/i18n';
import { ComingSoonPage } from './ComingSoonPage';

// Small wrappers so each route names its page. Lazy-loaded together (one small chunk).

export function StoreLocatorPage() {
  return <ComingSoonPage title={useT()('comingSoon.storeLocator')} />;
}
