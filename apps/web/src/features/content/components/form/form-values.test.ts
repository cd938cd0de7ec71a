import { describe, expect, it } from 'vitest';
import { checkForm, type FormField } from '@spesa/domain';
import { initialValues, resolveDefault, valuesToSend } from './form-values';

const field = (f: Partial<FormField> & Pick<FormField, 'key' | 'type'>): FormField => ({
  id: 1,
  label: f.key,
  order: 1,
  ...f,
});
const data = {
  user: { firstName: 'Anna', email: 'anna@example.com' },
  page: { slug: 'contatti', title: 'Contatti' },
};

describe('resolveDefault', () => {
  it.each([
    ['$user.firstName', 'Anna'],
    ['$user.email', 'anna@example.com'],
    ['$page.slug', 'contatti'],
    ['$user.lastName', ''],
    ['$nothing.here', ''],
    ['Buongiorno', 'Buongiorno'],
    [undefined, ''],
  ])('%s -> %s', (value, expected) => {
    expect(resolveDefault(value, data)).toBe(expected);
  });

  it('gives a visitor empty values for $user defaults', () => {
    expect(resolveDefault('$user.email', { user: null })).toBe('');
  });
});

describe('initialValues and valuesToSend', () => {
  const fields = [
    field({ key: 'email', type: 'email', default: '$user.email', required: true }),
    field({ key: 'tel', type: 'phone' }),
    field({ key: 'ok', type: 'checkbox', required: true }),
    field({ key: 'files', type: 'file_upload' }),
    field({ key: 'go', type: 'submit' }),
  ];

  it('starts from the page data, empty lists and unticked consents, without the button', () => {
    expect(initialValues(fields, data)).toEqual({ email: 'anna@example.com', tel: '', ok: false, files: [] });
  });

  it('leaves empty optional texts out, so the shared rules pass them', () => {
    const sent = valuesToSend({ ...initialValues(fields, data), ok: true });
    expect(sent).toEqual({ email: 'anna@example.com', ok: true, files: [] });
    expect(checkForm(fields, sent).errors).toEqual({});
    expect(checkForm(fields, valuesToSend(initialValues(fields, data))).errors).toEqual({
      ok: 'È obbligatorio accettare questo consenso per procedere',
    });
  });
});
