import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { requireUser } from '../../http/auth-guards.js';
import type { DeliveryContext } from './delivery.context.js';
import { q, responses } from './delivery.schemas.js';

/** Timeslots of the cart's store and service (spec "Timeslots"). */
export function timeslotRoutes(ctx: DeliveryContext): FastifyPluginAsyncZod {
  const tags = ['consegna'];
  const { db, timeslots } = ctx;
  return async (app) => {
    // A visitor gets the not-logged-in status with data.user.userId -1 (spec section 6).
    app.get(
      '/timeslot/list',
      {
        schema: {
          tags,
          summary: 'Fasce orarie dei prossimi 14 giorni',
          querystring: q.timeslotList,
          response: { 200: responses.timeslots },
        },
      },
      async (req) =>
        ok(
          await timeslots.list(db, req.user?.userId ?? null, {
            showClosed: req.query['show-closed'] ?? false,
          }),
        ),
    );

    app.get(
      '/timeslot/select',
      {
        schema: {
          tags,
          summary: 'Sceglie la fascia oraria del carrello',
          querystring: q.timeslotSelect,
          response: { 200: responses.cartDelivery },
        },
        config: { csrf: true },
      },
      async (req) => {
        const userId = requireUser(req).userId;
        await timeslots.select(db, userId, req.query.sel_date, req.query.timeslot_id);
        return ok(await ctx.cartDelivery(userId));
      },
    );
  };
}
