import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setAnalyticsConsent } from '../../lib/analytics';
import { useHydrated } from '../../lib/hydration';
import { loadConsent, saveConsent, type CookieConsent, type CookiePreferences } from './consent-storage';

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

export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const [consent, setConsent] = useState<CookieConsent | null>(loadConsent);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The choice is in web storage, which the server cannot read: the banner waits for hydration.
  const hydrated = useHydrated();
  const analytics = consent?.analytics ?? false;
  // The data layer gets the shop's events only while the shopper allows analytics (decision 0063).
  useEffect(() => setAnalyticsConsent(analytics), [analytics]);

  const save = useCallback((prefs: CookiePreferences) => {
    setConsent((prev) => saveConsent(prefs, prev));
    setDialogOpen(false);
  }, []);

  const value = useMemo<CookieConsentValue>(
    () => ({
      consent,
      bannerOpen: hydrated && consent === null && !dialogOpen,
      dialogOpen,
      acceptAll: () => save({ analytics: true, profilation: true }),
      rejectAll: () => save({ analytics: false, profilation: false }),
      save,
      openPreferences: () => setDialogOpen(true),
      closePreferences: () => setDialogOpen(false),
    }),
    [consent, dialogOpen, save, hydrated],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useCookieConsent(): CookieConsentValue {
  const v = useContext(Ctx);
  if (!v) throw new Error('useCookieConsent outside CookieConsentProvider');
  return v;
}
