import { describe, expect, it } from 'vitest';
import {
  ean13CheckDigit,
  fiscalCodeCheckChar,
  isPec,
  isValidCap,
  isValidEan13,
  isValidFiscalCode,
  isValidItalianPhone,
  isValidSdiCode,
  isValidVatNumber,
  vatNumberCheckDigit,
} from '../src/index.js';

// Samples built with our own check functions, next to published valid codes.
const cf = (first15: string) => first15 + fiscalCodeCheckChar(first15);
const piva = (first10: string) => first10 + vatNumberCheckDigit(first10);
const ean = (first12: string) => first12 + ean13CheckDigit(first12);

describe('codice fiscale', () => {
  it.each([
    ['RSSMRA85T10A562S', true], // published example (Mario Rossi, Rome)
    ['rssmra85t10a562s', true],
    [' RSSMRA85T10A562S ', true],
    ['RSSMRA85T10A56NH', true], // omocodia: last digit 2 -> N, check letter recomputed
    [cf('BNCLRA90A41F205'), true], // woman: day + 40
    [cf('VRDGPP80R0MH501'), true], // omocodia on the day (0M = 01)
    ['RSSMRA85T10A562T', false], // wrong check letter
    ['RSSMRA85T10A563S', false], // one digit changed
    ['RSSMRA85T10A56NS', false], // omocodia letter without recomputing the check
    ['RSSMRA85T10A562', false], // 15 characters
    ['RSSMRA85Z10A562S', false], // Z is not a month
    [cf('RSSMRA85T32A562'), false], // day 32
    [cf('RSSMRA85T00A562'), false], // day 0
    ['00743110157', false], // a company code is not a personal one
    ['', false],
  ])('%j -> %s', (code, valid) => expect(isValidFiscalCode(code)).toBe(valid));
});

describe('partita IVA', () => {
  it.each([
    ['00743110157', true], // published example
    [piva('1234567890'), true],
    [piva('0123456789'), true],
    ['IT00743110157', true], // the EU country prefix is tolerated
    ['00743110158', false], // check digit changed
    ['00743110147', false], // one digit changed
    ['00000000000', false], // passes the sum, never issued
    ['0074311015', false],
    ['007431101570', false],
    ['0074311015A', false],
  ])('%j -> %s', (code, valid) => expect(isValidVatNumber(code)).toBe(valid));
});

describe('EAN-13', () => {
  it.each([
    ['400638133393', 1], // published example 4006381333931
    ['978020137962', 4], // ISBN 978-0-201-37962-4
    ['800123456789', 7],
    ['000000000000', 0],
  ])('check digit of %s is %i', (first12, digit) => expect(ean13CheckDigit(first12)).toBe(digit));
  it('refuses anything but 12 digits', () => {
    expect(() => ean13CheckDigit('12345678901')).toThrow(RangeError);
    expect(() => ean13CheckDigit('12345678901a')).toThrow(RangeError);
  });
  it.each([
    ['4006381333931', true],
    ['9780201379624', true],
    [ean('270000012345'), true], // a loyalty card code
    ['4006381333932', false],
    ['4006381335931', false],
    ['400638133393', false],
    ['40063813339311', false],
  ])('%s -> %s', (code, valid) => expect(isValidEan13(code)).toBe(valid));
});

describe('PEC', () => {
  it.each([
    ['mario.rossi@pec.it', true],
    ['ditta@legalmail.it', true],
    ['ufficio@postecert.it', true],
    ['info@arubapec.it', true],
    ['comune.milano@cert.legalmail.it', true],
    ['info@pec.libero.it', true],
    ['studio@azienda.pec.it', true],
    ['protocollo@pec.comune.como.it', true],
    ['protocollo@postacert.regione.lombardia.it', true],
    ['MARIO@PEC.IT', true],
    ['mario.rossi@gmail.com', false],
    ['pec@libero.it', false], // the local part does not matter
    ['mario@specchio.it', false],
    ['not-an-email', false],
  ])('%s -> %s', (email, pec) => expect(isPec(email)).toBe(pec));
});

describe('SDI, phone, CAP', () => {
  it.each([
    ['ABC1234', true],
    ['0000000', true],
    ['m5uxcr1', true],
    ['ABC123', false],
    ['ABC-123', false],
    ['ABC12345', false],
  ])('SDI %s -> %s', (code, valid) => expect(isValidSdiCode(code)).toBe(valid));

  it.each([
    ['3331234567', true],
    ['333 123 4567', true],
    ['+39 333 1234567', true],
    ['0039 02 1234567', true],
    ['02-12345678', true],
    ['06 1234 5678', true],
    ['031/123456', true],
    ['333123', false],
    ['1234567890', false],
    ['+44 20 7946 0958', false],
    ['+39', false],
    ['abc', false],
  ])('phone %j -> %s', (phone, valid) => expect(isValidItalianPhone(phone)).toBe(valid));

  it.each([
    ['20100', true],
    ['6900', true],
    [' 22100 ', true],
    ['123', false],
    ['123456', false],
    ['2010a', false],
  ])('CAP %j -> %s', (cap, valid) => expect(isValidCap(cap)).toBe(valid));
});
