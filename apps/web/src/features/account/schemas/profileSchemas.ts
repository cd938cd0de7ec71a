import * as z from 'zod/mini';
import { fieldRules } from '@spesa/domain';
import { t } from '../i18n';
import { checkedObject, lower, rule, text, upper, type Check } from './checks';
import { passwordPairChecks, personalFiscalCode } from './registrationSchemas';
import { requiredPassword } from './passwordRules';

const { required } = fieldRules;
/** The API's wording for the province (apps/api registration.rules). */
const province = rule((v) => /^[A-Za-z]{2}$/.test(v), t('account.billing.provinceInvalid'));

/** update_user_detail: names, fiscal code; businesses also company name, PEC and SDI code. */
export const userDataSchema = (business: boolean) =>
  checkedObject(
    {
      firstName: text(),
      lastName: text(),
      fiscalCode: upper(),
      companyName: text(),
      pec: lower(),
      sdiCode: upper(),
    },
    (v): Check[] => [
      ['firstName', v.firstName, [required, fieldRules.maxLength(100)]],
      ['lastName', v.lastName, [required, fieldRules.maxLength(100)]],
      ['fiscalCode', v.fiscalCode, business ? [fieldRules.taxCode] : [required, personalFiscalCode]],
      ...(business
        ? ([
            ['companyName', v.companyName, [required, fieldRules.maxLength(200)]],
            ['pec', v.pec, [required, fieldRules.email]],
            ['sdiCode', v.sdiCode, [required, fieldRules.sdiCode]],
          ] as Check[])
        : []),
    ],
  );
export type UserDataValues = z.input<ReturnType<typeof userDataSchema>>;

export const contactsSchema = checkedObject({ phone: text(), mobilePhone: text() }, (v) => [
  ['phone', v.phone, [fieldRules.phone]],
  ['mobilePhone', v.mobilePhone, [fieldRules.phone]],
]);
export type ContactsValues = z.input<typeof contactsSchema>;

export type AddressValues = {
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
};
const addressShape = () => ({
  address1: text(),
  addressNumber: text(),
  city: text(),
  province: upper(),
  postalcode: text(),
});
const addressChecks = (a: AddressValues): Check[] => [
  ['address1', a.address1, [required, fieldRules.maxLength(200)]],
  ['addressNumber', a.addressNumber, [required, fieldRules.maxLength(20)]],
  ['city', a.city, [required, fieldRules.maxLength(100)]],
  ['province', a.province, [required, province]],
  ['postalcode', a.postalcode, [required, fieldRules.cap]],
];

export const billingSchema = checkedObject(addressShape(), addressChecks);

/** A fiscal person: a person (name, fiscal code) or a company (name, VAT), with an address. */
export const fiscalPersonSchema = checkedObject(
  {
    kind: z.enum(['person', 'company']),
    firstName: text(),
    lastName: text(),
    companyName: text(),
    fiscalCode: upper(),
    vatCode: text(),
    pec: lower(),
    sdiCode: upper(),
    ...addressShape(),
  },
  (v): Check[] => [
    ...((v.kind === 'company'
      ? [
          ['companyName', v.companyName, [required, fieldRules.maxLength(200)]],
          ['vatCode', v.vatCode, [required, fieldRules.vatNumber]],
          ['fiscalCode', v.fiscalCode, [fieldRules.taxCode]],
        ]
      : [
          ['firstName', v.firstName, [required]],
          ['lastName', v.lastName, [required]],
          ['fiscalCode', v.fiscalCode, [required, fieldRules.taxCode]],
        ]) as Check[]),
    ['pec', v.pec, [fieldRules.email]],
    ['sdiCode', v.sdiCode, [fieldRules.sdiCode]],
    ...addressChecks(v),
  ],
);
export type FiscalPersonValues = z.input<typeof fiscalPersonSchema>;

export const changePasswordSchema = (email: string) =>
  checkedObject({ oldPassword: z.string(), password: z.string(), confirm: z.string() }, (v) => [
    ['oldPassword', v.oldPassword, [requiredPassword]],
    ...passwordPairChecks(v.password, v.confirm, email),
    ['password', v.password, [rule((p) => p !== v.oldPassword, t('account.security.samePassword'))]],
  ]);
export type ChangePasswordValues = { oldPassword: string; password: string; confirm: string };

/** A new username: a valid e-mail, not a PEC (spec), and not the current one. */
export const changeEmailSchema = (current: string) =>
  checkedObject({ newEmail: lower() }, (v) => [
    [
      'newEmail',
      v.newEmail,
      [
        required,
        fieldRules.email,
        fieldRules.notPec,
        rule((e) => e !== current.toLowerCase(), t('account.security.sameEmail')),
      ],
    ],
  ]);
export type ChangeEmailValues = { newEmail: string };
