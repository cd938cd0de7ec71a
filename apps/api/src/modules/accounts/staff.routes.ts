import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, staffMeSchema } from '@spesa/domain';
import { ok } from '../../http/envelope.js';
import { requireStaff } from '../../http/auth-guards.js';
import type { Db } from '../../db/database.js';
import { storesOfStaff } from './staff-stores.repository.js';

/**
 * GET staff/me (decision 0043): lets a staff page check access before it shows anything; answers
 * NOT_LOGGED_IN to a visitor and STAFF_ONLY (403) to a customer, like every staff call. storeIds:
 * the stores whose orders the staff member works on (decision 0058).
 */
export function staffRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/me',
      {
        schema: {
          tags: ['personale'],
          summary: 'Il membro del personale collegato',
          response: { 200: envelopeSchema(staffMeSchema.nullable()) },
        },
      },
      async (req) => {
        const user = requireStaff(req);
        const storeIds = await storesOfStaff(db, user.userId);
        return ok({ userId: user.userId, email: user.email, staff: true as const, storeIds });
      },
    );
  };
}
