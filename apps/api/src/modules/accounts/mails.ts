import type { MailMessage } from '../mail/index.js';

/**
 * The account e-mails, in Italian. Links point at storefront pages (the SPA reads the query and
 * calls the API): /registration-confirm, /reset-password, /profile/update-email, /profile/anonymize.
 */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : []), 'Il team di Spesa'].join(
    '\n\n',
  );
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  const html = `<!doctype html><html lang="it"><body>${body}${button}<p>Il team di Spesa</p></body></html>`;
  return { to, subject, text, html };
}

const url = (origin: string, path: string, query: Record<string, string>) =>
  `${origin}${path}?${new URLSearchParams(query).toString()}`;

const IGNORE = 'Se non sei stato tu, ignora questo messaggio.';

export const mails = {
  loginCode: (to: string, code: string) =>
    mail(to, 'Il tuo codice di accesso Spesa', [
      `Il tuo codice di accesso Spesa è ${code}. Vale 10 minuti.`,
      `Non condividerlo con nessuno. ${IGNORE}`,
    ]),

  confirmRegistration: (to: string, firstName: string, origin: string, code: string) =>
    mail(
      to,
      'Conferma la tua registrazione a Spesa',
      [
        `Ciao ${firstName}, grazie per esserti registrato a Spesa.`,
        'Per attivare il tuo account conferma il tuo indirizzo e-mail entro 48 ore.',
      ],
      {
        href: url(origin, '/registration-confirm', { e_mail: to, reg_control_code: code }),
        label: 'Conferma il tuo indirizzo e-mail',
      },
    ),

  passwordReset: (to: string, origin: string, token: string) =>
    mail(
      to,
      'Reimposta la tua password Spesa',
      [
        'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account.',
        `Il link vale 1 ora e si può usare una sola volta. ${IGNORE}`,
      ],
      {
        href: url(origin, '/reset-password', { e_mail: to, reset_token: token }),
        label: 'Reimposta la password',
      },
    ),

  emailChange: (to: string, origin: string, token: string) =>
    mail(
      to,
      'Conferma il nuovo indirizzo e-mail',
      ['Hai chiesto di usare questo indirizzo per il tuo account Spesa.', `Il link vale 24 ore. ${IGNORE}`],
      {
        href: url(origin, '/profile/update-email', { token }),
        label: 'Conferma il nuovo indirizzo',
      },
    ),

  emailChangeNotice: (to: string) =>
    mail(to, "Richiesta di modifica dell'indirizzo e-mail", [
      "È stata chiesta la modifica dell'indirizzo e-mail del tuo account Spesa. Il cambio avverrà solo dopo la conferma dal nuovo indirizzo.",
      'Se non sei stato tu, cambia subito la password.',
    ]),

  passwordChanged: (to: string) =>
    mail(to, 'La tua password Spesa è stata modificata', [
      'La password del tuo account è stata modificata e le altre sessioni sono state chiuse.',
      'Se non sei stato tu, reimposta subito la password.',
    ]),

  mfaChanged: (to: string, enabled: boolean) =>
    mail(to, 'Verifica in due passaggi', [
      enabled
        ? 'La verifica in due passaggi è attiva: a ogni accesso ti chiederemo un codice inviato via e-mail.'
        : 'La verifica in due passaggi è stata disattivata.',
      'Se non sei stato tu, cambia subito la password.',
    ]),

  /** A security notice: a new way into the account exists, which the owner may not have made. */
  identityLinked: (to: string, providerName: string) =>
    mail(to, `Accesso con ${providerName} collegato al tuo account Spesa`, [
      `Da ora puoi accedere al tuo account Spesa anche con ${providerName}.`,
      'Se non sei stato tu, reimposta subito la password e scollega questo accesso dal tuo profilo, in «Accesso e sicurezza».',
    ]),

  /** A security notice too: whoever removed a way in was logged into the account. */
  identityUnlinked: (to: string, providerName: string) =>
    mail(to, `Accesso con ${providerName} scollegato dal tuo account Spesa`, [
      `Non puoi più accedere al tuo account Spesa con ${providerName}.`,
      'Se non sei stato tu, reimposta subito la password: chiuderemo tutte le sessioni aperte.',
    ]),

  anonymize: (to: string, origin: string, token: string) =>
    mail(
      to,
      'Conferma la cancellazione del tuo account Spesa',
      [
        'Hai chiesto la cancellazione del tuo account e dei tuoi dati personali. Questa operazione non si può annullare.',
        `Il tuo codice di conferma è: ${token}`,
        `Il codice vale 30 minuti. ${IGNORE}`,
      ],
      { href: url(origin, '/profile/anonymize', { token }), label: 'Conferma la cancellazione' },
    ),
};
