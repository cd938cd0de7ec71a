import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  orderIdQuerySchema,
  orderSchema,
  staffMoveQuerySchema,
  staffOrderListQuerySchema,
  staffPrepareSchema,
} from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { ok } from '../../http/envelope.js';
import { requireStaff } from '../../http/auth-guards.js';
import type { PickingService } from './picking.service.js';

/**
 * The staff's picking calls under /staff (decision 0045); every one starts with requireStaff and
 * sees only the orders of the staff member's stores (decision 0058).
 */
export function staffOrderRoutes(db: Db, picking: PickingService): FastifyPluginAsyncZod {
  const tags = ['personale'];
  const one = { 200: envelopeSchema(orderSchema.nullable()) };
  return async (app) => {
    app.get(
      '/staff/order/list',
      {
        schema: {
          tags,
          summary: 'Gli ordini di un punto vendita per un giorno (e una fascia)',
          querystring: staffOrderListQuerySchema,
          response: { 200: envelopeSchema(z.object({ orders: z.array(orderSchema) }).nullable()) },
        },
      },
      async (req) => {
        const { userId } = requireStaff(req);
        const { store_id, date, timeslot_id, status } = req.query;
        const statuses = status?.split(',').map(Number);
        return ok({ orders: await picking.list(db, userId, store_id, date, timeslot_id, statuses) });
      },
    );
    app.post(
      '/staff/order/take-in-charge',
      {
        schema: {
          tags,
          summary: "Prende in carico l'ordine",
          querystring: orderIdQuerySchema,
          response: one,
        },
      },
      async (req) => ok(await picking.takeInCharge(db, requireStaff(req).userId, req.query.order_id)),
    );
    app.post(
      '/staff/order/prepare',
      {
        schema: {
          tags,
          summary: 'Registra le quantità e i pesi preparati',
          body: staffPrepareSchema,
          response: one,
        },
      },
      async (req) => ok(await picking.prepare(db, requireStaff(req).userId, req.body)),
    );
    app.post(
      '/staff/order/ready',
      {
        schema: {
          tags,
          summary: "Ordine pronto: addebita l'importo preparato e sblocca il resto",
          querystring: orderIdQuerySchema,
          response: one,
        },
      },
      async (req) => ok(await picking.ready(db, requireStaff(req).userId, req.query.order_id)),
    );
    app.post(
      '/staff/order/status',
      {
        schema: {
          tags,
          summary: 'In consegna, consegnato, non ritirato, ...',
          querystring: staffMoveQuerySchema,
          response: one,
        },
      },
      async (req) =>
        ok(await picking.move(db, requireStaff(req).userId, req.query.order_id, req.query.order_status_id)),
    );
  };
}
