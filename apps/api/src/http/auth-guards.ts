import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { SessionUser } from './session.js';

/** The logged-in user of the request, or the coded "not logged in" failure. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('NOT_LOGGED_IN');
  return request.user;
}

/** Refuses calls about another account (for example customer-lifetime/user_info?userId=...). */
export function requireSelf(request: FastifyRequest, userId: number): SessionUser {
  const user = requireUser(request);
  if (user.userId !== userId) throw new AppError('FORBIDDEN');
  return user;
}
