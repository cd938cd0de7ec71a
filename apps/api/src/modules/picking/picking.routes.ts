import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  orderIdQuerySchema,
  orderPickingSchema,
  pickListSchema,
  pickScanQuerySchema,
  pickScanResultSchema,
  pickSubstituteQuerySchema,
  pickSubstitutesQuerySchema,
  pickSubstitutesSchema,
  substitutionAnswerQuerySchema,
} from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { ok } from '../../http/envelope.js';
import { requireStaff, requireUser } from '../../http/auth-guards.js';
import type { PickListService } from './pick-list.service.js';
import type { ScanningService } from './scanning.service.js';
import type { SubstitutionsService } from './substitutions.service.js';

/**
 * Picking in the store (decision 0123): the staff's pick list, scans and substitutes under
 * /staff/order (staff of the order's store only, decision 0058), and the shopper's answer.
 */
export function pickingRoutes(
  db: Db,
  s: { lists: PickListService; scanning: ScanningService; substitutions: SubstitutionsService },
): FastifyPluginAsyncZod {
  const staffTags = ['personale'];
  const list = { 200: envelopeSchema(pickListSchema.nullable()) };
  const shopper = { 200: envelopeSchema(orderPickingSchema.nullable()) };
  return async (app) => {
    app.get(
      '/staff/order/view',
      {
        schema: {
          tags: staffTags,
          summary:
            "La lista di preparazione dell'ordine: scelte del cliente, quantità prelevate, sostituzioni",
          querystring: orderIdQuerySchema,
          response: list,
        },
      },
      async (req) => ok(await s.lists.view(db, requireStaff(req).userId, req.query.order_id)),
    );
    app.post(
      '/staff/order/scan',
      {
        schema: {
          tags: staffTags,
          summary: "Scansione di un codice EAN/UPC o di un'etichetta della bilancia",
          querystring: pickScanQuerySchema,
          response: { 200: envelopeSchema(pickScanResultSchema.nullable()) },
        },
      },
      async (req) =>
        ok(await s.scanning.scan(db, requireStaff(req).userId, req.query.order_id, req.query.code)),
    );
    app.post(
      '/staff/order/scan-undo',
      {
        schema: {
          tags: staffTags,
          summary: "Annulla l'ultima scansione dell'ordine",
          querystring: orderIdQuerySchema,
          response: list,
        },
      },
      async (req) => ok(await s.scanning.undo(db, requireStaff(req).userId, req.query.order_id)),
    );
    app.get(
      '/staff/order/substitutes',
      {
        schema: {
          tags: staffTags,
          summary: 'I sostituti che si possono proporre per un articolo mancante',
          querystring: pickSubstitutesQuerySchema,
          response: { 200: envelopeSchema(pickSubstitutesSchema.nullable()) },
        },
      },
      async (req) =>
        ok(
          await s.substitutions.candidates(
            db,
            requireStaff(req).userId,
            req.query.order_id,
            req.query.item_id,
          ),
        ),
    );
    app.post(
      '/staff/order/substitute',
      {
        schema: {
          tags: staffTags,
          summary: 'Propone un sostituto al cliente (solo se accetta sostituzioni)',
          querystring: pickSubstituteQuerySchema,
          response: list,
        },
      },
      async (req) =>
        ok(
          await s.substitutions.propose(
            db,
            requireStaff(req).userId,
            req.query.order_id,
            req.query.item_id,
            req.query.product_id,
          ),
        ),
    );
    app.get(
      '/order/substitutions',
      {
        schema: {
          tags: ['ordini'],
          summary: 'Sostituzioni proposte e articoli non disponibili del mio ordine',
          querystring: orderIdQuerySchema,
          response: shopper,
        },
      },
      async (req) => ok(await s.substitutions.shopperView(db, requireUser(req).userId, req.query.order_id)),
    );
    app.post(
      '/order/substitution-answer',
      {
        schema: {
          tags: ['ordini'],
          summary: 'Accetta o rifiuta il sostituto proposto',
          querystring: substitutionAnswerQuerySchema,
          response: shopper,
        },
      },
      async (req) =>
        ok(
          await s.substitutions.answer(
            db,
            requireUser(req).userId,
            req.query.order_id,
            req.query.item_id,
            req.query.accept,
          ),
        ),
    );
  };
}
