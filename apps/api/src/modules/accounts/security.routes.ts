import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/transaction.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../lib/app-error.js';
import { requireUser } from '../../http/auth-guards.js';
import { endSession } from '../../http/session.js';
import type { AccountsContext } from './accounts.context.js';
import { b, q, responses } from './accounts.schemas.js';

const info = (code: string, message: string) => ({ infos: [{ code, message }] });
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '10 minutes' } });

/**
 * Credentials, two-step login and account deletion. The spec makes several of these GET calls;
 * they change state, so they carry the same CSRF check as a POST (route config `csrf`).
 */
export function securityRoutes(ctx: AccountsContext): FastifyPluginAsyncZod {
  const tags = ['sicurezza'];
  const { credentials, anonymize } = ctx;
  return async (app) => {
    app.get(
      '/registration/update_password',
      {
        schema: {
          tags,
          summary: 'Cambio password (chiude le altre sessioni)',
          querystring: q.updatePassword,
          response: { 200: responses.none },
        },
        config: { csrf: true },
        logLevel: 'warn',
      },
      async (req) => {
        const user = requireUser(req);
        const { old_password, new_password } = req.query;
        const hash = await credentials.preparePasswordChange(ctx.db, user.userId, old_password, new_password, req.ip);
        await inTransaction(ctx.db, (tx) => credentials.updatePassword(tx, user.userId, req.session!.id, hash));
        return ok(
          null,
          info('PASSWORD_UPDATED', 'Password aggiornata. Le altre sessioni sono state chiuse.'),
        );
      },
    );

    app.get(
      '/registration/update_email_request',
      {
        schema: {
          tags,
          summary: "Richiesta di cambio dell'indirizzo e-mail",
          querystring: q.newEmail,
          response: { 200: responses.none },
        },
        config: { csrf: true },
      },
      async (req) => {
        const { userId } = requireUser(req);
        await inTransaction(ctx.db, (tx) =>
          credentials.requestEmailChange(tx, userId, req.query.new_email, ctx.origin(req)),
        );
        return ok(
          null,
          info(
            'EMAIL_CHANGE_SENT',
            "Ti abbiamo inviato un'e-mail al nuovo indirizzo: apri il link per confermare la modifica.",
          ),
        );
      },
    );

    app.get(
      '/registration/update_email',
      {
        schema: {
          tags,
          summary: 'Conferma del nuovo indirizzo e-mail (chiude tutte le sessioni)',
          querystring: q.token,
          response: { 200: responses.none },
        },
        config: { ...perIp(20), csrf: true, allowStaleSession: true },
      },
      async (req, reply) => {
        const userId = await inTransaction(ctx.db, (tx) => credentials.confirmEmailChange(tx, req.query.token));
        if (req.session?.userId === userId) endSession(req, reply);
        return ok(
          null,
          info('EMAIL_UPDATED', 'Indirizzo e-mail aggiornato. Accedi di nuovo con il nuovo indirizzo.'),
        );
      },
    );

    app.post(
      '/registration/update_username',
      {
        schema: {
          tags,
          summary: 'Nome utente (è l’e-mail: non modificabile)',
          body: b.username,
          response: { 200: responses.none },
        },
      },
      async (req) => {
        await credentials.updateUsername(ctx.db, requireUser(req).userId, req.body.username);
        return ok(null);
      },
    );

    app.get(
      '/registration/mfa_enabled',
      {
        schema: {
          tags,
          summary: 'Verifica in due passaggi attiva?',
          response: { 200: responses.mfaEnabled },
        },
      },
      async (req) => {
        const detail = await ctx.profile.detail(ctx.db, requireUser(req).userId);
        return ok({ enabled: detail.mfaEnabled });
      },
    );

    app.post(
      '/registration/update_mfa',
      {
        schema: {
          tags,
          summary: 'Attiva o disattiva la verifica in due passaggi',
          body: b.mfa,
          response: { 200: responses.mfaEnabled },
        },
      },
      async (req) => {
        const { userId } = requireUser(req);
        await inTransaction(ctx.db, (tx) => credentials.setMfa(tx, userId, req.body.enabled));
        return ok({ enabled: req.body.enabled });
      },
    );

    app.get(
      '/registration/anonymize_token_request',
      {
        schema: { tags, summary: 'Codice per cancellare l’account', response: { 200: responses.none } },
        config: { csrf: true },
      },
      async (req) => {
        const { userId } = requireUser(req);
        await inTransaction(ctx.db, (tx) => anonymize.requestToken(tx, userId, ctx.origin(req)));
        return ok(
          null,
          info(
            'ANONYMIZE_TOKEN_SENT',
            "Ti abbiamo inviato un'e-mail con il codice per confermare la cancellazione dell'account.",
          ),
        );
      },
    );

    app.get(
      '/registration/anonymize_token_check',
      {
        schema: {
          tags,
          summary: 'Verifica del codice di cancellazione',
          querystring: q.anonymizeCheck,
          response: { 200: responses.valid },
        },
        config: { ...perIp(20), csrf: true },
      },
      async (req) => {
        await anonymize.checkToken(ctx.db, req.query.login, req.query.token);
        return ok({ valid: true as const });
      },
    );

    app.get(
      '/registration/user_anonymize',
      {
        schema: {
          tags,
          summary: "Cancellazione dei dati personali dell'account",
          querystring: q.anonymize,
          response: { 200: responses.none },
        },
        config: { csrf: true },
      },
      async (req, reply) => {
        const user = requireUser(req);
        if (!req.query.mfa_token)
          throw new AppError('VALIDATION_ERROR', 'Inserisci il codice di conferma ricevuto via e-mail.', {
            field: 'mfa_token',
          });
        const token = req.query.mfa_token;
        await inTransaction(ctx.db, (tx) => anonymize.anonymize(tx, user.userId, token));
        endSession(req, reply);
        return ok(
          null,
          info('ACCOUNT_ANONYMIZED', 'Il tuo account e i tuoi dati personali sono stati cancellati.'),
        );
      },
    );
  };
}
