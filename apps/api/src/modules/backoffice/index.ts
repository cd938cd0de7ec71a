// The backoffice module's face (decision 0122): the staff's customer search, acting for a
// customer (the session side is the accounts module's) and the audit of what was done meanwhile.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { SessionService } from '../accounts/index.js';
import { registerActingHooks } from './acting.hooks.js';
import { backofficeRoutes } from './backoffice.routes.js';
import { BackofficeService } from './backoffice.service.js';

export { FORBIDDEN_WHILE_ACTING } from './acting.rules.js';

/**
 * The module wired: the acting hooks on the root (every route), and its routes to register under
 * the API prefix. Call it before the other areas' routes are registered.
 */
export function backofficeModule(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; sessions: SessionService; assistanceByDefault: boolean },
) {
  const service = new BackofficeService(deps.clock, deps.sessions, deps.assistanceByDefault);
  registerActingHooks(app, deps.db, service);
  return { routes: backofficeRoutes(deps.db, service) };
}
