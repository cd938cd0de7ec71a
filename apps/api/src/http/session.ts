import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { RequestSession, SessionStore, SessionUser, IssuedSession } from '../lib/session.js';
import { CLIENT_HEADERS } from './client-headers.js';

/**
 * Session transport (decision 0006): an opaque token in an httpOnly SameSite=Lax cookie
 * (`__Host-` and Secure over HTTPS), or in `X-Ebsn-Session` / `X-Ebsn-Account` for clients
 * without cookies, answered back in the same headers. Storage and lifetimes live in the accounts
 * module behind `SessionStore`; this file only moves the token and decorates the request.
 */
export type {
  ActingStaff,
  IssuedSession,
  RequestSession,
  ResolvedSession,
  SessionStore,
  SessionUser,
} from '../lib/session.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    session: RequestSession | null;
    sessionTransport: { token?: string; viaHeader: boolean };
  }
  interface FastifyContextConfig {
    /** Login, logout and e-mailed-link calls work after a session ended instead of answering 419. */
    allowStaleSession?: boolean;
  }
}

const COOKIE = 'spesa_session';
const SECURE_COOKIE = '__Host-spesa_session';

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

function presentedToken(request: FastifyRequest): { token?: string; viaHeader: boolean } {
  const header = request.headers[CLIENT_HEADERS.session] ?? request.headers[CLIENT_HEADERS.account];
  if (typeof header === 'string' && header.trim() !== '') return { token: header.trim(), viaHeader: true };
  const fromCookie = request.cookies[SECURE_COOKIE] ?? request.cookies[COOKIE];
  return { token: fromCookie || undefined, viaHeader: false };
}

export async function registerSession(
  app: FastifyInstance,
  store: SessionStore,
  prefix: string | readonly string[],
): Promise<void> {
  const prefixes = typeof prefix === 'string' ? [prefix] : prefix;
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('sessionTransport', null as never);

  app.addHook('onRequest', async (request, reply) => {
    request.sessionTransport = { viaHeader: false };
    if (!prefixes.some((p) => request.url.startsWith(p))) return;
    const presented = presentedToken(request);
    request.sessionTransport = presented;
    if (!presented.token) return;
    const found = await store.resolve(presented.token);
    if (found.state === 'active') {
      request.session = found.session;
      request.user = found.user;
      return;
    }
    endSession(request, reply);
    // A visitor's pre-login session (an abandoned code step) ends silently: nobody was logged in.
    const quiet =
      (found.state === 'ended' && found.preLogin) || request.routeOptions.config?.allowStaleSession === true;
    if (!quiet) throw new AppError('SESSION_EXPIRED');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // Cookie-less clients get the token back on every answer; such answers must never be cached
    // by a shared cache, or another client could pick the token up.
    const token = request.sessionTransport?.token;
    if (request.sessionTransport?.viaHeader || reply.hasHeader(CLIENT_HEADERS.session)) {
      reply.header(CLIENT_HEADERS.session, token ?? '');
      reply.header(CLIENT_HEADERS.account, token ?? '');
      reply.header('cache-control', 'private, no-store');
    }
    return payload;
  });
}

/** Sends a new session to the client (cookie and headers) and makes it this request's session. */
export function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  issued: IssuedSession,
  user: SessionUser | null,
): void {
  const secure = isHttps(request);
  if (secure) reply.clearCookie(COOKIE, { path: '/' });
  reply.setCookie(secure ? SECURE_COOKIE : COOKIE, issued.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: issued.maxAgeSeconds,
  });
  reply.header(CLIENT_HEADERS.session, issued.token);
  request.sessionTransport = { token: issued.token, viaHeader: request.sessionTransport?.viaHeader ?? false };
  request.session = issued.session;
  request.user = user;
}

/** Forgets the session on the client: both cookie names, and empty headers for cookie-less clients. */
export function endSession(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isHttps(request);
  if (request.cookies[COOKIE] !== undefined)
    reply.clearCookie(COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  if (request.cookies[SECURE_COOKIE] !== undefined || secure) {
    reply.clearCookie(SECURE_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: true });
  }
  reply.header(CLIENT_HEADERS.session, '');
  request.sessionTransport = { viaHeader: request.sessionTransport?.viaHeader ?? false };
  request.session = null;
  request.user = null;
}

/** Whether the browser holds a session cookie (a shopper who has logged in, or tried to). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies[SECURE_COOKIE] ?? request.cookies[COOKIE]);
}
