import {
  formatDecimal,
  formatEuro,
  ONLINE_PAYMENT_TYPES,
  ORDER_STATUS,
  paymentTypeName,
  placedByText,
  slotText,
  type InvoiceHolder,
  type OrderPlace,
} from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import { orderPlace, slotById, type TimeslotRow } from '../delivery/index.js';
import type { MailMessage } from '../mail/index.js';
import { issueOrderLink } from './order-links.js';
import { linesOf, type OrderLineRow, type OrderRow } from './orders.repository.js';

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

/** What tells the confirmation and the modification mails apart (one builder makes both). */
interface OrderMailWording {
  subject: string;
  opening: string;
  /** After the slot's date: ", come prima" when the order kept its slot. */
  slotNote: string;
  totalLabel: string;
  linkLabel: string;
}

/**
 * Whom the invoice goes to (decision 0059), as the order copied it at checkout: the name and the
 * VAT number or tax code. Nothing when the order asks for no invoice or predates the copy.
 */
function invoiceHolderLine(order: OrderRow): string[] {
  if (order.need_invoice !== 1 || order.invoice_holder_json === null) return [];
  const h = JSON.parse(order.invoice_holder_json) as InvoiceHolder;
  const codes = [h.vatCode && `P. IVA ${h.vatCode}`, h.fiscalCode && `C.F. ${h.fiscalCode}`].filter(Boolean);
  return [`Fattura intestata a: ${[h.name, ...codes].join(' · ')}.`];
}

/** 'Ordine inserito dal nostro servizio clienti.' for an order placed for the customer (decision 0122). */
function placedByLine(order: OrderRow): string[] {
  const text = placedByText(order.placed_by_role);
  return text ? [`${text}.`] : [];
}

/** The lines and slot the caller has just written or read (the buy's answer): not read again. */
export interface KnownOrderParts {
  lines: OrderLineRow[];
  slot: TimeslotRow;
}

/** What every order mail says of the order: when ('giovedì 10 dicembre, 18:00-20:00') and where. */
interface OrderFacts {
  when: string;
  place: OrderPlace;
}

async function factsOf(db: DbOrTx, order: OrderRow, known?: KnownOrderParts): Promise<OrderFacts> {
  const [slot, place] = await Promise.all([
    known?.slot ?? slotById(db, order.timeslot_id),
    orderPlace(db, {
      deliveryServiceId: order.delivery_service_id,
      storeId: order.store_id,
      addressId: order.address_id,
    }),
  ]);
  return { when: slotText(order.timeslot_date, slot?.begin_time, slot?.end_time), place };
}

/** '2 × Latte intero 1 l: 2,58 €', '0,5 kg Mele Golden: 1,20 €'. */
function lineText(l: OrderLineRow): string {
  const qty = formatDecimal(l.quantity_milli / 1000, 3);
  return `${l.weighed === 1 ? `${qty} kg` : `${qty} ×`} ${l.product_name}: ${formatEuro(l.gross_cents)}`;
}

/** The order as placed or changed: slot, place, lines, total, invoice holder and a link to the order. */
async function orderSummaryMail(
  db: DbOrTx,
  to: string,
  order: OrderRow,
  origin: string,
  now: Date,
  w: OrderMailWording,
  known?: KnownOrderParts,
): Promise<MailMessage> {
  const [link, facts, lines] = await Promise.all([
    orderLink(db, order, origin, now),
    factsOf(db, order, known),
    known?.lines ?? linesOf(db, order.order_id),
  ]);
  return message(
    to,
    w.subject,
    [
      w.opening,
      // Placed for the customer by customer service or an agent (decision 0122).
      ...placedByLine(order),
      `${facts.place.pickup ? 'Ritiro' : 'Consegna'}: ${facts.when}${w.slotNote}.`,
      `${facts.place.text}.`,
      'Prodotti:',
      ...lines.map(lineText),
      ...(order.gift_discount_cents > 0 ? [`Buoni sconto: -${formatEuro(order.gift_discount_cents)}`] : []),
      ...(order.delivery_fee_cents > 0
        ? [
            `${facts.place.pickup ? 'Spese di servizio' : 'Spese di consegna'}: ${formatEuro(order.delivery_fee_cents)}`,
          ]
        : []),
      `${w.totalLabel}: ${formatEuro(order.gross_total_cents)} (${paymentTypeName(order.payment_type_id, facts.place.pickup)}).`,
      ...invoiceHolderLine(order),
      `${w.linkLabel}: ${link}`,
    ],
    link,
  );
}

/** A mail of the order made by orderSummaryMail with the wording for that order. */
const summaryMailOf =
  (wording: (orderId: number) => OrderMailWording) =>
  (
    db: DbOrTx,
    to: string,
    order: OrderRow,
    origin: string,
    now: Date,
    known?: KnownOrderParts,
  ): Promise<MailMessage> =>
    orderSummaryMail(db, to, order, origin, now, wording(order.order_id), known);

/** The order confirmation, with a link to the order. */
export const orderConfirmationMail = summaryMailOf((n) => ({
  subject: `Ordine n. ${n} confermato`,
  opening: `Grazie, abbiamo ricevuto il tuo ordine n. ${n}.`,
  slotNote: '',
  totalLabel: 'Totale',
  linkLabel: "Puoi seguire e modificare l'ordine qui",
}));

/** The order changed by the shopper (order/modify, decision 0057), with the new total. */
export const orderModifiedMail = summaryMailOf((n) => ({
  subject: `Ordine n. ${n} modificato`,
  opening: `Abbiamo registrato le modifiche al tuo ordine n. ${n}.`,
  slotNote: ', come prima',
  totalLabel: 'Nuovo totale',
  linkLabel: "Puoi vedere l'ordine qui",
}));

/** The statuses this file writes a mail for (MAILED_STATUSES' wording). */
const MAILED_HERE: readonly number[] = [
  ORDER_STATUS.almostReady,
  ORDER_STATUS.outForDelivery,
  ORDER_STATUS.outForDelivery2,
  ORDER_STATUS.cancelled,
];

/** The mail of a status change the shopper is told about (MAILED_STATUSES), or undefined. */
export async function orderStatusMail(
  db: DbOrTx,
  to: string,
  order: OrderRow,
  origin: string,
  now: Date,
): Promise<MailMessage | undefined> {
  const n = order.order_id;
  if (!MAILED_HERE.includes(order.order_status_id)) return undefined;
  const facts = await factsOf(db, order);
  const pickup = facts.place.pickup;
  let subject: string;
  const lines: string[] = [];
  switch (order.order_status_id) {
    case ORDER_STATUS.almostReady:
      subject = pickup ? `Ordine n. ${n} pronto per il ritiro` : `Ordine n. ${n} pronto`;
      lines.push(
        pickup
          ? `Il tuo ordine n. ${n} è pronto: ti aspettiamo ${facts.when}.`
          : `Abbiamo preparato il tuo ordine n. ${n}: partirà per la consegna ${facts.when}.`,
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
      lines.push(`Il tuo ordine n. ${n} è partito e arriverà ${facts.when}.`);
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
  // Every order mail says where: a pickup names its store and its address.
  lines.push(`${facts.place.text}.`);
  const link = await orderLink(db, order, origin, now);
  lines.push(`Dettagli dell'ordine: ${link}`);
  return message(to, subject, lines, link);
}
