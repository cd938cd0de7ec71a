import { describe, expect, it } from 'vitest';
import { indexText, queryTokens, stem } from '../src/modules/catalogue/search/normalize.js';
import { Vocabulary } from '../src/modules/catalogue/search/vocabulary.js';

describe('light Italian stemmer', () => {
  it.each([
    ['mela', 'mele'],
    ['arancia', 'arance'],
    ['caffè', 'caffe'],
    ['mozzarella', 'mozzarelle'],
    ['pomodoro', 'pomodori'],
    ['pesca', 'pesche'],
    ['albicocca', 'albicocche'],
    ['fungo', 'funghi'],
    ['ciliegia', 'ciliegie'],
    ['formaggio', 'formaggi'],
    ['salsiccia', 'salsicce'],
    ['gnocco', 'gnocchi'],
    ['CAFFÈ', 'caffe'],
  ])('folds %s and %s into one term', (a, b) => {
    expect(stem(a)).toBe(stem(b));
  });

  it.each([
    ['patate', 'patè'],
    ['aranciata', 'arance'],
    ['pasta', 'patate'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(stem(a)).not.toBe(stem(b));
  });

  it('leaves short words and numbers alone', () => {
    expect(stem('tè')).toBe('te');
    expect(stem('bio')).toBe('bio');
    expect(stem('1500')).toBe('1500');
  });

  it('indexes text without stopwords and queries without duplicates', () => {
    expect(indexText("Passata di pomodoro dell'orto")).toBe('passat pomodor ort');
    expect(queryTokens('mele MELA mela').map((t) => t.term)).toEqual(['mel']);
    expect(queryTokens('x'.repeat(5000))[0].raw).toHaveLength(200);
    expect(queryTokens('a b c d e f g h i l m n o p').length).toBeLessThanOrEqual(8);
  });
});

describe('typo correction', () => {
  const vocab = new Vocabulary([
    { term: 'aranc', df: 10, word: 'arance' },
    { term: 'arab', df: 30, word: 'arabica' },
    { term: 'mozzarell', df: 12, word: 'mozzarella' },
    { term: 'latt', df: 50, word: 'latte' },
  ]);

  it('prefers the candidate spelled like what was typed', () => {
    const [t] = vocab.resolve(queryTokens('arace'), false);
    expect(t.corrected).toBe(true);
    expect(t.terms).toEqual(['aranc']);
  });

  it('corrects words of five letters or more only', () => {
    expect(vocab.resolve(queryTokens('mozarella'), false)[0].terms).toEqual(['mozzarell']);
    expect(vocab.resolve(queryTokens('lat'), false)[0].corrected).toBe(false);
  });

  it('completes the last word as a prefix for suggestions', () => {
    const [t] = vocab.resolve(queryTokens('mozz'), true);
    expect(t.prefix).toBe(true);
    expect(vocab.withPrefix('mozz', 5).map((e) => e.word)).toEqual(['mozzarella']);
  });
});
