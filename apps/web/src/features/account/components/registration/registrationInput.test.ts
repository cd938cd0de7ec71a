import { describe, expect, it } from 'vitest';
import { DISCLAIMERS } from '../../testing/fixtures';
import { EMPTY_VALUES, personalFromCard, stepOfError, toRegisterInput } from './registrationInput';

describe('personalFromCard', () => {
  it('a 16-character holder code makes a private customer with that fiscal code', () => {
    const p = personalFromCard(
      { hasCard: 'yes', cardCode: '2700000000021', holderCode: 'VRDLCU75C15L219T' },
      EMPTY_VALUES.personal,
    );
    expect(p).toMatchObject({ userTypeId: '1', fiscalCode: 'VRDLCU75C15L219T' });
  });
  it('11 digits make a business with that VAT number', () => {
    const p = personalFromCard(
      { hasCard: 'yes', cardCode: '2700000000045', holderCode: '01234567897' },
      EMPTY_VALUES.personal,
    );
    expect(p).toMatchObject({ userTypeId: '2', vatCode: '01234567897' });
  });
});

describe('toRegisterInput', () => {
  it('builds the register_user body: business fields only for businesses, every consent choice', () => {
    const body = toRegisterInput(
      {
        ...EMPTY_VALUES,
        personal: {
          ...EMPTY_VALUES.personal,
          firstName: ' Anna ',
          lastName: 'Verdi',
          fiscalCode: 'vrdlcu75c15l219t',
          companyName: 'X',
          phone: '3331234567',
        },
        credentials: { email: 'Anna@Example.com', password: 'lunga-password', confirm: 'lunga-password' },
        consents: { consents: { c1: true, c2: true } },
      },
      DISCLAIMERS,
    );
    expect(body).toMatchObject({
      userTypeId: '1',
      email: 'anna@example.com',
      firstName: 'Anna',
      fiscalCode: 'VRDLCU75C15L219T',
      companyName: null,
      cardCode: null,
      phone: '3331234567',
    });
    expect(body.disclaimers).toEqual([
      { registrationDisclaimerId: 1, value: true },
      { registrationDisclaimerId: 2, value: true },
      { registrationDisclaimerId: 3, value: false },
      { registrationDisclaimerId: 4, value: false },
    ]);
  });
});

describe('stepOfError', () => {
  it.each([
    ['cardCode', 'CARD_MISMATCH', 0],
    [null, 'CARD_ALREADY_REGISTERED', 0],
    ['fiscalCode', 'VALIDATION_ERROR', 1],
    ['email', 'EMAIL_ALREADY_REGISTERED', 2],
    ['password', 'VALIDATION_ERROR', 2],
    ['disclaimers.2', 'REQUIRED_CONSENT', 3],
    [null, 'INTERNAL_ERROR', 3],
  ])('%s / %s -> step %i', (field, code, step) => {
    expect(stepOfError(field, code)).toBe(step);
  });
});
