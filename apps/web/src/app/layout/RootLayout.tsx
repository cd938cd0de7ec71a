import { lazyPart } from '../../components/ui/lazy-part/lazyPart';
import { Outlet, ScrollRestoration } from 'react-router';
import { useGiftCodeFromLink } from '../../features/cart/flow/pendingGiftCode';
import { CookieBanner } from '../cookies/CookieBanner';
import { useCookieConsent } from '../cookies/CookieConsentProvider';
import { useLinkNavigation } from '../../components/ui/plain-link/PlainLink';
import { useFocusMainHeading } from '../hooks/useFocusMainHeading';
import { useHeaderHeight } from '../hooks/useHeaderHeight';
import { useInactivityReload } from '../hooks/useInactivityReload';
import { useVersionCheck } from '../hooks/useVersionCheck';
import { HydrateWhenVisible } from '../../components/ui/lazy-hydration/HydrateWhenVisible';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoginDialogHost } from './LoginDialogHost';
import { NavigationProgress } from './NavigationProgress';
import { MAIN_ID, SkipLink } from './SkipLink';
import { ShellStyles } from './ShellStyles';

const CookiePreferencesDialog = lazyPart(
  'CookiePreferencesDialog',
  () => import('../cookies/CookiePreferencesDialog'),
);

/** The frame around every page: skip link, header, main, footer, cookie notice. */
export function RootLayout() {
  useInactivityReload();
  useVersionCheck();
  useFocusMainHeading();
  useHeaderHeight();
  useGiftCodeFromLink();
  useLinkNavigation();
  const { dialogOpen } = useCookieConsent();
  return (
    // Plain elements with the .site-root classes of ShellStyles (decision 0083).
    <div className="site-root">
      {/* First in the page: the notice is the first thing Tab reaches (it sits fixed at the bottom). */}
      <ShellStyles />
      <CookieBanner />
      <SkipLink />
      <NavigationProgress />
      <Header />
      {/* tabIndex -1: the skip link and route changes can move focus here. */}
      <main id={MAIN_ID} tabIndex={-1} className="site-root__main">
        <Outlet />
      </main>
      {/* Below every page's first screen: hydrated when scrolled near. */}
      <HydrateWhenVisible>
        <Footer />
      </HydrateWhenVisible>
      <LoginDialogHost />
      {dialogOpen && <CookiePreferencesDialog />}
      <ScrollRestoration />
    </div>
  );
}
