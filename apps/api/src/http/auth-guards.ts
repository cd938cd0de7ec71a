import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { ActingStaff, SessionUser } from './session.js';

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

/**
 * Staff-only calls (decision 0043): the picking calls under /staff and the content editor. A
 * logged-out caller gets NOT_LOGGED_IN (so the login page can follow), a customer STAFF_ONLY (403).
 */
export function requireStaff(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.staff) throw new AppError('STAFF_ONLY');
  return user;
}

/**
 * The backoffice calls (decision 0122): a staff member or agent, in a session opened by
 * backoffice-access/sso-login (password and e-mailed code). Answers who they are and, while they
 * act for a customer, that customer. A customer gets STAFF_ONLY (403); staff logged in the
 * ordinary way BACKOFFICE_LOGIN_REQUIRED (403).
 */
export function requireBackoffice(request: FastifyRequest): {
  staff: ActingStaff;
  actingFor: SessionUser | null;
} {
  const user = requireUser(request);
  const staff: ActingStaff | undefined =
    user.actingStaff ??
    (user.staffRole !== undefined
      ? { userId: user.userId, email: user.email, staffRole: user.staffRole }
      : undefined);
  if (!staff) throw new AppError('STAFF_ONLY');
  if (request.session?.backoffice !== true) throw new AppError('BACKOFFICE_LOGIN_REQUIRED');
  return { staff, actingFor: user.actingStaff ? user : null };
}
