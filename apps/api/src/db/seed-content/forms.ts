import type { FormField, FormFieldOption, FormFieldType } from '@spesa/domain';

// The demo forms (issue 17): contact, complaint with an attachment, and a login-only request
// about one of the shopper's orders ($ordersList).

type FieldDraft = Omit<FormField, 'id' | 'order'>;
type FieldExtra = Partial<FieldDraft>;

/** A field, its other settings (help text, default, limits…) in `extra`. */
const field = (key: string, type: FormFieldType, label: string, extra: FieldExtra = {}): FieldDraft => ({
  key,
  type,
  label,
  ...extra,
});
/** A field the shopper must fill in. */
const required = (key: string, type: FormFieldType, label: string, extra: FieldExtra = {}) =>
  field(key, type, label, { required: true, ...extra });
/** The choices of a list field, as [label, value] pairs. */
const options = (...pairs: Array<[string, string]>): FormFieldOption[] =>
  pairs.map(([label, value]) => ({ label, value }));
/** A form's fields numbered after `lastId`: the ids stay apart across the demo forms. */
const numbered = (lastId: number, fields: FieldDraft[]): FormField[] =>
  fields.map((draft, i) => ({ id: lastId + i + 1, order: (lastId + i + 1) * 10, ...draft }));

/** Name, surname and e-mail, filled in from the shopper's account when logged in. */
const personFields = () => [
  required('nome', 'firstname', 'Nome', { input_limit: 60, default: '$user.firstName' }),
  required('cognome', 'lastname', 'Cognome', { input_limit: 60, default: '$user.lastName' }),
  required('email', 'email', 'E-mail', { default: '$user.email' }),
];
/** The required privacy consent, in the form's own words. */
const privacy = (label: string) => required('privacy', 'checkbox', label);
const submit = (label: string) => field('invia', 'submit', label);

export const CONTACT_FIELDS = numbered(0, [
  ...personFields(),
  field('telefono', 'phone', 'Telefono', { help_text: 'Facoltativo: ti richiamiamo se serve' }),
  required('argomento', 'listselect', 'Argomento', {
    options: options(
      ['Informazioni su un ordine', 'ordine'],
      ['Consegna', 'consegna'],
      ['Carta CAMI', 'cami'],
      ['Altro', 'altro'],
    ),
  }),
  required('messaggio', 'textarea', 'Messaggio', { input_limit: 1000 }),
  field('allegato', 'file_upload', 'Allegato', {
    upload_types: 'pdf,jpg,png',
    help_text: 'PDF, JPG o PNG fino a 10 MB',
  }),
  privacy(
    'Ho letto l’informativa sulla privacy e acconsento al trattamento dei miei dati per rispondere alla richiesta',
  ),
  field('pagina', 'hidden', 'Pagina', { default: '$page.slug' }),
  submit('Invia'),
]);

export const COMPLAINT_FIELDS = numbered(100, [
  ...personFields(),
  field('cap', 'zip', 'CAP'),
  required('data_acquisto', 'date', 'Data dell’acquisto'),
  required('problema', 'listradio', 'Che cosa è successo?', {
    options: options(
      ['Prodotto danneggiato', 'danneggiato'],
      ['Prodotto scaduto', 'scaduto'],
      ['Prodotto mancante', 'mancante'],
    ),
  }),
  required('descrizione', 'textarea', 'Descrizione', { input_limit: 2000 }),
  required('foto', 'file_upload', 'Foto o scontrino', { upload_types: 'jpg,png,pdf' }),
  privacy('Acconsento al trattamento dei miei dati per gestire la segnalazione'),
  submit('Invia la segnalazione'),
]);

export const ORDER_REQUEST_FIELDS = numbered(200, [
  required('ordine', 'listselect', 'Ordine', { options: options(['$ordersList', '']) }),
  required('richiesta', 'textarea', 'Richiesta', { input_limit: 1000 }),
  submit('Invia'),
]);

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
