import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartSchema, envelopeSchema } from '@spesa/domain';
import { ok } from '../../http/envelope.js';
import { registerRouteLimits } from '../../http/rate-limit.js';
import { withStringify } from '../../http/fast-serializers.js';
import { cartAnswerJson } from './cart-answer.json.js';
import { CartCalls } from './cart-calls.service.js';
import {
  cartLineRoutes,
  cartNotices,
  ownerOf,
  showSectorsQuery,
  type CartLineDeps,
} from './cart-lines.routes.js';

/** The cart calls (storefront spec "Cart and checkout"): cart/view here, the changes in cart-lines.routes.ts. */
export function cartRoutes(deps: CartLineDeps): FastifyPluginAsyncZod {
  const { db, clock, carts, orderedToday, visitors } = deps;
  const calls = new CartCalls(db, clock, carts, orderedToday);
  const tags = ['carrello'];
  return async (app) => {
    app.get(
      '/cart/view',
      {
        schema: {
          tags,
          summary: 'Il carrello del cliente (servizio, indirizzo, negozio, fascia oraria)',
          querystring: showSectorsQuery,
          response: { 200: withStringify(envelopeSchema(cartSchema.nullable()), cartAnswerJson) },
        },
      },
      async (req, reply) => {
        const owner = await ownerOf(req, reply, visitors, false);
        const sectors = req.query.show_sectors === 'true';
        // A visitor without a session has no cart yet: the view answers none and starts nothing.
        if (owner === null) return ok(null);
        if ('visitorSessionId' in owner) {
          const cart = await calls.visitorView(owner.visitorSessionId, sectors);
          return cart ? cartNotices(cart) : ok(null);
        }
        return cartNotices(await calls.view(owner, sectors));
      },
    );
    // Gift code guesses are limited (cart-lines.routes.ts): the area's limits live here.
    await registerRouteLimits(app, deps.redis, 'spesa-rl-cart-');
    await app.register(cartLineRoutes({ ...deps, calls }));
  };
}
