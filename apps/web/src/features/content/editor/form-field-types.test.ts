import { describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES } from '@spesa/domain';
import { FIELD_TYPE_LABELS, optionsFromText, optionsToText } from './form-field-types';
import { moved } from './list-order';

describe('form field editing helpers', () => {
  it('names every one of the 21 field types in Italian', () => {
    expect(Object.keys(FIELD_TYPE_LABELS).sort()).toEqual([...FORM_FIELD_TYPES].sort());
  });

  it('reads options one per line, with or without a separate value, and writes them back', () => {
    const options = optionsFromText('Consegna = consegna\n\n  Altro  \nA = b = c');
    expect(options).toEqual([
      { label: 'Consegna', value: 'consegna' },
      { label: 'Altro', value: 'Altro' },
      { label: 'A = b', value: 'c' },
    ]);
    expect(optionsToText(options)).toBe('Consegna = consegna\nAltro\nA = b = c');
  });

  it('moves a field up and down, never past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
