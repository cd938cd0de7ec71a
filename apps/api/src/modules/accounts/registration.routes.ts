import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerUserSchema } from '@spesa/domain';
import { inTransaction } from '../../db/transaction.js';
import { ok } from '../../http/envelope.js';
import { startSession } from '../../http/session.js';
import type { AccountsContext } from './accounts.context.js';
import { q, responses } from './accounts.schemas.js';

const info = (code: string, message: string) => ({ infos: [{ code, message }] });
/** Per-IP limits (in-memory, decision 0006) on calls that send e-mail or test codes. */
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '10 minutes' } });

const RESET_SENT =
  "Se i dati inseriti corrispondono a un account, riceverai un'e-mail con le istruzioni per reimpostare la password.";
const REGISTERED_LOGGED_IN = 'Registrazione completata: hai già effettuato l’accesso.';
const RESEND_SENT =
  "Se l'indirizzo è registrato e non ancora confermato, ti abbiamo inviato una nuova e-mail di conferma.";

/** Calls a visitor makes: sign-up, confirmation, forgotten password (spec "Registration and user"). */
export function registrationRoutes(ctx: AccountsContext): FastifyPluginAsyncZod {
  const tags = ['registrazione'];
  return async (app) => {
    app.post(
      '/registration/register_user',
      {
        schema: {
          tags,
          summary: 'Registrazione (con o senza carta fedeltà)',
          body: registerUserSchema,
          response: { 200: responses.registered },
        },
        config: { ...perIp(10), allowStaleSession: true },
        logLevel: 'warn',
      },
      async (req, reply) => {
        const prepared = await ctx.registration.prepare(req.body);
        const client = { ...ctx.meta(req), session: req.session };
        const { userId, email, userTypeId, issued } = await inTransaction(ctx.db, (tx) =>
          ctx.registration.register(tx, prepared, ctx.origin(req), client),
        );
        if (issued) {
          // A provider verified the address (decision 0014): confirmed and logged in at once.
          // Registration makes customers only: staff roles are given by the shop.
          startSession(req, reply, issued, { userId, email, userTypeId, staff: false });
          return ok(
            { userId, email, confirmationRequired: false },
            info('REGISTRATION_DONE', REGISTERED_LOGGED_IN),
          );
        }
        const message = `Registrazione completata. Ti abbiamo inviato un'e-mail a ${email} per confermare l'indirizzo: il link vale 48 ore.`;
        return ok({ userId, email, confirmationRequired: true }, info('REGISTRATION_CONFIRM_SENT', message));
      },
    );

    // Checks of single wizard steps (decision 0040): the same answers register_user gives at the
    // end, under the same per-IP limit, so that they tell nothing more about who has an account.
    app.get(
      '/registration/check_card',
      {
        schema: {
          tags,
          summary: 'Verifica di carta fedeltà e codice fiscale (passo della registrazione)',
          querystring: q.checkCard,
          response: { 200: responses.valid },
        },
        config: { ...perIp(10), allowStaleSession: true },
      },
      async (req) => {
        await ctx.registration.checkCard(ctx.db, req.query.card_code, req.query.fiscal_code);
        return ok({ valid: true as const });
      },
    );

    app.get(
      '/registration/check_email',
      {
        schema: {
          tags,
          summary: "Verifica che l'e-mail non sia già registrata (passo della registrazione)",
          querystring: q.email,
          response: { 200: responses.valid },
        },
        config: { ...perIp(10), allowStaleSession: true },
      },
      async (req) => {
        await ctx.registration.checkEmail(ctx.db, req.query.e_mail);
        return ok({ valid: true as const });
      },
    );

    app.get(
      '/registration/registration_confirm',
      {
        schema: {
          tags,
          summary: "Conferma dell'indirizzo e-mail",
          querystring: q.confirm,
          response: { 200: responses.none },
        },
        config: { ...perIp(20), csrf: true, allowStaleSession: true },
      },
      async (req) => {
        await inTransaction(ctx.db, (tx) =>
          ctx.registration.confirm(tx, req.query.e_mail, req.query.reg_control_code),
        );
        return ok(null, info('REGISTRATION_CONFIRMED', 'Indirizzo e-mail confermato: ora puoi accedere.'));
      },
    );

    app.get(
      '/registration/registration_resend_email',
      {
        schema: {
          tags,
          summary: "Nuovo invio dell'e-mail di conferma",
          querystring: q.email,
          response: { 200: responses.none },
        },
        config: { ...perIp(10), csrf: true, allowStaleSession: true },
      },
      async (req) => {
        await inTransaction(ctx.db, (tx) =>
          ctx.registration.resendConfirmation(tx, req.query.e_mail, ctx.origin(req)),
        );
        return ok(null, info('REGISTRATION_CONFIRM_RESENT', RESEND_SENT));
      },
    );

    app.get(
      '/registration/password_reset_token_request',
      {
        schema: {
          tags,
          summary: 'Richiesta del link per reimpostare la password',
          querystring: q.resetRequest,
          response: { 200: responses.none },
        },
        config: { ...perIp(10), csrf: true, allowStaleSession: true },
      },
      async (req) => {
        const { e_mail, login, fiscal_code } = req.query;
        await inTransaction(ctx.db, (tx) =>
          ctx.passwordReset.request(tx, { email: e_mail, login }, fiscal_code, ctx.origin(req)),
        );
        return ok(null, info('PASSWORD_RESET_SENT', RESET_SENT));
      },
    );

    app.get(
      '/registration/password_reset_token_check',
      {
        schema: {
          tags,
          summary: 'Verifica del link per reimpostare la password',
          querystring: q.resetCheck,
          response: { 200: responses.valid },
        },
        config: { ...perIp(20), csrf: true, allowStaleSession: true },
      },
      async (req) => {
        await ctx.passwordReset.check(ctx.db,
          { email: req.query.e_mail, login: req.query.login },
          req.query.reset_token,
        );
        return ok({ valid: true as const });
      },
    );

    // GET with the password in the query, as the spec has it: the route logs at warn only, so
    // the URL (and the password in it) never reaches the request log.
    app.get(
      '/registration/password_reset',
      {
        schema: { tags, summary: 'Nuova password', querystring: q.reset, response: { 200: responses.none } },
        config: { ...perIp(20), csrf: true, allowStaleSession: true },
        logLevel: 'warn',
      },
      async (req) => {
        const id = { email: req.query.e_mail, login: req.query.login };
        const hash = await ctx.passwordReset.prepare(ctx.db, id, req.query.reset_token, req.query.password);
        await inTransaction(ctx.db, (tx) => ctx.passwordReset.reset(tx, id, req.query.reset_token, hash));
        return ok(
          null,
          info('PASSWORD_RESET_DONE', 'Password aggiornata: ora puoi accedere con la nuova password.'),
        );
      },
    );
  };
}
