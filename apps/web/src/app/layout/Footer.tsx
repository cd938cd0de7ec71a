import { PlainLink } from '../../components/ui/plain-link/PlainLink';
import { useT } from '../../lib/i18n';
import { useCookieConsent } from '../cookies/CookieConsentProvider';
import { useMenu } from '../../features/content/api/menuApi';

/** Until the content service's footer menu arrives (or if it cannot be read). */
const LINKS = [
  { to: '/page/chi-siamo', key: 'footer.about' },
  { to: '/page/servizi', key: 'footer.services' },
  { to: '/store-locator', key: 'footer.storeLocator' },
  { to: '/page/privacy', key: 'footer.privacy' },
] as const;

/** Plain elements with the .site-footer classes of ShellStyles. */
export function Footer() {
  const t = useT();
  const { openPreferences } = useCookieConsent();
  // The footer's links are the content service's 'footer' menu, edited by the shop's staff.
  const menu = useMenu('footer');
  const links = menu.data?.items.length
    ? menu.data.items.map((i) => ({ to: i.url, label: i.title }))
    : LINKS.map((l) => ({ to: l.to, label: t(l.key) }));
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('footer.label')}>
          <ul>
            {links.map((l) => (
              <li key={l.to}>
                <PlainLink className="site-footer__link" to={l.to}>
                  {l.label}
                </PlainLink>
              </li>
            ))}
            <li>
              {/* A button, not a link: it opens a dialog rather than going somewhere. */}
              <button type="button" className="site-footer__link" onClick={openPreferences}>
                {t('footer.cookies')}
              </button>
            </li>
          </ul>
        </nav>
        <p className="site-footer__note">{t('footer.company')}</p>
        <p className="site-footer__note">{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
