import { describe, expect, it } from 'vitest';
import { i18n, t } from './index';

// The storefront's translation function (decision 0038): what a shopper reads for each key.
describe('t', () => {
  it('reads nested keys and fills {{values}}', () => {
    expect(t('search.label')).toBe('Cerca prodotti');
    i18n.addResourceBundle('it', 'translation', { testArea: { hello: 'Ciao {{name}}, hai {{n}} punti' } });
    expect(t('testArea.hello', { name: 'Anna', n: 12 })).toBe('Ciao Anna, hai 12 punti');
  });

  it('picks the Italian plural form by count: one for 1, other for 0 and many', () => {
    i18n.addResourceBundle('it', 'translation', {
      testPlural: { items_one: '{{count}} prodotto', items_other: '{{count}} prodotti' },
    });
    expect(t('testPlural.items', { count: 1 })).toBe('1 prodotto');
    expect(t('testPlural.items', { count: 0 })).toBe('0 prodotti');
    expect(t('testPlural.items', { count: 24 })).toBe('24 prodotti');
  });

  it('answers the key for a missing text and keeps a placeholder without a value', () => {
    expect(t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    i18n.addResourceBundle('it', 'translation', { testMissing: { text: 'Entro {{time}}' } });
    expect(t('testMissing.text', {})).toBe('Entro {{time}}');
    // A key naming a group, not a text, is not a text either.
    expect(t('testMissing')).toBe('testMissing');
  });

  it('keeps the texts already there when a feature adds its own', () => {
    i18n.addResourceBundle('it', 'translation', { testMerge: { a: 'primo' } });
    i18n.addResourceBundle('it', 'translation', { testMerge: { a: 'secondo', b: 'altro' } });
    expect(t('testMerge.a')).toBe('primo');
    expect(t('testMerge.b')).toBe('altro');
  });
});
