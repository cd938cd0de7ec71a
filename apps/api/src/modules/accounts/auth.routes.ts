import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ANONYMOUS_USER, ERROR_MESSAGES, FIELD_MESSAGES, type AuthData } from '@spesa/domain';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../lib/app-error.js';
import { endSession, startSession } from '../../http/session.js';
import type { AccountsContext } from './accounts.context.js';
import { loginForm, loginQuery, responses } from './accounts.schemas.js';
import { hasOpenChallenge } from './auth.repository.js';
import { formFlag, normalizeLogin } from './auth.rules.js';
import { codeStepAnswer } from './login-answers.js';
import { sessionUserOf } from './user.mapper.js';
import type { LoginInput } from './auth.service.js';

const MFA_SENT =
  "Ti abbiamo inviato un codice di verifica all'indirizzo e-mail di registrazione. Se non lo trovi, controlla anche nella cartella spam.";
/** After too many wrong passwords on the account (decision 0021): the same words whatever the password. */
const MFA_GUARDED =
  "Dopo troppi tentativi non riusciti, per accedere serve anche un codice: se e-mail e password sono corrette, te l'abbiamo inviato all'indirizzo di registrazione. Se non lo trovi, controlla anche nella cartella spam.";

/** The form fields, spec names first; empty credentials get the login form's own messages. */
function loginInput(form: z.infer<typeof loginForm>): LoginInput {
  const login = (form.login ?? form.email ?? '').trim();
  const password = form.password ?? '';
  if (login === '') throw new AppError('VALIDATION_ERROR', FIELD_MESSAGES.loginEmail, { field: 'login' });
  if (password === '')
    throw new AppError('VALIDATION_ERROR', FIELD_MESSAGES.loginPassword, { field: 'password' });
  return {
    login,
    password,
    rememberMe: formFlag(form.remember_me ?? form.rememberMe),
    mfaPin: form.mfa_pin ?? form.mfaPin,
    resendMfaPin: formFlag(form.resend_mfa_pin ?? form.resendMfaPin),
  };
}

/**
 * The anti-bot check of the credentials step (decision 0015). The code step is exempt (spec) only
 * for the attempt that passed the credentials step: a code was sent to this session for this very
 * e-mail, which needs the right password and a checked token. An `mfa_pin` sent by anyone else,
 * or for another account, skips nothing.
 */
async function checkAntibot(ctx: AccountsContext, req: FastifyRequest, input: LoginInput, token?: string) {
  if (!ctx.antibot) return;
  const codeStep = input.mfaPin !== undefined || input.resendMfaPin;
  if (
    codeStep &&
    req.session &&
    (await hasOpenChallenge(ctx.db, req.session.id, normalizeLogin(input.login)))
  )
    return;
  const verdict = token ? await ctx.antibot.verify(token, req.ip, req.log) : 'refused';
  if (verdict === 'refused') throw new AppError('ANTIBOT_FAILED');
}

export function authRoutes(ctx: AccountsContext): FastifyPluginAsyncZod {
  const tags = ['account'];

  const authData = async (req: FastifyRequest): Promise<AuthData> => {
    if (!req.user) return { user: ANONYMOUS_USER, cartId: null };
    const user = await ctx.auth.accountUser(ctx.db, req.user.userId);
    if (!user) return { user: ANONYMOUS_USER, cartId: null };
    const [roles, cartId] = await Promise.all([ctx.staffRoles(ctx.db, user.userId), ctx.cartIdOf(user.userId)]);
    return { user: roles.length > 0 ? { ...user, roles } : user, cartId };
  };

  return async (app) => {
    app.post(
      '/auth/login',
      {
        schema: {
          tags,
          summary: 'Accesso (form); status 4: serve il codice inviato via e-mail',
          body: loginForm,
          querystring: loginQuery,
          response: { 200: responses.login },
        },
        config: { allowStaleSession: true },
        logLevel: 'warn',
      },
      async (req, reply) => {
        const input = loginInput(req.body);
        await checkAntibot(ctx, req, input, req.query.token_recaptcha ?? req.body.token);
        const outcome = await ctx.auth.login(ctx.db, input, {
          ...ctx.meta(req),
          session: req.session,
        });
        if (outcome.kind === 'mfa') {
          if (outcome.issued) startSession(req, reply, outcome.issued, null);
          return codeStepAnswer(outcome.resendAfterSeconds, outcome.guarded ? MFA_GUARDED : MFA_SENT);
        }
        startSession(req, reply, outcome.issued, sessionUserOf(outcome.user));
        const warnings = outcome.cartCapped
          ? [{ code: 'CART_MERGE_CAPPED', message: ERROR_MESSAGES.CART_MERGE_CAPPED }]
          : [];
        return ok(await authData(req), { warnings });
      },
    );

    app.post(
      '/auth/logout',
      {
        schema: { tags, summary: 'Uscita', response: { 200: responses.auth } },
        config: { allowStaleSession: true },
      },
      async (req, reply) => {
        await ctx.auth.logout(ctx.db, req.session);
        endSession(req, reply);
        return ok({ user: ANONYMOUS_USER, cartId: null });
      },
    );

    app.get(
      '/auth/login-options',
      {
        schema: {
          tags,
          summary: 'Accessi esterni offerti (Google, Facebook, SAML) e chiave anti-robot del login',
          response: { 200: responses.loginOptions },
        },
      },
      async () => ok(ctx.loginOptions),
    );

    app.get(
      '/auth/test',
      {
        schema: {
          tags,
          summary: 'Utente della sessione (userId -1 per i visitatori)',
          response: { 200: responses.auth },
        },
      },
      async (req) => ok(await authData(req)),
    );
  };
}
