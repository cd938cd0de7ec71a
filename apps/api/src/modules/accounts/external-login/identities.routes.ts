import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteIdentitySchema, envelopeSchema, userIdentitiesSchema } from '@spesa/domain';
import { inTransaction } from '../../../db/transaction.js';
import { ok } from '../../../http/envelope.js';
import { requireUser } from '../../../http/auth-guards.js';
import type { AccountsContext } from '../accounts.context.js';

/** The Google, Facebook and SAML logins linked to the logged-in account ("Accessi collegati"). */
export function identitiesRoutes(ctx: AccountsContext): FastifyPluginAsyncZod {
  const tags = ['sicurezza'];
  const { identities } = ctx.externalLogin;
  // data is null on a refusal: the schema must let the error envelope through too.
  const response = { 200: envelopeSchema(userIdentitiesSchema.nullable()) };
  return async (app) => {
    app.get(
      '/registration/user-identities',
      { schema: { tags, summary: 'Accessi collegati (Google, Facebook, SAML)', response } },
      async (req) => ok(await identities.list(ctx.db, requireUser(req).userId)),
    );

    app.post(
      '/registration/delete-identity',
      {
        schema: {
          tags,
          summary: 'Scollega un accesso (rifiutato se è l’ultimo modo di entrare)',
          body: deleteIdentitySchema,
          response,
        },
      },
      async (req) => {
        const { userId } = requireUser(req);
        return ok(await inTransaction(ctx.db, (tx) => identities.remove(tx, userId, req.body.provider)));
      },
    );
  };
}
