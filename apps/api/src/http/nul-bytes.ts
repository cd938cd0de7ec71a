import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

/**
 * No text the API receives may hold a NUL character (U+0000): PostgreSQL's text cannot store one
 * (the insert fails and the request would answer 500), and no form or name needs it. One rule for
 * every route: the parsed query, body and path parameters are checked before validation, and
 * the parts of a multipart upload (read later, by its handler) with the same function.
 */
export function refuseNul(value: unknown, where: string): void {
  const field = nulField(value);
  if (field === undefined) return;
  const name = field === '' ? where : field;
  throw new AppError('VALIDATION_ERROR', `Parametro non valido: ${name}`, { field: name });
}

/** The path of the first text holding a NUL ('' for the value itself), undefined when none does. */
function nulField(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : undefined;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 32)
    return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return key.split('\u0000').join('');
    const inner = nulField(item, depth + 1);
    if (inner !== undefined) return inner === '' ? key : `${key}.${inner}`;
  }
  return undefined;
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseNul(request.query, 'querystring');
    refuseNul(request.params, 'params');
    refuseNul(request.body, 'body');
  });
}
