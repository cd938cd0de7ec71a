import { z } from 'zod';

/** One message of the envelope: a stable code for clients and an Italian text for people. */
export const envelopeMessageSchema = z.object({ code: z.string(), message: z.string() });
export type EnvelopeMessage = z.infer<typeof envelopeMessageSchema>;

/** The `response` part of every `/ebsn/api` answer (spec section 3, "Response envelope"). */
export const envelopeResponseSchema = z.object({
  status: z.number().int(),
  errors: z.array(z.object({ error: z.string(), code: z.string().optional(), field: z.string().optional() })),
  errorsMessage: z.array(envelopeMessageSchema),
  infosMessage: z.array(envelopeMessageSchema),
  warningsMessage: z.array(envelopeMessageSchema),
});
export type EnvelopeResponse = z.infer<typeof envelopeResponseSchema>;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ response: envelopeResponseSchema, data });
}

export interface Envelope<T> {
  response: EnvelopeResponse;
  data: T;
}

/** Status 4 on login: a verification code is required (spec section 4). */
export const STATUS_OK = 0;
export const STATUS_ERROR = 1;
export const STATUS_MFA_REQUIRED = 4;
