import {
  FIELD_MESSAGES,
  USER_TYPE_BUSINESS,
  fieldRules,
  isValidFiscalCode,
  type FieldRule,
  type RegisterUserInput,
} from '@spesa/domain';
import { clean, rule, upperCode, vatDigits, type FieldCheck } from './fields.js';
import { normalizeLogin } from './auth.rules.js';

const { required } = fieldRules;
const province = rule((v) => /^[A-Za-z]{2}$/.test(v), 'La provincia deve avere 2 lettere');
/** A private customer's code is a person's codice fiscale (checksum), not a company's number. */
const personalFiscalCode: FieldRule = rule(isValidFiscalCode, FIELD_MESSAGES.taxCode);

export type NormalizedRegistration = ReturnType<typeof normalizeRegistration>;

/** Trims, cases and strips the input once, so checks and storage see the same values. */
export function normalizeRegistration(input: RegisterUserInput) {
  return {
    business: input.userTypeId === USER_TYPE_BUSINESS,
    email: normalizeLogin(input.email),
    password: input.password,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    fiscalCode: upperCode(input.fiscalCode),
    vatCode: vatDigits(input.vatCode),
    companyName: clean(input.companyName),
    pec: clean(input.pec)?.toLowerCase() ?? null,
    sdiCode: upperCode(input.sdiCode),
    phone: clean(input.phone),
    cardCode: clean(input.cardCode)?.replace(/\s+/g, '') ?? null,
    billingAddress: input.billingAddress ?? null,
    disclaimers: input.disclaimers,
  };
}

/** The field checks of register_user, in form order. */
export function registrationChecks(r: NormalizedRegistration): FieldCheck[] {
  const checks: FieldCheck[] = [
    ['email', r.email, [required, fieldRules.email, fieldRules.notPec]],
    ['firstName', r.firstName, [required, fieldRules.maxLength(100)]],
    ['lastName', r.lastName, [required, fieldRules.maxLength(100)]],
  ];
  if (r.business) {
    checks.push(
      ['vatCode', r.vatCode, [required, fieldRules.vatNumber]],
      ['fiscalCode', r.fiscalCode, [fieldRules.taxCode]],
      ['companyName', r.companyName, [required]],
      ['pec', r.pec, [required, fieldRules.email]],
      ['sdiCode', r.sdiCode, [required, fieldRules.sdiCode]],
    );
  } else {
    checks.push(['fiscalCode', r.fiscalCode, [required, personalFiscalCode]]);
  }
  checks.push(['phone', r.phone, [fieldRules.phone]], ['cardCode', r.cardCode, [fieldRules.cardCode]]);
  if (r.billingAddress) checks.push(...billingChecks(r.billingAddress, 'billingAddress.'));
  return checks;
}

export function billingChecks(
  a: { address1: string; addressNumber: string; city: string; province: string; postalcode: string },
  prefix = '',
): FieldCheck[] {
  return [
    [`${prefix}address1`, a.address1, [required]],
    [`${prefix}addressNumber`, a.addressNumber, [required]],
    [`${prefix}city`, a.city, [required]],
    [`${prefix}province`, a.province, [required, province]],
    [`${prefix}postalcode`, a.postalcode, [required, fieldRules.cap]],
  ];
}

/** The loyalty card is issued to a tax code: the fiscal code for people, the VAT number for companies. */
export function cardHolderMatches(
  holderTaxCode: string,
  r: Pick<NormalizedRegistration, 'fiscalCode' | 'vatCode'>,
): boolean {
  const holder = holderTaxCode.toUpperCase();
  return holder === r.fiscalCode || holder === r.vatCode;
}
