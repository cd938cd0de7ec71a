import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setAnalyticsConsent } from '../../lib/analytics';
import { isFirstRenderHydrating } from '../../lib/hydration';
import {
  loadConsent,
  loadConsentMovingLegacy,
  saveConsent,
  type CookieConsent,
  type CookiePreferences,
} from './consent-storage';

interface CookieConsentValue {
  /** The banner shows until a choice is saved. */
  bannerOpen: boolean;
  dialogOpen: boolean;
  acceptAll: () => void;
  rejectAll: () => void;
  save: (prefs: CookiePreferences) => void;
  openPreferences: () => void;
  closePreferences: () => void;
}

const Ctx = createContext<CookieConsentValue | null>(null);
// The saved choice apart (only the preferences dialog shows it): once the choice is read after
// hydration, the banner's and the layout's consumers above are not drawn again for nothing.
const ChoiceCtx = createContext<CookieConsent | null>(null);

interface ProviderProps {
  children: ReactNode;
  /**
   * Whether the request's cookie held a choice when the server rendered the page (the banner is
   * rendered when not): on the server, and in the browser while it hydrates that page (the page
   * state carries it). Undefined in a page the browser renders alone.
   */
  serverChoiceMade?: boolean;
}

export function CookieConsentProvider({ children, serverChoiceMade }: ProviderProps) {
  // Asked at render, not once at import: the server-render test renders in a test browser with
  // `document` taken away (one copy of Preact for every test; decision 0077).
  const inBrowser = typeof document !== 'undefined';
  const hydrating = isFirstRenderHydrating();
  // The choice as the browser keeps it (the cookie, or web storage from an earlier version);
  // undefined until read. Hydrating a server-rendered page, the server's answer stands in for it
  // and the cookie is read after hydration's task (decision 0085): reading `document.cookie` is a
  // synchronous call to the browser, 5-15 ms on a phone, which made that long task longer. A page
  // the browser renders alone reads it at once (no banner drawn and taken away).
  const [choice, setChoice] = useState<CookieConsent | null | undefined>(() =>
    !inBrowser
      ? undefined
      : !hydrating
        ? loadConsentMovingLegacy()
        : serverChoiceMade === undefined
          ? loadConsent()
          : undefined,
  );
  // Once hydrated, in a task of its own: the cookie if not read yet, and a choice only web storage
  // still held (the server could not see it and rendered the banner).
  useEffect(() => {
    if (!inBrowser) return;
    const later = setTimeout(() =>
      setChoice((prev) => prev || loadConsentMovingLegacy(prev === undefined ? loadConsent() : null)),
    );
    return () => clearTimeout(later);
  }, [inBrowser]);
  const consent = choice ?? null;
  const [dialogOpen, setDialogOpen] = useState(false);
  const chosen = consent !== null || (choice === undefined && !!serverChoiceMade);
  const analytics = consent?.analytics ?? false;
  // The data layer gets the shop's events only while the shopper allows analytics (decision 0063).
  useEffect(() => setAnalyticsConsent(analytics), [analytics]);

  const save = useCallback((prefs: CookiePreferences) => {
    setChoice((prev) => saveConsent(prefs, prev ?? null));
    setDialogOpen(false);
  }, []);

  const bannerOpen = !chosen && !dialogOpen;
  const value = useMemo<CookieConsentValue>(
    () => ({
      bannerOpen,
      dialogOpen,
      acceptAll: () => save({ analytics: true, profilation: true }),
      rejectAll: () => save({ analytics: false, profilation: false }),
      save,
      openPreferences: () => setDialogOpen(true),
      closePreferences: () => setDialogOpen(false),
    }),
    [bannerOpen, dialogOpen, save],
  );
  return (
    <Ctx.Provider value={value}>
      <ChoiceCtx.Provider value={consent}>{children}</ChoiceCtx.Provider>
    </Ctx.Provider>
  );
}

export function useCookieConsent(): CookieConsentValue {
  const v = useContext(Ctx);
  if (!v) throw new Error('useCookieConsent outside CookieConsentProvider');
  return v;
}

/** The shopper's saved cookie choice (null before any): what the preferences dialog starts from. */
export function useCookieChoice(): CookieConsent | null {
  return useContext(ChoiceCtx);
}
