import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartSchema, envelopeSchema } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import type { CartService } from './cart.service.js';

const NOT_LOGGED_IN_MESSAGE = "E' necessario autenticarsi per visualizzare il carrello";

const viewQuery = z.object({ show_sectors: z.string().max(10).optional() });

/** The cart calls (storefront spec "Cart and checkout"); only cart/view so far. */
export function cartRoutes({ db, carts }: { db: Db; carts: CartService }): FastifyPluginAsyncZod {
  const tags = ['carrello'];
  return async (app) => {
    app.get(
      '/cart/view',
      {
        schema: {
          tags,
          summary: 'Il carrello del cliente (servizio, indirizzo, negozio, fascia oraria)',
          querystring: viewQuery,
          response: { 200: envelopeSchema(cartSchema.nullable()) },
        },
      },
      async (req) => {
        // Spec section 6: a visitor must log in to see the cart.
        if (!req.user) throw new AppError('NOT_LOGGED_IN', NOT_LOGGED_IN_MESSAGE);
        return ok(await carts.view(db, req.user.userId));
      },
    );
  };
}
