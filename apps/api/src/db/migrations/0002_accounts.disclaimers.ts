/**
 * The consent texts shown at registration (store 5 'Store Globale', registration module type 2,
 * the spec's defaults). Terms of sale and privacy notice must be accepted; the loyalty consent is
 * mandatory only when registering with a card (spec: "the first profile consent is mandatory for
 * the loyalty programme"); marketing and profiling are optional. A changed text is a new row.
 */
const base = { store_id: 5, registration_module_type_id: 2, version: 1, active: 1 };

export const DISCLAIMER_CODES = {
  terms: 'TERMS_OF_SALE',
  privacy: 'PRIVACY',
  loyalty: 'LOYALTY',
  marketing: 'MARKETING',
  profiling: 'PROFILING',
} as const;

export const DEFAULT_DISCLAIMERS = [
  {
    ...base,
    registration_disclaimer_id: 1,
    code: DISCLAIMER_CODES.terms,
    title: 'Condizioni generali di vendita',
    body: '<p>Dichiaro di aver letto e di accettare le <a href="/page/condizioni-di-vendita">condizioni generali di vendita</a>.</p>',
    required: 1,
    position: 1,
  },
  {
    ...base,
    registration_disclaimer_id: 2,
    code: DISCLAIMER_CODES.privacy,
    title: 'Informativa sulla privacy',
    body: '<p>Dichiaro di aver letto l\'<a href="/page/privacy">informativa sul trattamento dei dati personali</a> (art. 13 Reg. UE 2016/679).</p>',
    required: 1,
    position: 2,
  },
  {
    ...base,
    registration_disclaimer_id: 3,
    code: DISCLAIMER_CODES.loyalty,
    title: 'Programma fedeltà CAMI',
    body: '<p>Acconsento al trattamento dei miei dati per la partecipazione al programma fedeltà e alla raccolta punti CAMI (obbligatorio per usare la carta fedeltà).</p>',
    required: 0,
    position: 3,
  },
  {
    ...base,
    registration_disclaimer_id: 4,
    code: DISCLAIMER_CODES.marketing,
    title: 'Comunicazioni commerciali',
    body: '<p>Acconsento a ricevere offerte e comunicazioni commerciali via e-mail e SMS.</p>',
    required: 0,
    position: 4,
  },
  {
    ...base,
    registration_disclaimer_id: 5,
    code: DISCLAIMER_CODES.profiling,
    title: 'Profilazione',
    body: '<p>Acconsento all’analisi delle mie abitudini di acquisto per ricevere offerte personalizzate.</p>',
    required: 0,
    position: 5,
  },
];
