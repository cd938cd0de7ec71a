import { describe, expect, it } from 'vitest';
import {
  addressText,
  longDayText,
  paymentStateOf,
  placeText,
  slotText,
  TRANSACTION_STATUS,
} from '../src/index.js';

// The wording of an order's day, slot and place (decision 0098), and its payment state from the ledger.

const intlDay = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

describe('longDayText', () => {
  it('writes what Intl writes for it-IT, every day of two years', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let d = 0; d < 731; d++) {
      const iso = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
      expect(longDayText(iso)).toBe(intlDay(iso));
    }
  });
});

describe('slotText, addressText, placeText', () => {
  it.each([
    ['2026-12-10', '18:00', '20:00', 'giovedì 10 dicembre, 18:00-20:00'],
    ['2026-12-10', '18:00:00', '20:00:00', 'giovedì 10 dicembre, 18:00-20:00'],
    ['2026-12-10', undefined, undefined, 'giovedì 10 dicembre'],
  ])('%s %s-%s', (date, begin, end, text) => expect(slotText(date, begin, end)).toBe(text));

  it('writes the address and the place line', () => {
    const address = addressText({
      address1: 'Via Roma',
      addressNumber: '1',
      postalcode: '20121',
      city: 'Milano',
      province: 'MI',
    });
    expect(address).toBe('Via Roma 1, 20121 Milano (MI)');
    expect(placeText({ pickup: true, name: 'Spesa Como Centro', address })).toBe(
      'Ritiro presso Spesa Como Centro, Via Roma 1, 20121 Milano (MI)',
    );
    expect(placeText({ pickup: false, name: null, address })).toBe(
      'Consegna a Via Roma 1, 20121 Milano (MI)',
    );
  });
});

describe('paymentStateOf', () => {
  const e = (statusId: number, event: string) => ({ statusId, event });
  it.each([
    [[], 'none'],
    [[e(TRANSACTION_STATUS.inProgress, 'start')], 'pending'],
    [[e(1, 'start'), e(TRANSACTION_STATUS.authorised, 'authorised')], 'authorised'],
    [[e(1, 'start'), e(TRANSACTION_STATUS.error, 'declined')], 'declined'],
    [[e(1, 'start'), e(2, 'authorised'), e(TRANSACTION_STATUS.confirmed, 'captured')], 'captured'],
    [[e(1, 'start'), e(2, 'authorised'), e(TRANSACTION_STATUS.cancelled, 'voided')], 'voided'],
    [[e(1, 'start'), e(TRANSACTION_STATUS.cancelled, 'cancelled')], 'cancelled'],
    [[e(1, 'start'), e(TRANSACTION_STATUS.cancelled, 'expired')], 'cancelled'],
  ] as const)('%j -> %s', (events, state) => expect(paymentStateOf(events)).toBe(state));
});
