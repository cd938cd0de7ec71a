import { describe, expect, it } from 'vitest';
import {
  FIELD_MESSAGES,
  capSchema,
  cardCodeSchema,
  commaToDot,
  emailSchema,
  fieldRules,
  firstError,
  fiscalCodeSchema,
  italianDateSchema,
  isValidEmail,
  isValidItalianDate,
  optionalField,
  parseItalianDecimal,
  phoneSchema,
  promoPriceSchema,
  sdiCodeSchema,
  usernameSchema,
  vatNumberSchema,
  type FieldRule,
} from '../src/index.js';

describe('field rules', () => {
  it.each<[string, FieldRule, unknown, string | null]>([
    ['required empty', fieldRules.required, '', 'Campo obbligatorio'],
    ['required blank', fieldRules.required, '   ', 'Campo obbligatorio'],
    ['required undefined', fieldRules.required, undefined, 'Campo obbligatorio'],
    ['required unticked', fieldRules.required, false, 'Campo obbligatorio'],
    ['required filled', fieldRules.required, 'x', null],
    ['required zero', fieldRules.required, 0, null],
    ['consent ticked', fieldRules.requiredConsent, true, null],
    [
      'consent unticked',
      fieldRules.requiredConsent,
      false,
      'È obbligatorio accettare questo consenso per procedere',
    ],
    ['phone ok', fieldRules.phone, '+39 333 1234567', null],
    ['phone bad', fieldRules.phone, '12345', 'Digitare un numero di telefono valido'],
    ['cap ok', fieldRules.cap, '22100', null],
    ['cap bad', fieldRules.cap, '221', 'Il CAP deve essere di 4 o 5 cifre'],
    ['email ok', fieldRules.email, 'mario.rossi@example.it', null],
    ['email bad', fieldRules.email, 'mario@', 'Digitare una e-mail valida'],
    ['tax code person', fieldRules.taxCode, 'RSSMRA85T10A562S', null],
    ['tax code company', fieldRules.taxCode, '00743110157', null],
    ['tax code bad', fieldRules.taxCode, '00743110158', 'P.Iva e C.F. devono avere 11 cifre'],
    ['vat number ok', fieldRules.vatNumber, '00743110157', null],
    [
      'vat number rejects a CF',
      fieldRules.vatNumber,
      'RSSMRA85T10A562S',
      'P.Iva e C.F. devono avere 11 cifre',
    ],
    ['date ok', fieldRules.date, '29/02/2024', null],
    ['date not a day', fieldRules.date, '29/02/2023', 'Formato della data gg/mm/aaaa'],
    ['date iso', fieldRules.date, '2024-02-29', 'Formato della data gg/mm/aaaa'],
    ['digits ok', fieldRules.digits, '0123', null],
    ['digits bad', fieldRules.digits, '12a', 'Accetta solo numeri'],
    ['decimal comma ok', fieldRules.decimalComma, '12,50', null],
    ['decimal integer ok', fieldRules.decimalComma, '12', null],
    [
      'decimal dot',
      fieldRules.decimalComma,
      '12.50',
      'Accetta solo numeri interi o decimali separati da virgola',
    ],
    ['promo comma', fieldRules.promoPrice, '1,5', null],
    ['promo dot', fieldRules.promoPrice, '1.5', null],
    [
      'promo zero',
      fieldRules.promoPrice,
      '0,00',
      'Accetta solo numeri interi o decimali separati da virgola > 0',
    ],
    ['min numeric ok', fieldRules.minNumericChars(2), 'ab12', null],
    ['min numeric bad', fieldRules.minNumericChars(2), 'ab1', 'Deve contenere almeno 2 caratteri numerici'],
    ['min length ok', fieldRules.minLength(6), '123456', null],
    ['min length bad', fieldRules.minLength(6), '12345', 'Lunghezza minima 6 caratteri'],
    ['max length counts accents once', fieldRules.maxLength(4), 'però', null],
    ['max length bad', fieldRules.maxLength(1000), 'x'.repeat(1001), 'Lunghezza massima 1000 caratteri'],
    ['greater than ok', fieldRules.greaterThan(0), '0,01', null],
    ['greater than equal', fieldRules.greaterThan(0), '0', 'Accetta solo valori maggiori di 0'],
    ['greater than decimal', fieldRules.greaterThan(1.5), '1,5', 'Accetta solo valori maggiori di 1,5'],
    ['greater than text', fieldRules.greaterThan(0), 'abc', 'Accetta solo valori maggiori di 0'],
  ])('%s', (_, rule, value, message) => expect(rule(value)).toBe(message));

  const optionalRules: [string, FieldRule][] = [
    ['phone', fieldRules.phone],
    ['cap', fieldRules.cap],
    ['email', fieldRules.email],
    ['notPec', fieldRules.notPec],
    ['taxCode', fieldRules.taxCode],
    ['vatNumber', fieldRules.vatNumber],
    ['sdiCode', fieldRules.sdiCode],
    ['cardCode', fieldRules.cardCode],
    ['date', fieldRules.date],
    ['digits', fieldRules.digits],
    ['decimalComma', fieldRules.decimalComma],
    ['promoPrice', fieldRules.promoPrice],
    ['minNumericChars', fieldRules.minNumericChars(3)],
    ['minLength', fieldRules.minLength(3)],
    ['maxLength', fieldRules.maxLength(3)],
    ['greaterThan', fieldRules.greaterThan(3)],
  ];
  it.each(optionalRules)('optional rule %s passes on empty values', (_, rule) => {
    for (const empty of ['', '  ', null, undefined]) expect(rule(empty)).toBeNull();
  });

  it('firstError returns the first failing message', () => {
    const rules = [fieldRules.required, fieldRules.digits, fieldRules.minLength(5)];
    expect(firstError('', rules)).toBe('Campo obbligatorio');
    expect(firstError('12a', rules)).toBe('Accetta solo numeri');
    expect(firstError('123', rules)).toBe('Lunghezza minima 5 caratteri');
    expect(firstError('12345', rules)).toBeNull();
  });
});

