import { z } from 'zod';
import {
  authDataSchema,
  customerLifetimeSchema,
  dbId,
  envelopeSchema,
  invoiceHoldersAnswerSchema,
  line,
  loginOptionsSchema,
  mfaStepSchema,
  personFiscalSchema,
  registrationDisclaimerSchema,
  userDetailSchema,
  userDisclaimerSchema,
} from '@spesa/domain';

/** Query and body schemas of the account calls; field names are the spec's (section 7). */
const str = (max: number) => line(max);
const id = dbId();

/** auth/login form (x-www-form-urlencoded); the camelCase names of the add-to-cart flow are accepted too. */
export const loginForm = z.object({
  login: str(254).optional(),
  email: str(254).optional(),
  password: str(200).optional(),
  remember_me: str(10).optional(),
  rememberMe: str(10).optional(),
  show_sectors: str(10).optional(),
  mfa_pin: str(20).optional(),
  mfaPin: str(20).optional(),
  resend_mfa_pin: str(10).optional(),
  resendMfaPin: str(10).optional(),
  token: str(4000).optional(),
});

/** The anti-bot token travels in the query string (spec: token_recaptcha). */
export const loginQuery = z.object({ token_recaptcha: str(4000).optional() });

export const q = {
  confirm: z.object({ e_mail: str(254), reg_control_code: str(100) }),
  email: z.object({ e_mail: str(254) }),
  checkCard: z.object({ card_code: str(20), fiscal_code: str(20) }),
  resetRequest: z.object({
    e_mail: str(254).optional(),
    fiscal_code: str(16).optional(),
    login: str(254).optional(),
  }),
  resetCheck: z.object({ e_mail: str(254).optional(), reset_token: str(100), login: str(254).optional() }),
  reset: z.object({
    e_mail: str(254).optional(),
    reset_token: str(100),
    password: str(200),
    login: str(254).optional(),
  }),
  newEmail: z.object({ new_email: str(254) }),
  token: z.object({ token: str(100) }),
  updatePassword: z.object({ old_password: str(200), new_password: str(200) }),
  anonymizeCheck: z.object({ login: str(254), token: str(100) }),
  anonymize: z.object({ mfa_token: str(100).optional() }),
  personFiscalId: z.object({ person_fiscal_id: id }),
  disclaimers: z.object({ store_id: id.default(5), registration_module_type_id: id.default(2) }),
  userId: z.object({ userId: id }),
};

const enabledFlag = z.object({
  enabled: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1'),
});

export const b = {
  username: z.object({ username: str(254) }),
  personInfo: z.object({ personInfoTypeId: dbId(), value: str(200) }),
  mfa: enabledFlag,
  /** registration/update_staff_assistance (decision 0122). */
  staffAssistance: enabledFlag,
};

const env = <T extends z.ZodType>(s: T) => envelopeSchema(s.nullable());

export const responses = {
  login: env(z.union([authDataSchema, mfaStepSchema])),
  auth: env(authDataSchema),
  loginOptions: env(loginOptionsSchema),
  none: env(z.null()),
  registered: env(
    // false when a provider had verified the address (decision 0014): logged in at once.
    z.object({ userId: z.number().int(), email: z.string(), confirmationRequired: z.boolean() }),
  ),
  valid: env(z.object({ valid: z.literal(true) })),
  userDetail: env(userDetailSchema),
  mfaEnabled: env(z.object({ enabled: z.boolean() })),
  enabled: env(z.object({ enabled: z.boolean() })),
  personFiscals: env(z.object({ personFiscals: z.array(personFiscalSchema) })),
  invoiceHolders: env(invoiceHoldersAnswerSchema),
  disclaimers: env(z.object({ registrationDisclaimers: z.array(registrationDisclaimerSchema) })),
  userDisclaimers: env(z.object({ registrationDisclaimers: z.array(userDisclaimerSchema) })),
  checkDisclaimers: env(
    z.object({ valid: z.boolean(), missingDisclaimers: z.array(registrationDisclaimerSchema) }),
  ),
  lifetime: env(customerLifetimeSchema),
};
