// The API's error codes and their Italian messages: one list shared by the server, which answers
// them, and the storefront, which may react to a code (docs/architecture.md "Errors").
// A code is stable for clients; its message is the text people read and may be reworded.
import { QUANTITY_MESSAGES } from './rules/quantity.js';
import { PRICE_LIST_MESSAGES } from './rules/price-lists.js';
import { BACKOFFICE_MESSAGES } from './rules/backoffice.js';
import { PICKING_MESSAGES } from './rules/picking.js';

/** Every code an /ebsn/api answer can carry in `errors[].code`, with its default message. */
export const ERROR_MESSAGES = {
  // Input, transport and platform.
  VALIDATION_ERROR: 'Parametro non valido.',
  BAD_REQUEST: 'Richiesta non valida.',
  PAYLOAD_TOO_LARGE: 'La richiesta è troppo grande.',
  ROUTE_NOT_FOUND: 'Servizio non trovato.',
  NOT_FOUND: 'Pagina non trovata, impossibile continuare',
  INTERNAL_ERROR: 'Si è verificato un errore, riprova tra qualche minuto.',
  RATE_LIMITED: 'Troppi tentativi, riprova tra qualche minuto.',
  CSRF_REFUSED: 'Richiesta non consentita.',
  FORBIDDEN: 'Operazione non consentita.',
  // Session and login. The not-logged-in text for the cart is the spec's (see below).
  SESSION_EXPIRED: 'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
  NOT_LOGGED_IN: "E' necessario autenticarsi per continuare.",
  INVALID_CREDENTIALS: 'Credenziali Errate',
  ACCOUNT_NOT_CONFIRMED:
    "Il tuo account non è ancora attivo: conferma l'indirizzo e-mail con il link che ti abbiamo inviato (controlla anche nello spam). Se non lo trovi, puoi richiedere un nuovo messaggio di conferma.",
  ANTIBOT_FAILED: 'Non è stato possibile verificare che tu non sia un robot. Ricarica la pagina e riprova.',
  MFA_CODE_INVALID: "Il codice non è più valido: effettua di nuovo l'accesso per riceverne uno nuovo.",
  MFA_CODE_EXPIRED: 'Il codice è scaduto: richiedine uno nuovo.',
  MFA_LOCKED:
    "Hai inserito troppe volte un codice errato: effettua di nuovo l'accesso per ricevere un nuovo codice.",
  MFA_RESEND_TOO_SOON: 'Potrai richiedere un nuovo codice tra poco.',
  // Registration, credentials and profile.
  EMAIL_ALREADY_REGISTERED: 'Indirizzo e-mail già registrato',
  CARD_MISMATCH: 'I codici inseriti non sono corretti. Verifica e riprova.',
  CARD_ALREADY_REGISTERED:
    'Questa carta fedeltà è già associata a un account: accedi oppure recupera la password.',
  INVALID_TOKEN: 'Il link non è valido o è scaduto.',
  WRONG_PASSWORD: 'La password attuale non è corretta.',
  SAME_EMAIL: 'Il nuovo indirizzo è uguale a quello attuale.',
  USERNAME_IMMUTABLE:
    "Il nome utente non può essere modificato: per cambiare l'indirizzo e-mail usa la modifica dell'e-mail.",
  FISCAL_CODE_LOCKED: 'Il codice fiscale è associato alla carta fedeltà e non può essere modificato.',
  TOO_MANY_FISCAL_PERSONS: 'Hai raggiunto il numero massimo di intestatari di fattura.',
  DISCLAIMER_NOT_FOUND: 'Consenso non trovato.',
  REQUIRED_CONSENT: 'È obbligatorio accettare questo consenso per procedere',
  IDENTITY_NOT_FOUND: 'Questo accesso non è collegato al tuo account.',
  IDENTITY_LAST_ACCESS:
    'Per scollegare questo accesso imposta prima una password: usa «Password dimenticata?» nella pagina di accesso.',
  // Catalogue.
  PRODUCT_NOT_FOUND: 'Prodotto non trovato.',
  // Delivery: addresses, stores, timeslots and the cart's choices.
  ADDRESS_NOT_FOUND: 'Indirizzo non trovato.',
  ADDRESS_LIMIT: 'Hai raggiunto il numero massimo di indirizzi: eliminane uno che non usi più.',
  ADDRESS_SERVICE_MISMATCH: "L'indirizzo scelto non è disponibile per il servizio selezionato.",
  ADDRESS_NOT_COVERED: 'Ci dispiace, la consegna a domicilio non è ancora attiva per il tuo indirizzo.',
  'addresses.deleteAddress.error':
    "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
  STORE_NOT_FOUND: 'Punto vendita non trovato.',
  SERVICE_NOT_FOUND: 'Servizio di consegna non trovato.',
  TIMESLOT_NO_ADDRESS: "Scegli prima il servizio e l'indirizzo di consegna o il punto di ritiro.",
  TIMESLOT_NOT_FOUND: 'Fascia oraria non trovata.',
  TIMESLOT_OTHER_STORE:
    "La fascia oraria scelta non è disponibile per l'indirizzo o il punto di ritiro selezionato.",
  TIMESLOT_PAST: "La fascia oraria scelta è già passata: scegline un'altra.",
  TIMESLOT_CUTOFF: "Non è più possibile ordinare per questa fascia oraria: scegline un'altra.",
  TIMESLOT_FULL: "La fascia oraria scelta è esaurita: scegline un'altra.",
  TIMESLOT_CLOSED_DAY: "Il punto vendita è chiuso in questa data: scegli un'altra fascia oraria.",
  // Cart.
  CART_LOCKED: "Il carrello è in fase di pagamento: non è possibile cambiare l'indirizzo o la fascia oraria.",
  CART_CHANGED: "Il carrello è stato modificato da un'altra finestra: ricarica la pagina e riprova",
  PRODUCT_NOT_AVAILABLE: 'Il prodotto non è disponibile nel punto vendita scelto',
  QTY_NOT_AVAILABLE: 'La quantità richiesta non è disponibile per questo articolo',
  QTY_BELOW_MIN: QUANTITY_MESSAGES.QTY_BELOW_MIN,
  QTY_ABOVE_MAX: QUANTITY_MESSAGES.QTY_ABOVE_MAX,
  QTY_INVALID: QUANTITY_MESSAGES.QTY_INVALID,
  // The cart answers it with the allowed neighbours (notMultipleMessage in rules/quantity.ts).
  QTY_NOT_MULTIPLE: 'La quantità scelta non è tra quelle acquistabili per questo articolo',
  QTY_MANUAL_NOT_ALLOWED: QUANTITY_MESSAGES.QTY_MANUAL_NOT_ALLOWED,
  OPTIONS_REQUIRED: 'È necessario selezionare tutte le opzioni',
  PROMO_NOT_VALID: 'La promozione scelta non è valida per questo articolo',
  ITEM_NOT_FOUND: "L'articolo non è presente nel carrello",
  ITEMS_NOT_SELLABLE: 'Alcuni articoli del carrello non sono disponibili nel punto vendita scelto',
  // A warning of the login answer: the visitor's cart was merged with some lines lowered or left out.
  CART_MERGE_CAPPED: 'Alcune quantità del carrello sono state ridotte ai massimi consentiti',
  // Gift codes: {name} and {min} are filled in by the cart (cart.messages.ts).
  GIFT_CODE_INVALID: 'Il codice sconto "{name}" non è valido. Verifica di averlo scritto correttamente.',
  GIFT_CODE_USED: 'Il codice sconto "{name}" è già stato utilizzato.',
  GIFT_CODE_MIN_GOODS: 'Il codice sconto "{name}" vale per una spesa di almeno {min}.',
  GIFT_CODE_ADDED: 'Codice sconto "{name}" applicato',
  GIFT_CODE_REMOVED: 'Codice sconto "{name}" rimosso',
  // Checkout and payments.
  CART_EMPTY: 'Il carrello è vuoto: aggiungi qualche prodotto prima di confermare l\'ordine.',
  CART_NOT_FOUND: 'Carrello non trovato.',
  CHECKOUT_NO_ADDRESS: "Scegli l'indirizzo di consegna o il punto di ritiro prima di confermare l'ordine.",
  CHECKOUT_NO_TIMESLOT: "Scegli la fascia oraria prima di confermare l'ordine.",
  PAYMENT_TYPE_NOT_ALLOWED: 'Il metodo di pagamento scelto non è disponibile per il tuo account.',
  PAYMENT_AUTH_NOT_FOUND: 'La carta salvata non è stata trovata: scegline un\'altra o inseriscine una nuova.',
  PAYMENT_DATA_INVALID: 'I dati di pagamento non sono validi.',
  PAYMENT_AMOUNT_CHANGED:
    "L'importo da autorizzare è cambiato: controlla il riepilogo dell'ordine e conferma di nuovo.",
  BILLING_DATA_REQUIRED: "Per ricevere la fattura salva prima i dati di fatturazione, poi conferma l'ordine.",
  INVOICE_HOLDER_NOT_FOUND:
    "L'intestatario scelto per la fattura non c'è più: scegline un altro e conferma di nuovo.",
  PAYMENT_DECLINED:
    "Il pagamento non è andato a buon fine. L'ordine verrà annullato automaticamente tra poco se non ripeti il pagamento.",
  PAYMENT_NOT_FOUND: 'Pagamento non trovato.',
  IDEMPOTENCY_KEY_REUSED: 'Questa richiesta è già stata usata per un ordine diverso.',
  IDEMPOTENCY_IN_PROGRESS: "L'ordine è in fase di conferma: attendi qualche istante.",
  ORDER_NOT_FOUND: 'Ordine non trovato.',
  // Shopping lists (decision 0047); LIST_READ_ONLY is the spec's text.
  LIST_NOT_FOUND: 'Lista non trovata.',
  LIST_READ_ONLY: 'Non si hanno le autorizzazioni per modificare/cancellare la lista',
  LIST_LIMIT: 'Hai raggiunto il numero massimo di liste: eliminane una che non usi più.',
  LIST_FULL: 'La lista è piena: togli qualche articolo prima di aggiungerne altri.',
  LIST_ITEM_NOT_FOUND: "L'articolo non è presente nella lista",
  LIST_SHARE_UNKNOWN_EMAIL: 'Non troviamo un cliente con questo indirizzo e-mail.',
  LIST_SHARE_SELF: 'La lista è già tua: indica l\'e-mail di un altro cliente.',
  LIST_LINK_INVALID: 'Il link della lista non è valido o è stato revocato.',
  productAddToList: 'Prodotti aggiunti alla lista "{name}": {count}',
  // Weekly flyers.
  LEAFLET_NOT_FOUND: 'Volantino non trovato o non più valido.',
  LEAFLET_OTHER_STORE: 'Questo volantino non è valido per il negozio che hai scelto.',
  // Staff accounts (decision 0043).
  STAFF_ONLY: 'Questa funzione è riservata al personale del negozio.',
  // Staff work for their own stores only (decision 0058).
  STAFF_STORE_NOT_ALLOWED:
    'Questo punto vendita non è tra i tuoi: non puoi vederne né gestirne gli ordini.',
  // Orders after checkout (decisions 0044, 0045). {orderId} is filled in by the orders area.
  ORDER_CANCELLED: 'Ordine {orderId} annullato',
  ORDER_NOT_CANCELLABLE: "Il negozio sta già preparando l'ordine: non è più possibile annullarlo.",
  ORDER_NOT_MODIFIABLE:
    "Non è più possibile modificare l'ordine: il negozio lo sta già preparando o l'orario limite della fascia è passato.",
  ORDER_NOT_PAYABLE: 'Questo ordine non è in attesa di pagamento.',
  ORDER_STATUS_CHANGED: "Lo stato dell'ordine è cambiato nel frattempo: ricarica la pagina.",
  ORDER_LINE_NOT_FOUND: "L'articolo non fa parte di questo ordine.",
  PREPARED_QTY_INVALID: 'La quantità preparata non è valida per questo articolo.',
  NOTE_NOT_FOUND: 'Nota non trovata.',
  ORDER_NOTE_TOO_LONG: 'Lunghezza massima 1000 caratteri',
  PARKING_RESERVED: 'Ti aspettiamo: al tuo arrivo ti porteremo la spesa al parcheggio.',
  PARKING_PICKUP_ONLY: 'Il parcheggio si prenota solo per gli ordini con ritiro in negozio.',
  PARKING_NOT_NOW: "Il parcheggio si prenota per un ordine confermato e non ancora ritirato.",
  ORDER_NOTES_CLOSED: "L'ordine è già pronto: non è più possibile aggiungere o modificare le note.",
  ORDER_NOTES_LIMIT: 'Hai raggiunto il numero massimo di note per questo ordine.',
  // order/modify (decision 0057). {orderId} is filled in by the checkout area.
  ORDER_BEING_MODIFIED:
    'Stai modificando questo ordine: lo trovi nel carrello. Confermalo di nuovo o annulla le modifiche.',
  ORDER_MODIFY_IN_PROGRESS:
    "Il cliente sta modificando l'ordine: si potrà prendere in carico quando lo conferma o alla chiusura della fascia.",
  ORDER_NOT_BEING_MODIFIED: 'Questo ordine non è in modifica.',
  ORDER_MODIFY_CART_NOT_EMPTY:
    "Nel carrello ci sono altri prodotti: completa quell'ordine o svuota il carrello prima di modificare un ordine.",
  ORDER_MODIFY_SLOT_FIXED:
    "Modificando un ordine la fascia oraria e l'indirizzo restano quelli scelti: per cambiarli annulla l'ordine e ordina di nuovo.",
  ORDER_MODIFY_PAYMENT_TYPE: 'Modificando un ordine il metodo di pagamento resta quello scelto.',
  ORDER_MODIFY_DECLINED:
    "Il pagamento del nuovo importo non è andato a buon fine: l'ordine resta quello di prima. Puoi riprovare con un'altra carta o annullare le modifiche.",
  ORDER_MODIFY_PAYMENT_RUNNING: 'Il pagamento delle modifiche è in corso: attendi qualche istante.',
  ORDER_MODIFIED: 'Ordine {orderId} modificato',
  ORDER_MODIFY_CANCELLED: "Modifiche annullate: l'ordine {orderId} resta com'era.",
  // Business customers' price lists (decision 0116).
  ...PRICE_LIST_MESSAGES,
  // Staff acting for a customer, agents (decision 0122).
  ...BACKOFFICE_MESSAGES,
  // Picking in the store: scans and substitutions (decision 0123).
  ...PICKING_MESSAGES,
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGES, code);
}

/**
 * The spec's wording of NOT_LOGGED_IN for the cart (storefront spec, anonymous visitor: "must
 * log in to see the cart"). Same code as every other not-logged-in answer.
 */
export const NOT_LOGGED_IN_CART_MESSAGE = "E' necessario autenticarsi per visualizzare il carrello";
