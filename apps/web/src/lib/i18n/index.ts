import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import it from './it.json';

// Italian is the only language today (spec section 1); the catalogue is bundled so the first
// render never waits for a network round trip. Keys follow the spec (cart.productAddError, ...).
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'it',
  fallbackLng: 'it',
  supportedLngs: ['it'],
  resources: { it: { translation: it } },
  initAsync: false,
  interpolation: { escapeValue: false }, // React already escapes.
});

/** Translate outside React (the API client, event handlers). */
export const t = i18n.t.bind(i18n);

/** The translation function for components. */
export function useT() {
  return useTranslation().t;
}
