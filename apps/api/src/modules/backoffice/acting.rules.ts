// What a staff member or agent may not do while acting for a customer (decision 0122): the
// customer's credentials, two-step login, linked logins, consents, saved cards and the account's
// erasure stay the customer's own. One list, checked before any handler runs (acting.hooks.ts),
// keyed by the route as registered, so a renamed route fails the test that calls each one.

const change = (what: string) =>
  `Operando per conto del cliente non puoi modificare ${what}: deve farlo il cliente stesso.`;

const PASSWORD = change('la password');
const EMAIL = change("l'indirizzo e-mail");
const LINKED = change('gli accessi collegati (Google, Facebook, SAML)');
const ERASE = "Operando per conto del cliente non puoi eliminare l'account: deve farlo il cliente stesso.";

/** Route (as registered, with the API prefix) -> the refusal's text. */
export const FORBIDDEN_WHILE_ACTING: ReadonlyMap<string, string> = new Map([
  ['/ebsn/api/registration/update_password', PASSWORD],
  ['/ebsn/api/registration/password_reset_token_request', PASSWORD],
  ['/ebsn/api/registration/password_reset', PASSWORD],
  ['/ebsn/api/registration/update_email_request', EMAIL],
  ['/ebsn/api/registration/update_email', EMAIL],
  ['/ebsn/api/registration/update_username', change('il nome utente')],
  ['/ebsn/api/registration/update_mfa', change('la verifica in due passaggi')],
  ['/ebsn/api/registration/delete-identity', LINKED],
  ['/ebsn/api/social-redir/:provider/start', LINKED],
  ['/ebsn/api/saml/do-login', LINKED],
  ['/ebsn/api/registration-disclaimer/update-disclaimer', change('i consensi')],
  ['/ebsn/api/registration/update_staff_assistance', change('i consensi')],
  ['/ebsn/api/payment-type/delete-auth', change('le carte salvate')],
  ['/ebsn/api/registration/anonymize_token_request', ERASE],
  ['/ebsn/api/registration/anonymize_token_check', ERASE],
  ['/ebsn/api/registration/user_anonymize', ERASE],
]);

const SAVE_CARD = change('le carte salvate');

/**
 * The refusal for a call made while acting, or null when it is allowed. checkout/buy and the
 * payment calls may not save the card they pay with (payment_data's saveCard).
 */
export function refusalWhileActing(route: string, query: unknown): string | null {
  const refused = FORBIDDEN_WHILE_ACTING.get(route);
  if (refused) return refused;
  const paymentData = (query as { payment_data?: unknown } | undefined)?.payment_data;
  if (typeof paymentData === 'string' && savesCard(paymentData)) return SAVE_CARD;
  return null;
}

function savesCard(paymentData: string): boolean {
  try {
    const parsed = JSON.parse(paymentData) as { saveCard?: unknown };
    return parsed.saveCard === true || parsed.saveCard === 'true';
  } catch {
    return false;
  }
}
