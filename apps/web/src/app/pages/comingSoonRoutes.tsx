import { useParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { ComingSoonPage } from './ComingSoonPage';

// Small wrappers so each route names its page. Lazy-loaded together (one small chunk).

export function StoreLocatorPage() {
  return <ComingSoonPage title={useT()('comingSoon.storeLocator')} />;
}

/** '/page/chi-siamo' -> 'Chi siamo'; the content area will fetch the real page by slug. */
export function ContentPage() {
  const { slug = '' } = useParams();
  const t = useT();
  const fromSlug = slug.replace(/-/g, ' ').trim();
  const title = fromSlug
    ? fromSlug.charAt(0).toLocaleUpperCase('it') + fromSlug.slice(1)
    : t('comingSoon.page');
  return <ComingSoonPage title={title} />;
}
