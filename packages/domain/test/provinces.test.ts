import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, ITALIAN_PROVINCES, fieldRules, isItalianProvince } from '../src/index.js';

describe('Italian provinces', () => {
  it('knows the 107 current sigle and the 4 restored Sardinian ones', () => {
    expect(ITALIAN_PROVINCES).toHaveLength(111);
    for (const p of ['MI', 'CO', 'SO', 'LC', 'BG', 'MB', 'BS', 'RM', 'SU', 'OT'])
      expect(isItalianProvince(p)).toBe(true);
  });

  it.each([
    ['mi', null],
    [' Co ', null],
    ['', null],
    ['XX', FIELD_MESSAGES.province],
    ['Milano', FIELD_MESSAGES.province],
  ])('province rule on %j', (value, message) => {
    expect(fieldRules.province(value)).toBe(message);
  });
});
