import {
  USER_TYPE_BUSINESS,
  USER_TYPE_PRIVATE,
  type RegisterUserInput,
  type RegistrationDisclaimer,
  type SocialUserDetail,
} from '@spesa/domain';
import type {
  CardStepValues,
  ConsentsStepValues,
  CredentialsStepValues,
  PersonalStepValues,
} from '../../schemas/registrationSchemas';
import { consentKey } from '../../schemas/registrationSchemas';

export interface WizardValues {
  card: CardStepValues;
  personal: PersonalStepValues;
  credentials: CredentialsStepValues;
  consents: ConsentsStepValues;
}

export const EMPTY_VALUES: WizardValues = {
  card: { hasCard: 'no', cardCode: '', holderCode: '' },
  personal: {
    userTypeId: USER_TYPE_PRIVATE,
    firstName: '',
    lastName: '',
    fiscalCode: '',
    companyName: '',
    vatCode: '',
    pec: '',
    sdiCode: '',
    phone: '',
  },
  credentials: { email: '', password: '', confirm: '' },
  consents: { consents: {} },
};

/**
 * The card is issued to a tax code: a 16-character one is a person's fiscal code, 11 digits a
 * company's VAT number. Step 2 takes the customer type and that code from it.
 */
export function personalFromCard(card: CardStepValues, personal: PersonalStepValues): PersonalStepValues {
  if (card.hasCard !== 'yes') return personal;
  const code = card.holderCode.trim().toUpperCase();
  return /^\d{11}$/.test(code)
    ? { ...personal, userTypeId: USER_TYPE_BUSINESS, vatCode: code }
    : { ...personal, userTypeId: USER_TYPE_PRIVATE, fiscalCode: code };
}

/** The provider's name and e-mail in the fields the shopper has not filled yet. */
export function prefillFromSocial(v: WizardValues, profile: SocialUserDetail): WizardValues {
  return {
    ...v,
    personal: {
      ...v.personal,
      firstName: v.personal.firstName || profile.firstName,
      lastName: v.personal.lastName || profile.lastName,
    },
    credentials: { ...v.credentials, email: v.credentials.email || profile.email },
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The register_user body (contract: packages/domain registerUserSchema). */
export function toRegisterInput(v: WizardValues, disclaimers: RegistrationDisclaimer[]): RegisterUserInput {
  const p = v.personal;
  const business = p.userTypeId === USER_TYPE_BUSINESS;
  return {
    userTypeId: p.userTypeId,
    email: v.credentials.email.trim().toLowerCase(),
    password: v.credentials.password,
    firstName: p.firstName.trim(),
    lastName: p.lastName.trim(),
    fiscalCode: orNull(p.fiscalCode.toUpperCase()),
    vatCode: business ? orNull(p.vatCode) : null,
    companyName: business ? orNull(p.companyName) : null,
    pec: business ? orNull(p.pec.toLowerCase()) : null,
    sdiCode: business ? orNull(p.sdiCode.toUpperCase()) : null,
    phone: orNull(p.phone),
    cardCode: v.card.hasCard === 'yes' ? orNull(v.card.cardCode) : null,
    disclaimers: disclaimers.map((d) => ({
      registrationDisclaimerId: d.registrationDisclaimerId,
      value: v.consents.consents[consentKey(d)] === true,
    })),
  };
}

const STEP_OF_FIELD: Record<string, number> = {
  cardCode: 0,
  firstName: 1,
  lastName: 1,
  fiscalCode: 1,
  vatCode: 1,
  companyName: 1,
  pec: 1,
  sdiCode: 1,
  phone: 1,
  email: 2,
  password: 2,
};

/** Which step must show a server failure: the one with the field, else the last one. */
export function stepOfError(field: string | null, code: string | null): number {
  if (code?.startsWith('CARD_')) return 0;
  if (field?.startsWith('disclaimers')) return 3;
  return field && field in STEP_OF_FIELD ? STEP_OF_FIELD[field] : 3;
}
