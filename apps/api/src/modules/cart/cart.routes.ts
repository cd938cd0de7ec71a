import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartSchema, envelopeSchema } from '@spesa/domain';
import { withConnection } from '../../db/connection.js';
import {
  cartLineRoutes,
  cartNotices,
  showSectorsQuery,
  userIdOf,
  type CartLineDeps,
} from './cart-lines.routes.js';

/** The cart calls (storefront spec "Cart and checkout"): cart/view here, the changes in cart-lines.routes.ts. */
export function cartRoutes(deps: CartLineDeps): FastifyPluginAsyncZod {
  const { db, carts } = deps;
  const tags = ['carrello'];
  return async (app) => {
    app.get(
      '/cart/view',
      {
        schema: {
          tags,
          summary: 'Il carrello del cliente (servizio, indirizzo, negozio, fascia oraria)',
          querystring: showSectorsQuery,
          response: { 200: envelopeSchema(cartSchema.nullable()) },
        },
      },
      async (req) => {
        const userId = userIdOf(req);
        const sectors = req.query.show_sectors === 'true';
        return cartNotices(await withConnection(db, (c) => carts.view(c, userId, sectors)));
      },
    );
    await app.register(cartLineRoutes(deps));
  };
}
