import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_STORE, insertPersonFiscalSchema, updateDisclaimersSchema } from '@spesa/domain';
import { invoiceHoldersOf } from './invoice-holders.js';
import { ok } from '../../http/envelope.js';
import { requireUser } from '../../http/auth-guards.js';
import type { AccountsContext } from './accounts.context.js';
import { q, responses } from './accounts.schemas.js';
import { DEFAULT_MODULE_TYPE_ID } from './disclaimers.service.js';

/** Fiscal persons (invoice holders) and registration disclaimers (spec section 7). */
export function consentsRoutes(ctx: AccountsContext): FastifyPluginAsyncZod {
  const { db, disclaimers, fiscalPersons } = ctx;
  return async (app) => {
    const fTags = ['intestatari fattura'];
    app.get(
      '/user-person-fiscal/list',
      {
        schema: {
          tags: fTags,
          summary: 'Intestatari di fattura',
          response: { 200: responses.personFiscals },
        },
      },
      async (req) => ok({ personFiscals: await fiscalPersons.list(db, requireUser(req).userId) }),
    );
    app.get(
      '/user-person-fiscal/invoice-holders',
      {
        schema: {
          tags: fTags,
          summary: "A chi può essere intestata la fattura (dati di fatturazione dell'account e intestatari)",
          response: { 200: responses.invoiceHolders },
        },
      },
      async (req) => ok({ invoiceHolders: await invoiceHoldersOf(db, requireUser(req).userId) }),
    );
    app.post(
      '/user-person-fiscal/insert-billing-address',
      {
        schema: {
          tags: fTags,
          summary: 'Nuovo intestatario di fattura',
          body: insertPersonFiscalSchema,
          response: { 200: responses.personFiscals },
        },
      },
      async (req) => ok({ personFiscals: await fiscalPersons.insert(db, requireUser(req).userId, req.body) }),
    );
    app.get(
      '/user-person-fiscal/delete-person-fiscal',
      {
        schema: {
          tags: fTags,
          summary: 'Elimina un intestatario',
          querystring: q.personFiscalId,
          response: { 200: responses.personFiscals },
        },
        config: { csrf: true },
      },
      async (req) =>
        ok({
          personFiscals: await fiscalPersons.delete(db, requireUser(req).userId, req.query.person_fiscal_id),
        }),
    );

    const dTags = ['consensi'];
    app.get(
      '/registration-disclaimer/list',
      {
        schema: {
          tags: dTags,
          summary: 'Consensi da mostrare',
          querystring: q.disclaimers,
          response: { 200: responses.disclaimers },
        },
      },
      async (req) =>
        ok({
          registrationDisclaimers: await disclaimers.list(
            db,
            req.query.store_id,
            req.query.registration_module_type_id,
          ),
        }),
    );
    app.get(
      '/user-registration-disclaimer/list-by-type',
      {
        schema: {
          tags: dTags,
          summary: 'Consensi del cliente',
          querystring: q.disclaimers,
          response: { 200: responses.userDisclaimers },
        },
      },
      async (req) =>
        ok({
          registrationDisclaimers: await disclaimers.listForUser(
            db,
            requireUser(req).userId,
            req.query.store_id,
            req.query.registration_module_type_id,
          ),
        }),
    );
    app.get(
      '/registration-disclaimer/check-disclaimer',
      {
        schema: {
          tags: dTags,
          summary: 'Consensi obbligatori mancanti',
          querystring: q.disclaimers,
          response: { 200: responses.checkDisclaimers },
        },
      },
      async (req) =>
        ok(
          await disclaimers.check(
            db,
            requireUser(req).userId,
            req.query.store_id,
            req.query.registration_module_type_id,
          ),
        ),
    );
    app.post(
      '/registration-disclaimer/update-disclaimer',
      {
        schema: {
          tags: dTags,
          summary: 'Registra le scelte sui consensi',
          body: updateDisclaimersSchema,
          response: { 200: responses.userDisclaimers },
        },
      },
      async (req) => {
        const userId = requireUser(req).userId;
        await disclaimers.update(db, userId, req.body.disclaimers);
        return ok({
          registrationDisclaimers: await disclaimers.listForUser(
            db,
            userId,
            DEFAULT_STORE.storeId,
            DEFAULT_MODULE_TYPE_ID,
          ),
        });
      },
    );
  };
}
