import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { CLIENT_HEADERS } from './client-headers.js';

/**
 * CSRF guard for `/ebsn/api`. A state-changing call must carry `X-Ebsn-Client` (a header a
 * cross-site form or navigation cannot add) and, when the browser names an `Origin`, it must be
 * the shop's own. Unsafe methods are always checked; the spec's state-changing GET calls
 * (update_password, password_reset, user_anonymize, ...) opt in with route config `csrf: true`.
 * A POST that another site sends by design (the SAML identity provider's answer) opts out with
 * `csrf: false`: it must carry its own proof (a signature), checked by its handler.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    csrf?: boolean;
  }
}

export const CLIENT_TYPES = ['site', 'app'] as const;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function originAllowed(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return (
    origin === ownOrigin(request) || (publicOrigin !== undefined && origin === new URL(publicOrigin).origin)
  );
}

/**
 * Whether the browser says another site started this request: marked cross-site, or an `Origin`
 * that is not the shop's. Also the guard of pages posted by plain HTML forms (no client header).
 */
export function fromForeignOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  return request.headers['sec-fetch-site'] === 'cross-site' || !originAllowed(request, publicOrigin);
}

export function registerCsrf(app: FastifyInstance, opts: { prefix: string; publicOrigin?: string }): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(opts.prefix)) return;
    const csrf = request.routeOptions.config?.csrf;
    const guarded = csrf === true || (UNSAFE.has(request.method) && csrf !== false);
    if (!guarded) return;
    const client = request.headers[CLIENT_HEADERS.client];
    const knownClient = typeof client === 'string' && (CLIENT_TYPES as readonly string[]).includes(client);
    // Browsers mark requests started by another site; such a request never changes state here.
    if (!knownClient || fromForeignOrigin(request, opts.publicOrigin)) {
      throw new AppError('CSRF_REFUSED');
    }
  });
}
