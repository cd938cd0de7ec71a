import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import type { SessionUser } from './session.js';

/** The spec's "not logged in" answer: a non-zero status with a stable code (HTTP 200). */
export const NOT_LOGGED_IN_MESSAGE = "E' necessario autenticarsi per continuare.";

/** The logged-in user of the request, or the coded "not logged in" failure. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('NOT_LOGGED_IN', NOT_LOGGED_IN_MESSAGE);
  return request.user;
}

/** Refuses calls about another account (for example customer-lifetime/user_info?userId=...). */
export function requireSelf(request: FastifyRequest, userId: number): SessionUser {
  const user = requireUser(request);
  if (user.userId !== userId) throw new AppError('FORBIDDEN', 'Operazione non consentita.');
  return user;
}
