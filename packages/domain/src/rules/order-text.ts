// How an order's day, slot and place are written for the shopper (order e-mails, order page,
// checkout confirmation): one wording for the server and the storefront. Timeslot dates are
// YYYY-MM-DD in the shop's time zone (Europe/Rome), so the weekday is computed on the date itself
// and no time zone can shift it.

const WEEKDAYS = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'];
const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

/** '2026-12-10' -> 'giovedì 10 dicembre' (the text Intl writes for it-IT, without its cost). */
export function longDayText(dateIso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateIso);
  if (!m) return dateIso;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, mo - 1, d)).getUTCDay()];
  return `${weekday} ${d} ${MONTHS[mo - 1] ?? ''}`;
}

/** '18:00:00' or '18:00' -> '18:00'. */
const hhmm = (t: string) => t.slice(0, 5);

/** 'giovedì 10 dicembre, 18:00-20:00'; the day alone when the slot's times are unknown. */
export function slotText(dateIso: string, beginTime?: string | null, endTime?: string | null): string {
  const day = longDayText(dateIso);
  return beginTime && endTime ? `${day}, ${hhmm(beginTime)}-${hhmm(endTime)}` : day;
}

export interface PlaceAddress {
  address1: string;
  addressNumber: string;
  postalcode: string;
  city: string;
  province: string;
}

/** 'Via Roma 1, 20121 Milano (MI)'. */
export function addressText(a: PlaceAddress): string {
  const street = [a.address1, a.addressNumber].filter((s) => s.trim() !== '').join(' ');
  const town = [a.postalcode, a.city].filter((s) => s.trim() !== '').join(' ');
  return [street, `${town}${a.province ? ` (${a.province})` : ''}`].filter((s) => s.trim() !== '').join(', ');
}

/**
 * Where the order goes, in one line: 'Ritiro presso Spesa Como Centro, Via Vittorio Emanuele II 5,
 * 22100 Como (CO)' for a store pickup or a locker (the store's or locker's name), 'Consegna a Via
 * Roma 1, 20121 Milano (MI)' for home delivery.
 */
export function placeText(p: { pickup: boolean; name: string | null; address: string }): string {
  if (!p.pickup) return `Consegna a ${p.address}`;
  return p.name ? `Ritiro presso ${p.name}, ${p.address}` : `Ritiro presso ${p.address}`;
}

/** Where an order goes, as its answer carries it (`place`): the parts and the line made of them. */
export interface OrderPlace {
  pickup: boolean;
  /** The store (or locker) of a pickup; null for home delivery. */
  name: string | null;
  /** 'Via Roma 1, 20121 Milano (MI)'. */
  address: string;
  /** placeText of the above. */
  text: string;
}
