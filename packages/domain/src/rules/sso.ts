// Constants of logins through identity providers, without zod, so that the storefront can use
// them in every page's first load (the schema is in contract/external-login.ts).

// Login through an identity provider (decision 0014): Google and Facebook (OAuth 2.0 in a popup)
// and the chain's SAML single sign-on. The API ends every such login by redirecting the browser
// to `relay_state_url` (a path of the shop, default SSO_DONE_PATH) with `sso` = one of
// SSO_RESULTS and, on error, `sso_error` = one of the SSO_ERRORS codes.

export const SSO_PROVIDERS = ['google', 'facebook', 'saml'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

/** Where the API sends the browser back when the client names no relay_state_url. */
export const SSO_DONE_PATH = '/social-login/done';

/** ok: logged in; register: no shop account yet, the registration form is prefilled; error. */
export const SSO_RESULTS = ['ok', 'register', 'error'] as const;
export type SsoResult = (typeof SSO_RESULTS)[number];

/** Error codes of `sso_error`, with the text shown to the shopper. */
export const SSO_ERRORS = {
  SSO_CANCELLED: "Accesso annullato: non hai concesso l'autorizzazione.",
  SSO_EXPIRED: 'La richiesta di accesso è scaduta o è già stata usata. Riprova.',
  SSO_FAILED: 'Accesso non riuscito. Riprova o accedi con e-mail e password.',
  SSO_EMAIL_MISSING:
    'Il tuo profilo non ci ha comunicato un indirizzo e-mail verificato. Accedi o registrati con e-mail e password.',
  SSO_NOT_CONFIGURED: 'Questo tipo di accesso non è disponibile.',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERRORS;

/** The message a login popup posts to the window that opened it (same origin only). */
export const SSO_POPUP_MESSAGE = 'spesa:sso';
