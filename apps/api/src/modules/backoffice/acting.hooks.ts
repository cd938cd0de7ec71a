import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { runActing } from '../../lib/acting-context.js';
import { refusalWhileActing } from './acting.rules.js';
import type { BackofficeService } from './backoffice.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The audit row of a call made while acting for a customer (decision 0122). */
    staffActionId?: number;
  }
}

/**
 * Every call made while a staff member acts for a customer (decision 0122): recorded with both
 * ids before it runs (a call whose record fails does not run), refused when it is one the customer
 * keeps for themselves (acting.rules.ts), and run with the staff member as the request's actor
 * (lib/acting-context.ts), so an order placed records who placed it. Registered on the root, so
 * it covers every route.
 */
export function registerActingHooks(app: FastifyInstance, db: Db, service: BackofficeService): void {
  // Before validation: a forbidden call is refused whatever its parameters.
  app.addHook('preValidation', (req, _reply, done) => {
    const staff = req.user?.actingStaff;
    if (!staff) return done();
    const route = req.routeOptions.url ?? req.url.split('?')[0]!;
    service.record(db, staff, req.user!.userId, req.method, route).then(
      (id) => {
        req.staffActionId = id;
        const refused = refusalWhileActing(route, req.query);
        if (refused) return done(new AppError('ACTING_FORBIDDEN', refused));
        runActing(staff, done);
      },
      (error: unknown) => done(error as Error),
    );
  });

  app.addHook('onResponse', async (req, reply) => {
    if (req.staffActionId === undefined) return;
    await service.recordOutcome(db, req.staffActionId, reply.statusCode);
  });
}
