import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuro, formatEuroDisplay, formatQuantity } from './format';
import { formatValidity } from './format-validity';

describe('format', () => {
  it('formats euros the Italian way', () => {
    expect(formatEuro(1290)).toBe('12,90\u00a0€');
    expect(formatEuroDisplay(12.9)).toBe('12,90\u00a0€');
    expect(formatEuroDisplay(1234.5)).toBe('1234,50\u00a0€');
    expect(formatEuroDisplay(0.1 + 0.2)).toBe('0,30\u00a0€');
  });

  it('formats quantities and dates', () => {
    expect(formatQuantity(1.5)).toBe('1,5');
    expect(formatQuantity(0.3333)).toBe('0,333');
    expect(formatDate('2025-03-05T10:00:00Z')).toBe('5 marzo 2025');
    // Rome time: UTC+1 in winter, UTC+2 in summer.
    expect(formatDateTime('2026-11-23T10:00:00Z')).toBe('23 novembre 2026 alle ore 11:00');
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('2 luglio 2026 alle ore 00:30');
  });

  it('formats a validity period of shop days, whatever the time zone', () => {
    expect(formatValidity('2026-11-19', '2026-12-02')).toBe('dal 19 novembre al 2 dicembre');
    expect(formatValidity('2026-12-31', '2027-01-01')).toBe('dal 31 dicembre al 1 gennaio');
    expect(formatValidity('non-una-data', '2026-12-02')).toBe('dal non-una-data al 2 dicembre');
  });
});