describe('helpers', () => {
  it.each([
    ['a@b.it', true],
    ['mario.rossi+spesa@example.co.uk', true],
    ['x@example.museum', true],
    ['x@example.abcdefghijkl', false], // TLD longer than 11
    ['x@example.i', false],
    ['.x@example.it', false],
    ['x..y@example.it', false],
    ['x@-example.it', false],
    ['x@example', false],
  ])('isValidEmail(%s) = %s', (email, valid) => expect(isValidEmail(email)).toBe(valid));
  it.each([
    ['01/01/1910', true],
    ['31/12/2024', true],
    ['31/04/2024', false],
    ['1/1/2024', false],
    ['00/01/2024', false],
  ])('isValidItalianDate(%s) = %s', (date, valid) => expect(isValidItalianDate(date)).toBe(valid));
  it.each([
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['-3', -3],
    ['1,2,3', null],
    ['', null],
  ])('parseItalianDecimal(%j) = %j', (text, n) => expect(parseItalianDecimal(text)).toBe(n));
  it('turns the comma into a dot', () => expect(commaToDot(' 12,50 ')).toBe('12.50'));
});

describe('zod schemas', () => {
  const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.success ? null : r.error!.issues.map((i) => i.message);

  it.each([
    [capSchema, '22100', null],
    [capSchema, '', [FIELD_MESSAGES.required]],
    [capSchema, '221', [FIELD_MESSAGES.cap]],
    [phoneSchema, '0312345678', null],
    [phoneSchema, '12', [FIELD_MESSAGES.phone]],
    [emailSchema, 'a@b.it', null],
    [emailSchema, 'a@b', [FIELD_MESSAGES.email]],
    [usernameSchema, 'mario@pec.it', [FIELD_MESSAGES.pecNotAllowed]],
    [usernameSchema, 'mario@gmail.com', null],
    [fiscalCodeSchema, 'RSSMRA85T10A562S', null],
    [fiscalCodeSchema, '00743110157', null],
    [fiscalCodeSchema, 'RSSMRA85T10A562X', [FIELD_MESSAGES.taxCode]],
    [vatNumberSchema, '00743110157', null],
    [vatNumberSchema, '00743110150', [FIELD_MESSAGES.taxCode]],
    [sdiCodeSchema, 'abc1234', null],
    [cardCodeSchema, '4006381333931', null],
    [cardCodeSchema, '4006381333930', [FIELD_MESSAGES.cardCode]],
    [italianDateSchema, '31/02/2024', [FIELD_MESSAGES.date]],
    [promoPriceSchema, '2,49', null],
    [promoPriceSchema, '-1', [FIELD_MESSAGES.promoPrice]],
  ])('%# %j', (schema, input, messages) => expect(messageOf(schema.safeParse(input))).toEqual(messages));

  it('normalises while parsing', () => {
    expect(fiscalCodeSchema.parse(' rssmra85t10a562s ')).toBe('RSSMRA85T10A562S');
    expect(sdiCodeSchema.parse('abc1234')).toBe('ABC1234');
    expect(capSchema.parse(' 22100 ')).toBe('22100');
  });

  it('optional fields accept empty input and still check filled input', () => {
    const optionalPhone = optionalField(phoneSchema);
    expect(optionalPhone.parse('')).toBeUndefined();
    expect(optionalPhone.parse('   ')).toBeUndefined();
    expect(optionalPhone.parse(undefined)).toBeUndefined();
    expect(optionalPhone.parse('3331234567')).toBe('3331234567');
    expect(messageOf(optionalPhone.safeParse('12'))).toEqual([FIELD_MESSAGES.phone]);
  });
});
