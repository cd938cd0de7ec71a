import { z } from 'zod';
import { dbId, line } from './fields.js';

// The account calls of spec delivery-orders-account section 7 ("Registration and user", "Auth",
// "Fiscal persons", "Disclaimers"). Field names are the spec's; shapes the spec does not show are
// ours and kept flat. Input checks with Italian messages run on the server (modules/accounts) with
// the validators of ../validators.ts, so forms and API say the same words.

/** userType.userTypeId: '1' private customer, '2' business customer (both are master accounts). */
export const USER_TYPE_PRIVATE = '1';
export const USER_TYPE_BUSINESS = '2';
export const PASSWORD_MIN_LENGTH = 8;
export const MFA_PIN_LENGTH = 6;
export const MFA_RESEND_SECONDS = 180;

/** data.user of auth/login and auth/test (spec section 3, "User"). */
export const accountUserSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  fidelityCard: z.string().nullable(),
  userType: z.object({ userTypeId: z.enum([USER_TYPE_PRIVATE, USER_TYPE_BUSINESS]) }),
  legals: z.array(z.object({ legalId: z.number().int() })),
  crmUserSegments: z.array(z.object({ crmSegment: z.object({ crmSegmentId: z.number().int() }) })),
  profile: z.object({ level: z.number().int() }),
  /** '1' marks a beta tester (the spec's value); '0' otherwise. */
  betaTester: z.enum(['0', '1']),
  hasFavorites: z.boolean(),
  defaultStoreAddressId: z.number().int().nullable(),
  defaultDeliveryAddressId: z.number().int().nullable(),
  companyId: z.number().int().nullable(),
  giftCertificatesReceived: z.array(z.object({ userGiftCertificateId: z.number().int(), name: z.string() })),
  /** true for the shop's staff (decision 0043): the storefront offers the staff pages. Ours. */
  staff: z.boolean().optional(),
  /**
   * The roles the account holds beyond shopping (the spec's SSO user roles[]: price_list_create,
   * price_list_approve), present only when it holds some: the storefront shows the price-list
   * button and pages by them (decision 0116).
   */
  roles: z.array(z.string()).optional(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/** A visitor: the spec's userId -1. */
export const anonymousUserSchema = z.object({ userId: z.literal(-1) });
export const ANONYMOUS_USER = { userId: -1 as const };

export const authDataSchema = z.object({
  user: z.union([accountUserSchema, anonymousUserSchema]),
  /** null until the cart area creates the user's cart. */
  cartId: z.number().int().nullable(),
});
export type AuthData = z.infer<typeof authDataSchema>;

/** Answer with status 4 (code step) or a refused resend: when a new code can be asked for. */
export const mfaStepSchema = z.object({
  mfa: z.object({ required: z.literal(true), resendAfterSeconds: z.number().int().min(0) }),
});
export type MfaStep = z.infer<typeof mfaStepSchema>;

/**
 * GET auth/login-options (ours; the spec does not show how a client learns them): which external
 * logins this shop offers and the anti-bot site key the login form must get a token for.
 */
export const loginOptionsSchema = z.object({
  google: z.boolean(),
  facebook: z.boolean(),
  saml: z.boolean(),
  /** null: login needs no anti-bot token. */
  antibotSiteKey: z.string().nullable(),
});
export type LoginOptions = z.infer<typeof loginOptionsSchema>;

export const billingAddressSchema = z.object({
  address1: line(200),
  addressNumber: line(20),
  city: line(100),
  province: line(2),
  postalcode: line(5),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const personInfoSchema = z.object({ personInfoTypeId: z.number().int(), value: z.string().max(200) });

/** Person info types of update_person_info (ours: the spec names the call, not the types). */
export const PERSON_INFO_TYPES = { birthDate: 1, gender: 2, householdSize: 3, birthPlace: 4 } as const;

export const fidelityCardSchema = z.object({
  cardCode: z.string(),
  points: z.number().int(),
  active: z.boolean(),
});

/** data of registration/user_detail and of the profile updates. */
export const userDetailSchema = z.object({
  userId: z.number().int(),
  login: z.string(),
  email: z.string(),
  userTypeId: z.enum([USER_TYPE_PRIVATE, USER_TYPE_BUSINESS]),
  firstName: z.string(),
  lastName: z.string(),
  fiscalCode: z.string().nullable(),
  vatCode: z.string().nullable(),
  companyName: z.string().nullable(),
  pec: z.string().nullable(),
  sdiCode: z.string().nullable(),
  phone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  billingAddress: billingAddressSchema.nullable(),
  personInfos: z.array(personInfoSchema),
  fidelityCard: fidelityCardSchema.nullable(),
  mfaEnabled: z.boolean(),
  registrationDate: z.string(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const consentChoiceSchema = z.object({
  registrationDisclaimerId: dbId(),
  value: z.boolean(),
});
export type ConsentChoice = z.infer<typeof consentChoiceSchema>;

const text = (max: number) => line(max);
const optionalText = (max: number) => line(max).nullish();

/** Body of registration/register_user. Private: fiscalCode; business: vatCode, companyName, pec, sdiCode. */
export const registerUserSchema = z.object({
  /** '1' or '2'; a number is accepted too, as clients often send one. */
  userTypeId: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.enum([USER_TYPE_PRIVATE, USER_TYPE_BUSINESS]).default(USER_TYPE_PRIVATE),
  ),
  /** Username: the e-mail, not a PEC; it is also the contact address. */
  email: text(254),
  password: text(200),
  firstName: text(100),
  lastName: text(100),
  fiscalCode: optionalText(16),
  vatCode: optionalText(13),
  companyName: optionalText(200),
  pec: optionalText(254),
  sdiCode: optionalText(7),
  phone: optionalText(30),
  /** 13-digit loyalty card (EAN-13); with it, fiscalCode or vatCode must be the card holder's. */
  cardCode: optionalText(13),
  billingAddress: billingAddressSchema.nullish(),
  disclaimers: z.array(consentChoiceSchema).max(50).default([]),
});
export type RegisterUserInput = z.infer<typeof registerUserSchema>;

export const updateUserDetailSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  fiscalCode: optionalText(16),
  companyName: optionalText(200),
  pec: optionalText(254),
  sdiCode: optionalText(7),
});
export type UpdateUserDetailInput = z.infer<typeof updateUserDetailSchema>;

export const updateContactSchema = z.object({ phone: optionalText(30), mobilePhone: optionalText(30) });
export type UpdateContactInput = z.infer<typeof updateContactSchema>;

/** A fiscal person: who the invoice is made out to (a person or a company). */
export const personFiscalSchema = z.object({
  personFiscalId: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  vatCode: z.string().nullable(),
  pec: z.string().nullable(),
  sdiCode: z.string().nullable(),
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
});
export type PersonFiscal = z.infer<typeof personFiscalSchema>;

export const insertPersonFiscalSchema = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  companyName: optionalText(200),
  fiscalCode: optionalText(16),
  vatCode: optionalText(13),
  pec: optionalText(254),
  sdiCode: optionalText(7),
  address1: text(200),
  addressNumber: text(20),
  city: text(100),
  province: text(2),
  postalcode: text(5),
});
export type InsertPersonFiscalInput = z.infer<typeof insertPersonFiscalSchema>;

export const registrationDisclaimerSchema = z.object({
  registrationDisclaimerId: z.number().int(),
  registrationModuleTypeId: z.number().int(),
  code: z.string(),
  title: z.string(),
  text: z.string(),
  version: z.number().int(),
  required: z.boolean(),
  position: z.number().int(),
});
export type RegistrationDisclaimer = z.infer<typeof registrationDisclaimerSchema>;

/** A disclaimer with the user's current choice (null: never answered). */
export const userDisclaimerSchema = registrationDisclaimerSchema.extend({
  value: z.boolean().nullable(),
  recordedAt: z.string().nullable(),
});
export type UserDisclaimer = z.infer<typeof userDisclaimerSchema>;

export const updateDisclaimersSchema = z.object({ disclaimers: z.array(consentChoiceSchema).min(1).max(50) });

export const customerLifetimeSchema = z.object({
  userId: z.number().int(),
  registrationDate: z.string(),
  fidelityCard: z.string().nullable(),
  points: z.number().int(),
  ordersCount: z.number().int(),
  totalSpent: z.number(),
});

/** data of GET staff/me (decision 0043): who the logged-in staff member is. */
export const staffMeSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  staff: z.literal(true),
  /** The stores whose orders the staff member lists and handles (decision 0058). */
  storeIds: z.array(z.number().int()).optional(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;
