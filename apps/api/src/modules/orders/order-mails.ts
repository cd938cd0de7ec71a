import { formatEuro, PAYMENT_TYPE_NAMES } from '@spesa/domain';
import type { MailMessage } from '../mail/index.js';
import type { OrderRow } from './orders.repository.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The order confirmation, with a link to the order in the shopper's profile. */
export function orderConfirmationMail(to: string, order: OrderRow, origin: string): MailMessage {
  const link = `${origin}/profile/orders/${order.order_id}`;
  const lines = [
    `Grazie, abbiamo ricevuto il tuo ordine n. ${order.order_id}.`,
    `Consegna o ritiro: ${order.timeslot_date}.`,
    `Totale: ${formatEuro(order.gross_total_cents)} (${PAYMENT_TYPE_NAMES[order.payment_type_id] ?? ''}).`,
    `Puoi seguire e modificare l'ordine qui: ${link}`,
  ];
  return {
    to,
    subject: `Ordine n. ${order.order_id} confermato`,
    text: lines.join('\n'),
    html: lines
      .map((l) => `<p>${esc(l)}</p>`)
      .join('')
      .replace(esc(link), `<a href="${esc(link)}">${esc(link)}</a>`),
  };
}
