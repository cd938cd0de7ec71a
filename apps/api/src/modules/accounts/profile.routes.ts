import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingAddressSchema, updateContactSchema, updateUserDetailSchema } from '@spesa/domain';
import { ok } from '../../http/envelope.js';
import { requireSelf, requireUser } from '../../http/auth-guards.js';
import type { AccountsContext } from './accounts.context.js';
import { b, q, responses } from './accounts.schemas.js';

/** The logged-in customer's own data (spec "Registration and user", customer-lifetime). */
export function profileRoutes(ctx: AccountsContext): FastifyPluginAsyncZod {
  const tags = ['profilo'];
  const { db, profile } = ctx;
  const detail = { 200: responses.userDetail };
  const assistance = { 200: responses.enabled };
  return async (app) => {
    app.get(
      '/registration/user_detail',
      { schema: { tags, summary: 'Dati del cliente', response: detail } },
      async (req) => ok(await profile.detail(db, requireUser(req).userId)),
    );

    app.post(
      '/registration/update_user_detail',
      {
        schema: {
          tags,
          summary: 'Aggiorna i dati anagrafici',
          body: updateUserDetailSchema,
          response: detail,
        },
      },
      async (req) => ok(await profile.updateDetail(db, requireUser(req).userId, req.body)),
    );

    app.post(
      '/registration/update_person_info',
      { schema: { tags, summary: 'Aggiorna un dato personale', body: b.personInfo, response: detail } },
      async (req) =>
        ok(
          await profile.updatePersonInfo(
            db,
            requireUser(req).userId,
            req.body.personInfoTypeId,
            req.body.value,
          ),
        ),
    );

    app.post(
      '/registration/update_billing_address',
      {
        schema: {
          tags,
          summary: 'Aggiorna i dati di fatturazione',
          body: billingAddressSchema,
          response: detail,
        },
      },
      async (req) => ok(await profile.updateBillingAddress(db, requireUser(req).userId, req.body)),
    );

    app.post(
      '/registration/update_contact',
      { schema: { tags, summary: 'Aggiorna i recapiti', body: updateContactSchema, response: detail } },
      async (req) => ok(await profile.updateContact(db, requireUser(req).userId, req.body)),
    );

    // "Consenti all'assistenza clienti di operare sul mio account" (decision 0122). Changing it is
    // refused while staff act for the customer (a consent is the customer's own).
    app.get(
      '/registration/staff_assistance',
      { schema: { tags, summary: "L'assistenza clienti può operare sull'account?", response: assistance } },
      async (req) => ok({ enabled: await profile.staffAssistance(db, requireUser(req).userId) }),
    );

    app.post(
      '/registration/update_staff_assistance',
      {
        schema: {
          tags,
          summary: "Consenti all'assistenza clienti di operare sul mio account",
          body: b.staffAssistance,
          response: assistance,
        },
      },
      async (req) =>
        ok({ enabled: await profile.setStaffAssistance(db, requireUser(req).userId, req.body.enabled) }),
    );

    app.post(
      '/customer-lifetime/user_info',
      {
        schema: {
          tags,
          summary: 'Riepilogo cliente (punti CAMI, ordini)',
          querystring: q.userId,
          response: { 200: responses.lifetime },
        },
      },
      async (req) => ok(await profile.lifetime(db, requireSelf(req, req.query.userId).userId)),
    );
  };
}
