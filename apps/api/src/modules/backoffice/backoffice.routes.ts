import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerListSchema,
  envelopeSchema,
  listUserQuerySchema,
  selectUserQuerySchema,
  staffActionListSchema,
  staffActionsQuerySchema,
} from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { ok } from '../../http/envelope.js';
import { requireBackoffice } from '../../http/auth-guards.js';
import type { BackofficeService } from './backoffice.service.js';

const actingForSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/**
 * The staff's customer search and acting for a customer (spec section 7 "Backoffice", decision
 * 0122). Every call needs a backoffice session (backoffice-access/sso-login): a customer gets
 * STAFF_ONLY, staff logged in the ordinary way BACKOFFICE_LOGIN_REQUIRED.
 */
export function backofficeRoutes(db: Db, service: BackofficeService): FastifyPluginAsyncZod {
  const tags = ['personale'];
  return async (app) => {
    app.get(
      '/user-search/list_user',
      {
        schema: {
          tags,
          summary: 'Ricerca dei clienti (nome, e-mail, telefono, codice fiscale, carta; codice interno)',
          querystring: listUserQuerySchema,
          response: { 200: envelopeSchema(customerListSchema.nullable()) },
        },
      },
      async (req) => ok(await service.listUsers(db, requireBackoffice(req).staff, req.query)),
    );

    app.get(
      '/user-search/select_user',
      {
        schema: {
          tags,
          summary: 'Opera per conto del cliente (carrello, indirizzi, liste, ordini, pagamento)',
          querystring: selectUserQuerySchema,
          response: { 200: envelopeSchema(actingForSchema.nullable()) },
        },
        // It changes the session: the same CSRF check as a POST.
        config: { csrf: true },
      },
      async (req) => {
        const { staff, actingFor } = requireBackoffice(req);
        const sessionId = req.session!.id;
        const customer = await inTransaction(db, (tx) =>
          service.selectUser(tx, sessionId, staff, req.query.user_id, actingFor !== null),
        );
        return ok(customer);
      },
    );

    app.post(
      '/user-search/unselect_user',
      {
        schema: {
          tags,
          summary: 'Termina: smette di operare per conto del cliente',
          response: { 200: envelopeSchema(z.object({ ended: z.boolean() }).nullable()) },
        },
      },
      async (req) => {
        requireBackoffice(req);
        return ok({ ended: await service.endActing(db, req.session!.id) });
      },
    );

    app.get(
      '/user-search/actions',
      {
        schema: {
          tags,
          summary: 'Le operazioni fatte per conto del cliente dal personale',
          querystring: staffActionsQuerySchema,
          response: { 200: envelopeSchema(staffActionListSchema.nullable()) },
        },
      },
      async (req) =>
        ok(
          await service.actions(
            db,
            requireBackoffice(req).staff,
            req.query.user_id,
            req.query.page,
            req.query.page_size,
          ),
        ),
    );
  };
}
