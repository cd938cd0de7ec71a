import { describe, expect, it } from 'vitest';
import { ingredientSearchTerm, ingredientSearchTerms } from './ingredient-search';

describe('ingredientSearchTerm', () => {
  it.each([
    ['100 g di zucchero', 'zucchero'],
    ['300 g di savoiardi', 'savoiardi'],
    ['320 g di riso Carnaroli', 'riso carnaroli'],
    ['1 bustina di zafferano', 'zafferano'],
    ['1 l di brodo di carne', 'brodo di carne'],
    ['1 spicchio d’aglio', 'aglio'],
    ["2 cucchiai d'olio", 'olio'],
    ['4 uova', 'uova'],
    ['Caffè espresso', 'caffè espresso'],
    ['Zucchero a velo', 'zucchero a velo'],
    ['1,5 kg di patate', 'patate'],
    ['  ', ''],
  ])('%s -> %s', (text, term) => expect(ingredientSearchTerm(text)).toBe(term));
});

describe('ingredientSearchTerms', () => {
  it('tries the whole name, then its first word when that can be a food', () => {
    expect(ingredientSearchTerms('150 g di burro chiarificato')).toEqual(['burro chiarificato', 'burro']);
    expect(ingredientSearchTerms('200 g di verza')).toEqual(['verza']);
    expect(ingredientSearchTerms('Olio di oliva')).toEqual(['olio di oliva', 'olio']);
    expect(ingredientSearchTerms('Tè verde')).toEqual(['tè verde']);
    expect(ingredientSearchTerms('')).toEqual([]);
  });
});
