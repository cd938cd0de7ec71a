import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  noteAddSchema,
  noteListBodySchema,
  noteUpdateSchema,
  orderFilterQuerySchema,
  orderIdQuerySchema,
  orderListQuerySchema,
  orderListSchema,
  orderNoteSchema,
  orderNotesSchema,
  orderSchema,
  orderViewQuerySchema,
  orderReserveQuerySchema,
  parkingReservationSchema,
  ERROR_MESSAGES,
  tokenOrderViewQuerySchema,
} from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { ok } from '../../http/envelope.js';
import { requireUser } from '../../http/auth-guards.js';
import type { ShopperOrdersService } from './shopper-orders.service.js';

/**
 * The shopper's order calls (spec section 7 "Orders", decision 0044). show_replaced is accepted
 * and changes nothing: a modified order keeps its id (order/modify), so no order is ever replaced.
 */
export function shopperOrderRoutes(db: Db, orders: ShopperOrdersService): FastifyPluginAsyncZod {
  const tags = ['ordini'];
  const one = { 200: envelopeSchema(orderSchema.nullable()) };
  const list = { 200: envelopeSchema(orderListSchema.nullable()) };
  return async (app) => {
    app.get(
      '/order/list',
      {
        schema: {
          tags,
          summary: 'I miei ordini, 12 per pagina',
          querystring: orderListQuerySchema,
          response: list,
        },
      },
      async (req) => ok(await orders.list(db, requireUser(req).userId, req.query)),
    );
    for (const path of ['/order/list-for-all-user-shipping-addresses', '/order/list-for-all-person-orders'])
      app.get(
        path,
        {
          schema: {
            tags,
            summary: 'I miei ordini, con i filtri',
            querystring: orderFilterQuerySchema,
            response: list,
          },
        },
        async (req) => ok(await orders.listFiltered(db, requireUser(req).userId, req.query)),
      );
    app.get(
      '/order/view',
      {
        schema: {
          tags,
          summary: 'Il dettaglio di un ordine',
          querystring: orderViewQuerySchema,
          response: one,
        },
      },
      async (req) => ok(await orders.view(db, requireUser(req).userId, req.query.order_id)),
    );
    app.get(
      '/token-order/view',
      {
        schema: {
          tags,
          summary: "Il dettaglio di un ordine dal link dell'e-mail (senza accesso)",
          querystring: tokenOrderViewQuerySchema,
          response: one,
        },
      },
      async (req) => ok(await orders.viewByToken(db, req.query.order_id, req.query.access_token)),
    );
    app.post(
      '/order/delete',
      { schema: { tags, summary: "Annulla l'ordine", querystring: orderIdQuerySchema, response: one } },
      async (req) => {
        const { order, message } = await orders.cancel(db, requireUser(req).userId, req.query.order_id);
        return ok(order, { infos: [{ code: 'ORDER_CANCELLED', message }] });
      },
    );
    app.get(
      '/order/list-retry-payment',
      {
        schema: {
          tags,
          summary: 'Gli ordini da pagare di nuovo (pagamento rifiutato o non concluso)',
          response: { 200: envelopeSchema(z.object({ orders: z.array(orderSchema) }).nullable()) },
        },
      },
      async (req) => ok({ orders: await orders.retryPaymentList(db, requireUser(req).userId) }),
    );

    app.post(
      '/order/reserve',
      {
        schema: {
          tags,
          summary: 'Prenota il parcheggio per il ritiro',
          querystring: orderReserveQuerySchema,
          response: { 200: envelopeSchema(z.object({ reservation: parkingReservationSchema }).nullable()) },
        },
      },
      async (req) => {
        const { order_id, distance, reservation_info } = req.query;
        const reservation = await orders.reserveParking(
          db,
          requireUser(req).userId,
          order_id,
          distance,
          reservation_info ?? null,
        );
        return ok(
          { reservation },
          { infos: [{ code: 'PARKING_RESERVED', message: ERROR_MESSAGES.PARKING_RESERVED }] },
        );
      },
    );

    const noteTags = ['note ordine'];
    const note = { 200: envelopeSchema(z.object({ note: orderNoteSchema }).nullable()) };
    app.post(
      '/note/order/add',
      {
        schema: {
          tags: noteTags,
          summary: "Aggiunge una nota all'ordine",
          body: noteAddSchema,
          response: note,
        },
      },
      async (req) =>
        ok({ note: await orders.addNote(db, requireUser(req).userId, req.body.orderId, req.body.note) }),
    );
    app.post(
      '/note/order/update',
      { schema: { tags: noteTags, summary: 'Modifica una nota', body: noteUpdateSchema, response: note } },
      async (req) =>
        ok({
          note: await orders.updateNote(
            db,
            requireUser(req).userId,
            req.body.orderId,
            req.body.noteId,
            req.body.note,
          ),
        }),
    );
    for (const path of ['/note/list', '/note/list/'])
      app.post(
        path,
        {
          schema: {
            tags: noteTags,
            summary: "Le note dell'ordine",
            body: noteListBodySchema,
            response: { 200: envelopeSchema(orderNotesSchema.nullable()) },
          },
        },
        async (req) => ok({ notes: await orders.notes(db, requireUser(req).userId, req.body.orderId) }),
      );
  };
}
