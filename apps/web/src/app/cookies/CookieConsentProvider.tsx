import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setAnalyticsConsent } from '../../lib/analytics';
import { useHydrated } from '../../lib/hydration';
import {
  loadConsent,
  loadConsentMovingLegacy,
  saveConsent,
  type CookieConsent,
  type CookiePreferences,
} from './consent-storage';

interface CookieConsentValue {
  consent: CookieConsent | null;
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

interface ProviderProps {
  children: ReactNode;
  /**
   * On the server: whether the request's cookie holds a choice (the banner is rendered when not).
   * The browser reads the same cookie itself, so its first render matches the server's HTML.
   */
  serverChoiceMade?: boolean;
}

export function CookieConsentProvider({ children, serverChoiceMade = false }: ProviderProps) {
  // Asked at render, not once at import: the server-render test renders in a test browser with
  // `document` taken away (one copy of Preact for every test; decision 0077).
  const inBrowser = typeof document !== 'undefined';
  const hydrated = useHydrated();
  // While hydrating, the cookie alone, as the server saw it (read once); after, also a choice an
  // earlier version kept in web storage, which the server could not see (it rendered the banner).
  const inCookie = useMemo(() => (inBrowser ? loadConsent() : null), [inBrowser]);
  const stored = useMemo(
    () => (inBrowser && hydrated ? loadConsentMovingLegacy(inCookie) : inCookie),
    [inBrowser, hydrated, inCookie],
  );
  const [savedHere, setSavedHere] = useState<CookieConsent | null>(null);
  const consent = savedHere ?? stored;
  const [dialogOpen, setDialogOpen] = useState(false);
  const chosen = consent !== null || (!inBrowser && serverChoiceMade);
  const analytics = consent?.analytics ?? false;
  // The data layer gets the shop's events only while the shopper allows analytics (decision 0063).
  useEffect(() => setAnalyticsConsent(analytics), [analytics]);

  const save = useCallback(
    (prefs: CookiePreferences) => {
      setSavedHere((prev) => saveConsent(prefs, prev ?? stored));
      setDialogOpen(false);
    },
    [stored],
  );

  const value = useMemo<CookieConsentValue>(
    () => ({
      consent,
      bannerOpen: !chosen && !dialogOpen,
      dialogOpen,
      acceptAll: () => save({ analytics: true, profilation: true }),
      rejectAll: () => save({ analytics: false, profilation: false }),
      save,
      openPreferences: () => setDialogOpen(true),
      closePreferences: () => setDialogOpen(false),
    }),
    [consent, chosen, dialogOpen, save],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useCookieConsent(): CookieConsentValue {
  const v = useContext(Ctx);
  if (!v) throw new Error('useCookieConsent outside CookieConsentProvider');
  return v;
}
