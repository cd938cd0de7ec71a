import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  FIELD_MESSAGES,
  mfaStepSchema,
  ssoLoginBodySchema,
  ssoUserSchema,
  type SsoUser,
} from '@spesa/domain';
import { ok } from '../../http/envelope.js';
import { requireBackoffice } from '../../http/auth-guards.js';
import { endSession, startSession } from '../../http/session.js';
import { AppError } from '../../lib/app-error.js';
import type { AccountsContext } from './accounts.context.js';
import { formFlag } from './auth.rules.js';
import { isBackofficeRole } from './staff.rules.js';
import { codeStepAnswer } from './login-answers.js';
import { sessionUserOf } from './user.mapper.js';
import type { LoginInput } from './auth.service.js';
import { findUserById } from './users.repository.js';

const CODE_SENT =
  "Ti abbiamo inviato un codice di verifica all'indirizzo e-mail dell'account. Se non lo trovi, controlla anche nella cartella spam.";

/** The roles of the SSO user (decision 0122): the staff role's, then the other areas' (price lists). */
const ROLE_NAMES: Record<string, string[]> = { staff: ['staff', 'customer_service'], agent: ['agent'] };

function ssoInput(body: z.infer<typeof ssoLoginBodySchema>): LoginInput {
  const login = body.backoffice_user.trim();
  const password = body.password ?? '';
  const otp = body.otp?.trim() || undefined;
  if (login === '')
    throw new AppError('VALIDATION_ERROR', FIELD_MESSAGES.loginEmail, { field: 'backoffice_user' });
  if (password === '' && otp === undefined)
    throw new AppError('VALIDATION_ERROR', FIELD_MESSAGES.loginPassword, { field: 'password' });
  return { login, password, rememberMe: false, mfaPin: otp, resendMfaPin: formFlag(body.resend_otp) };
}

/**
 * The backoffice login and logout (spec section 7 "Backoffice", decision 0122): staff and agents
 * log in with their password and, always, the e-mailed code (the shop's MFA); the session is
 * marked as a backoffice one, the only kind that searches customers and acts for them.
 * `sso-auth/logout` ends it, and with it the acting for a customer, in one update.
 */
export function backofficeAccessRoutes(ctx: AccountsContext): FastifyPluginAsyncZod {
  const tags = ['personale'];

  const ssoUser = async (req: FastifyRequest): Promise<SsoUser> => {
    const { staff, actingFor } = requireBackoffice(req);
    const [customer, extra] = await Promise.all([
      actingFor ? findUserById(ctx.db, actingFor.userId) : undefined,
      ctx.staffRoles(ctx.db, staff.userId),
    ]);
    return {
      userId: staff.userId,
      username: staff.email,
      roles: [...new Set([...(ROLE_NAMES[staff.staffRole] ?? []), ...extra])],
      actingFor: customer
        ? {
            userId: customer.user_id,
            firstName: customer.first_name,
            lastName: customer.last_name,
            email: customer.email,
          }
        : null,
    };
  };

  return async (app) => {
    app.post(
      '/backoffice-access/sso-login',
      {
        schema: {
          tags,
          summary: "Accesso all'area del personale: password, poi il codice inviato via e-mail (status 4)",
          body: ssoLoginBodySchema,
          response: { 200: envelopeSchema(z.union([ssoUserSchema, mfaStepSchema]).nullable()) },
        },
        config: { allowStaleSession: true },
        logLevel: 'warn',
      },
      async (req, reply) => {
        const outcome = await ctx.auth.login(
          ctx.db,
          ssoInput(req.body),
          { ...ctx.meta(req), session: req.session },
          { codeAlways: true, admits: (u) => isBackofficeRole(u.staff_role), refusal: 'BACKOFFICE_ONLY' },
        );
        if (outcome.kind === 'mfa') {
          if (outcome.issued) startSession(req, reply, outcome.issued, null);
          return codeStepAnswer(outcome.resendAfterSeconds, CODE_SENT);
        }
        startSession(req, reply, outcome.issued, sessionUserOf(outcome.user));
        return ok(await ssoUser(req));
      },
    );

    app.get(
      '/sso-auth/user',
      {
        schema: {
          tags,
          summary: "L'utente del personale collegato e il cliente per cui opera",
          response: { 200: envelopeSchema(ssoUserSchema.nullable()) },
        },
      },
      async (req) => ok(await ssoUser(req)),
    );

    app.post(
      '/sso-auth/logout',
      {
        schema: {
          tags,
          summary: "Uscita dall'area del personale: chiude la sessione e l'operare per un cliente",
          response: { 200: envelopeSchema(z.null()) },
        },
        config: { allowStaleSession: true },
      },
      async (req, reply) => {
        await ctx.auth.logout(ctx.db, req.session);
        endSession(req, reply);
        return ok(null);
      },
    );
  };
}
