import type { FormFieldType } from '@spesa/domain';

/** The 21 field types as staff read them in the editor. */
export const FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  textbox: 'Testo breve',
  number: 'Numero',
  address: 'Indirizzo',
  city: 'Città',
  zip: 'CAP',
  email: 'E-mail',
  phone: 'Telefono',
  firstname: 'Nome',
  lastname: 'Cognome',
  hidden: 'Nascosto',
  listselect: 'Elenco a discesa',
  listcountry: 'Elenco dei paesi',
  textarea: 'Testo lungo',
  checkbox: 'Casella (consenso)',
  file_upload: 'Allegato',
  date: 'Data',
  submit: 'Pulsante di invio',
  listcheckbox: 'Caselle multiple',
  listradio: 'Scelta singola',
  listmultiselect: 'Elenco a scelta multipla',
  html: 'Testo informativo (HTML)',
};

/** Types that take what a person types (a length limit, a placeholder make sense). */
export const TYPED = new Set<FormFieldType>([
  'textbox',
  'address',
  'city',
  'zip',
  'email',
  'phone',
  'firstname',
  'lastname',
  'textarea',
]);

/** Options typed one per line as `Etichetta = valore` (the label alone is also its value). */
export function optionsFromText(text: string): Array<{ label: string; value: string }> {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf('=');
      if (at < 0) return { label: line, value: line };
      return { label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    });
}

export function optionsToText(options: Array<{ label: string; value: string }> | undefined): string {
  return (options ?? []).map((o) => (o.label === o.value ? o.label : `${o.label} = ${o.value}`)).join('\n');
}
