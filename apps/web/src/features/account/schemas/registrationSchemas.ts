import * as z from 'zod/mini';
import {
  FIELD_MESSAGES,
  USER_TYPE_BUSINESS,
  USER_TYPE_PRIVATE,
  fieldRules,
  isValidFiscalCode,
  type RegistrationDisclaimer,
} from '@spesa/domain';
import { t } from '../i18n';
import { checkedObject, lower, rule, text, upper, type Check } from './checks';
import { notTheEmail, passwordLength, requiredPassword } from './passwordRules';

const { required } = fieldRules;
/** A private customer's code is a person's codice fiscale (checksum), as the API checks it. */
export const personalFiscalCode = rule(isValidFiscalCode, FIELD_MESSAGES.taxCode);

/** Step 1: with or without the loyalty card; with it, the card code and the holder's tax code. */
export const cardStepSchema = checkedObject(
  { hasCard: z.enum(['yes', 'no']), cardCode: text(), holderCode: upper() },
  (v) =>
    v.hasCard === 'yes'
      ? [
          ['cardCode', v.cardCode, [required, fieldRules.cardCode]],
          ['holderCode', v.holderCode, [required, fieldRules.taxCode]],
        ]
      : [],
);
export type CardStepValues = z.input<typeof cardStepSchema>;

/** Step 2: a person (fiscal code) or a business (VAT, PEC, SDI code); phone for deliveries. */
export const personalStepSchema = checkedObject(
  {
    userTypeId: z.enum([USER_TYPE_PRIVATE, USER_TYPE_BUSINESS]),
    firstName: text(),
    lastName: text(),
    fiscalCode: upper(),
    companyName: text(),
    vatCode: text(),
    pec: lower(),
    sdiCode: upper(),
    phone: text(),
  },
  (v): Check[] => [
    ['firstName', v.firstName, [required, fieldRules.maxLength(100)]],
    ['lastName', v.lastName, [required, fieldRules.maxLength(100)]],
    ...(v.userTypeId === USER_TYPE_BUSINESS
      ? ([
          ['companyName', v.companyName, [required, fieldRules.maxLength(200)]],
          ['vatCode', v.vatCode, [required, fieldRules.vatNumber]],
          ['fiscalCode', v.fiscalCode, [fieldRules.taxCode]],
          ['pec', v.pec, [required, fieldRules.email]],
          ['sdiCode', v.sdiCode, [required, fieldRules.sdiCode]],
        ] as Check[])
      : ([['fiscalCode', v.fiscalCode, [required, personalFiscalCode]]] as Check[])),
    ['phone', v.phone, [required, fieldRules.phone]],
  ],
);
export type PersonalStepValues = z.input<typeof personalStepSchema>;

/** A new password typed twice, checked against the policy the API applies. */
export function passwordPairChecks(password: string, confirm: string, email: string): Check[] {
  return [
    ['password', password, [requiredPassword, passwordLength, notTheEmail(email)]],
    ['confirm', confirm, [requiredPassword, rule((c) => c === password, t('account.password.mismatch'))]],
  ];
}

/** Step 3: the e-mail is the username (valid, not a PEC), then the password twice. */
export const credentialsStepSchema = checkedObject(
  { email: lower(), password: z.string(), confirm: z.string() },
  (v) => [
    ['email', v.email, [required, fieldRules.email, fieldRules.notPec]],
    ...passwordPairChecks(v.password, v.confirm, v.email),
  ],
);
export type CredentialsStepValues = z.input<typeof credentialsStepSchema>;

/** Required here: flagged required, or the loyalty consent when registering with a card (spec). */
export function isConsentRequired(d: RegistrationDisclaimer, withCard: boolean): boolean {
  return d.required || (withCard && d.code === 'LOYALTY');
}

export const consentKey = (d: { registrationDisclaimerId: number }) => `c${d.registrationDisclaimerId}`;

/** Step 4 (and the profile's consents): one box per text; required ones must be ticked. */
export function consentsStepSchema(disclaimers: RegistrationDisclaimer[], withCard: boolean) {
  return checkedObject({ consents: z.record(z.string(), z.boolean()) }, (v) =>
    disclaimers
      .filter((d) => isConsentRequired(d, withCard))
      .map((d): Check => [
        `consents.${consentKey(d)}`,
        v.consents[consentKey(d)] === true,
        [fieldRules.requiredConsent],
      ]),
  );
}
export type ConsentsStepValues = { consents: Record<string, boolean> };
