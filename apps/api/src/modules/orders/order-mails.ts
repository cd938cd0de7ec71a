import { formatEuro, ONLINE_PAYMENT_TYPES, ORDER_STATUS, PAYMENT_TYPE_NAMES } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import type { MailMessage } from '../mail/index.js';
import { issueOrderLink } from './order-links.js';
import type { OrderRow } from './orders.repository.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function message(to: string, subject: string, lines: string[], link: string): MailMessage {
  return {
    to,
    subject,
    text: lines.join('\n'),
    html: lines
      .map((l) => `<p>${esc(l)}</p>`)
      .join('')
      .replace(esc(link), `<a href="${esc(link)}">${esc(link)}</a>`),
  };
}

/**
 * The link to the order in the shopper's profile, carrying a fresh access token (token-order/view)
 * so it opens from the mail without logging in. Written with the caller's handle: the token and
 * the mail commit together.
 */
async function orderLink(db: DbOrTx, order: OrderRow, origin: string, now: Date): Promise<string> {
  const token = await issueOrderLink(db, order.order_id, now);
  return `${origin}/profile/orders/${order.order_id}?access_token=${token}`;
}

/** The order confirmation, with a link to the order. */
export async function orderConfirmationMail(
  db: DbOrTx,
  to: string,
  order: OrderRow,
  origin: string,
  now: Date,
): Promise<MailMessage> {
  const link = await orderLink(db, order, origin, now);
  return message(
    to,
    `Ordine n. ${order.order_id} confermato`,
    [
      `Grazie, abbiamo ricevuto il tuo ordine n. ${order.order_id}.`,
      `Consegna o ritiro: ${order.timeslot_date}.`,
      `Totale: ${formatEuro(order.gross_total_cents)} (${PAYMENT_TYPE_NAMES[order.payment_type_id] ?? ''}).`,
      `Puoi seguire e modificare l'ordine qui: ${link}`,
    ],
    link,
  );
}

/** The order changed by the shopper (order/modify, decision 0057), with the new total. */
export async function orderModifiedMail(
  db: DbOrTx,
  to: string,
  order: OrderRow,
  origin: string,
  now: Date,
): Promise<MailMessage> {
  const link = await orderLink(db, order, origin, now);
  return message(
    to,
    `Ordine n. ${order.order_id} modificato`,
    [
      `Abbiamo registrato le modifiche al tuo ordine n. ${order.order_id}.`,
      `Consegna o ritiro: ${order.timeslot_date}, come prima.`,
      `Nuovo totale: ${formatEuro(order.gross_total_cents)} (${PAYMENT_TYPE_NAMES[order.payment_type_id] ?? ''}).`,
      `Puoi vedere l'ordine qui: ${link}`,
    ],
    link,
  );
}

/** The mail of a status change the shopper is told about (MAILED_STATUSES), or undefined. */
export async function orderStatusMail(
  db: DbOrTx,
  to: string,
  order: OrderRow,
  origin: string,
  now: Date,
): Promise<MailMessage | undefined> {
  const n = order.order_id;
  const pickup = order.delivery_service_id === 1;
  let subject: string;
  const lines: string[] = [];
  switch (order.order_status_id) {
    case ORDER_STATUS.almostReady:
      subject = pickup ? `Ordine n. ${n} pronto per il ritiro` : `Ordine n. ${n} pronto`;
      lines.push(
        pickup
          ? `Il tuo ordine n. ${n} è pronto: ti aspettiamo il ${order.timeslot_date} nella fascia che hai scelto.`
          : `Abbiamo preparato il tuo ordine n. ${n}: partirà per la consegna il ${order.timeslot_date}.`,
      );
      if (order.prepared_total_cents !== null)
        lines.push(`Importo della spesa preparata: ${formatEuro(order.prepared_total_cents)}.`);
      if (order.capture_cents !== null && order.capture_cents > 0)
        lines.push(
          `Abbiamo addebitato ${formatEuro(order.capture_cents)}; il resto dell'importo bloccato è stato sbloccato.`,
        );
      break;
    case ORDER_STATUS.outForDelivery:
    case ORDER_STATUS.outForDelivery2:
      subject = `Ordine n. ${n} in consegna`;
      lines.push(`Il tuo ordine n. ${n} è partito e arriverà nella fascia oraria che hai scelto.`);
      break;
    case ORDER_STATUS.cancelled:
      subject = `Ordine n. ${n} annullato`;
      lines.push(`Il tuo ordine n. ${n} è stato annullato.`);
      if (ONLINE_PAYMENT_TYPES.includes(order.payment_type_id))
        lines.push("L'importo bloccato sulla carta o su PayPal viene sbloccato: non ti addebitiamo nulla.");
      break;
    default:
      return undefined;
  }
  const link = await orderLink(db, order, origin, now);
  lines.push(`Dettagli dell'ordine: ${link}`);
  return message(to, subject, lines, link);
}
