import type { FormField } from '@spesa/domain';

// The demo forms (issue 17): contact, complaint with an attachment, and a login-only request
// about one of the shopper's orders ($ordersList).

let id = 0;
const f = (field: Omit<FormField, 'id' | 'order'>): FormField => ({ id: ++id, order: id * 10, ...field });

/** Name, surname and e-mail, filled in from the shopper's account when logged in. */
const personFields = () => [
  f({
    key: 'nome',
    type: 'firstname',
    label: 'Nome',
    required: true,
    input_limit: 60,
    default: '$user.firstName',
  }),
  f({
    key: 'cognome',
    type: 'lastname',
    label: 'Cognome',
    required: true,
    input_limit: 60,
    default: '$user.lastName',
  }),
  f({ key: 'email', type: 'email', label: 'E-mail', required: true, default: '$user.email' }),
];
/** The required privacy consent, in the form's own words. */
const privacy = (label: string) => f({ key: 'privacy', type: 'checkbox', label, required: true });
const submit = (label: string) => f({ key: 'invia', type: 'submit', label });

export const CONTACT_FIELDS: FormField[] = [
  ...personFields(),
  f({ key: 'telefono', type: 'phone', label: 'Telefono', help_text: 'Facoltativo: ti richiamiamo se serve' }),
  f({
    key: 'argomento',
    type: 'listselect',
    label: 'Argomento',
    required: true,
    options: [
      { label: 'Informazioni su un ordine', value: 'ordine' },
      { label: 'Consegna', value: 'consegna' },
      { label: 'Carta CAMI', value: 'cami' },
      { label: 'Altro', value: 'altro' },
    ],
  }),
  f({ key: 'messaggio', type: 'textarea', label: 'Messaggio', required: true, input_limit: 1000 }),
  f({
    key: 'allegato',
    type: 'file_upload',
    label: 'Allegato',
    upload_types: 'pdf,jpg,png',
    help_text: 'PDF, JPG o PNG fino a 10 MB',
  }),
  privacy(
    'Ho letto l’informativa sulla privacy e acconsento al trattamento dei miei dati per rispondere alla richiesta',
  ),
  f({ key: 'pagina', type: 'hidden', label: 'Pagina', default: '$page.slug' }),
  submit('Invia'),
];

id = 100;
export const COMPLAINT_FIELDS: FormField[] = [
  ...personFields(),
  f({ key: 'cap', type: 'zip', label: 'CAP' }),
  f({ key: 'data_acquisto', type: 'date', label: 'Data dell’acquisto', required: true }),
  f({
    key: 'problema',
    type: 'listradio',
    label: 'Che cosa è successo?',
    required: true,
    options: [
      { label: 'Prodotto danneggiato', value: 'danneggiato' },
      { label: 'Prodotto scaduto', value: 'scaduto' },
      { label: 'Prodotto mancante', value: 'mancante' },
    ],
  }),
  f({ key: 'descrizione', type: 'textarea', label: 'Descrizione', required: true, input_limit: 2000 }),
  f({
    key: 'foto',
    type: 'file_upload',
    label: 'Foto o scontrino',
    required: true,
    upload_types: 'jpg,png,pdf',
  }),
  privacy('Acconsento al trattamento dei miei dati per gestire la segnalazione'),
  submit('Invia la segnalazione'),
];

id = 200;
export const ORDER_REQUEST_FIELDS: FormField[] = [
  f({
    key: 'ordine',
    type: 'listselect',
    label: 'Ordine',
    required: true,
    options: [{ label: '$ordersList', value: '' }],
  }),
  f({ key: 'richiesta', type: 'textarea', label: 'Richiesta', required: true, input_limit: 1000 }),
  submit('Invia'),
];

export const DEMO_FORMS = [
  {
    slug: 'contatti',
    settings: { title: 'Scrivici', success_message: 'Grazie per averci inviato la tua richiesta' },
    fields: CONTACT_FIELDS,
    mail_to: 'servizio.clienti@spesa.example',
    login_required: 0,
  },
  {
    slug: 'reclami',
    settings: { title: 'Segnala un problema' },
    fields: COMPLAINT_FIELDS,
    mail_to: 'qualita@spesa.example',
    login_required: 0,
  },
  {
    slug: 'richiesta-ordine',
    settings: { title: 'Richiesta su un ordine' },
    fields: ORDER_REQUEST_FIELDS,
    mail_to: 'ordini@spesa.example',
    login_required: 1,
  },
];

/** Menus by location: the footer's links and the header's content links. */
export const DEMO_MENUS = [
  {
    location: 'footer',
    name: 'Footer',
    items: [
      { title: 'Chi siamo', url: '/page/chi-siamo' },
      { title: 'Servizi', url: '/page/servizi' },
      { title: 'Domande frequenti', url: '/page/faq' },
      { title: 'Eventi', url: '/page/eventi' },
      { title: 'Vantaggi CAMI', url: '/page/vantaggi' },
      { title: 'Punti vendita', url: '/store-locator' },
      { title: 'Contatti', url: '/page/contatti' },
      { title: 'Condizioni di vendita', url: '/page/condizioni-di-vendita' },
      { title: 'Privacy', url: '/page/privacy' },
    ],
  },
  {
    location: 'header',
    name: 'Header',
    items: [
      { title: 'Offerte', url: '/offerte' },
      { title: 'Ricette', url: '/ricette/risotto-alla-milanese' },
      { title: 'Novità', url: '/news/arance-di-sicilia-arrivate' },
    ],
  },
];
