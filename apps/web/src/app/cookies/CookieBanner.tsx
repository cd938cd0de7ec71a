import { useEffect, useRef, type RefObject } from 'react';
import { CloseIcon } from '../../components/ui/plain-button/icons';
import { PlainButton, PlainIconButton } from '../../components/ui/plain-button/PlainButton';
import { HydrateWhenVisible } from '../../components/ui/lazy-hydration/HydrateWhenVisible';
import { useT } from '../../lib/i18n';
import { useCookieConsent } from './CookieConsentProvider';

/**
 * While the banner is shown, the page keeps its height free at the bottom: the end of the page
 * can scroll out from under it, and the browser scrolls a focused control above it
 * (scroll-padding), so the banner never hides where the keyboard is (WCAG 2.4.11).
 */
function useReservedSpace(ref: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const el = ref.current;
    if (!open || !el) return;
    const root = document.documentElement;
    const apply = () => {
      const h = `${Math.ceil(el.getBoundingClientRect().height)}px`;
      document.body.style.paddingBottom = h;
      root.style.scrollPaddingBottom = h;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [ref, open]);
}

/**
 * First-visit cookie notice. It is a region, not a modal, so the shop stays usable; closing
 * with X means "reject the optional cookies" (Garante guidelines: closing is not consent).
 * The server renders it (decision 0070); the browser brings it to life just after the page's
 * hydration, in a transition of its own, so it adds nothing to hydration's long task.
 */
export function CookieBanner() {
  const { bannerOpen } = useCookieConsent();
  if (!bannerOpen) return null;
  return (
    <HydrateWhenVisible>
      <Notice />
    </HydrateWhenVisible>
  );
}

/**
 * Plain elements with the `.cookie-banner` classes of ShellStyles (decision 0083): MUI's Paper,
 * Typography, IconButton and Buttons, drawn as they were, cost a first visit's page about 35 ms
 * on a phone in the task where the banner comes to life.
 */
function Notice() {
  const t = useT();
  const { acceptAll, rejectAll, openPreferences } = useCookieConsent();
  const ref = useRef<HTMLElement>(null);
  useReservedSpace(ref, true);
  return (
    <section ref={ref} aria-labelledby="cookie-banner-title" className="cookie-banner">
      <div className="cookie-banner__inner">
        <PlainIconButton
          label={t('cookies.closeReject')}
          onClick={rejectAll}
          className="cookie-banner__close"
        >
          <CloseIcon />
        </PlainIconButton>
        <h2 id="cookie-banner-title" className="cookie-banner__title">
          {t('cookies.title')}
        </h2>
        <p className="cookie-banner__text">{t('cookies.text')}</p>
        <div className="cookie-banner__actions">
          <PlainButton variant="outlined" onClick={openPreferences} className="cookie-banner__customize">
            {t('cookies.customize')}
          </PlainButton>
          {/* Reject and accept look alike: equal prominence, as the guidelines ask. */}
          <PlainButton onClick={rejectAll} className="cookie-banner__choice">
            {t('cookies.reject')}
          </PlainButton>
          <PlainButton onClick={acceptAll} className="cookie-banner__choice">
            {t('cookies.acceptAll')}
          </PlainButton>
        </div>
      </div>
    </section>
  );
}
