import { formatEuro } from '@spesa/domain';
import { paragraphsMail, type MailMessage } from '../mail/index.js';
import { deadlineText } from './substitutions.rules.js';

/** The shopper's e-mail about a proposed substitute, with the link to answer on the order's page. */
export function substitutionMail(
  to: string,
  p: {
    orderId: number;
    ordered: string;
    substitute: string;
    unitCents: number;
    deadlineAt: string;
    link: string;
  },
): MailMessage {
  return paragraphsMail(
    to,
    `Ordine n. ${p.orderId}: proposta di sostituzione`,
    [
      `Nel tuo ordine n. ${p.orderId} il prodotto «${p.ordered}» non è disponibile.`,
      `Ti proponiamo al suo posto «${p.substitute}» a ${formatEuro(p.unitCents)}: non ti addebiteremo più di quanto costava il prodotto ordinato.`,
      `Accetta o rifiuta entro le ${deadlineText(p.deadlineAt)}: senza risposta la sostituzione sarà accettata, come hai scelto nell'ordine.`,
      `Rispondi dalla pagina dell'ordine: ${p.link}`,
    ],
    p.link,
  );
}
