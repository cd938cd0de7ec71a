import { z } from 'zod';
import { dbId, dbInt, line } from './fields.js';
import { pageSchema } from './catalogue.js';
import { CUSTOMER_SORTS } from '../rules/backoffice.js';

// The backoffice calls (spec section 7 "Backoffice", issue 44, decision 0122).

/** POST backoffice-access/sso-login: the form or JSON body (password left out at the code step). */
export const ssoLoginBodySchema = z.object({
  backoffice_user: line(254),
  password: z.string().max(200).optional(),
  otp: line(20).optional(),
  resend_otp: line(10).optional(),
});

/** The spec's SSO user: username and roles, with whom the session acts for (null: nobody). */
export const ssoUserSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  roles: z.array(z.string()),
  actingFor: z
    .object({ userId: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
});
export type SsoUser = z.infer<typeof ssoUserSchema>;

export const customerSortSchema = z.enum([...CUSTOMER_SORTS, ...CUSTOMER_SORTS.map((s) => `-${s}` as const)]);

/** GET user-search/list_user. */
export const listUserQuerySchema = z.object({
  /** At least 3 characters (fewer would match a good part of the customers). */
  q: line(100)
    .refine((v) => v.trim() === '' || v.trim().length >= 3, 'Scrivi almeno 3 caratteri per cercare')
    .optional(),
  cod_int: line(20).optional(),
  page: dbInt(1, 100_000).default(1),
  page_size: dbInt(1, 100).default(20),
  sort: customerSortSchema.default('name'),
  user_type_id: dbInt(1, 2).default(2),
});
export type ListUserQuery = z.infer<typeof listUserQuerySchema>;

export const customerRowSchema = z.object({
  userId: z.number().int(),
  userTypeId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  vatCode: z.string().nullable(),
  companyName: z.string().nullable(),
  codInt: z.string().nullable(),
  fidelityCard: z.string().nullable(),
  /** Whether customer service may act for this customer (their answer, else the shop's setting). */
  assistanceAllowed: z.boolean(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerListSchema = z.object({ users: z.array(customerRowSchema), page: pageSchema });

/** GET user-search/select_user. */
export const selectUserQuerySchema = z.object({ user_id: dbId() });

/** GET user-search/actions: the calls made while acting for one customer, newest first. */
export const staffActionsQuerySchema = z.object({
  user_id: dbId(),
  page: dbInt(1, 100_000).default(1),
  page_size: dbInt(1, 100).default(50),
});

export const staffActionSchema = z.object({
  staffActionId: z.number().int(),
  staffUserId: z.number().int(),
  staffEmail: z.string().nullable(),
  customerUserId: z.number().int(),
  method: z.string(),
  call: z.string(),
  httpStatus: z.number().int().nullable(),
  at: z.string(),
});
export const staffActionListSchema = z.object({ actions: z.array(staffActionSchema), page: pageSchema });
